import { items, type SeedBuilder } from '../types'

export const hackettstown: SeedBuilder<'communities'> = (media) => ({
  name: 'Hackettstown',
  slug: 'hackettstown',
  county: 'Warren',
  population: '10,200',
  description:
    'A lively Main Street town on the Musconetcong River, with a university, a train station and a state fish hatchery, surrounded by parks and lake communities.',
  highlights: items(
    'Walkable Main Street dining',
    'NJ Transit trains to Hoboken and New York',
    'Musconetcong River trout fishing',
    'Centenary University and Centenary Stage',
    'Stephens State Park next door',
  ),
  image: media('area-hackettstown'),
  overview: {
    title: 'Living in Hackettstown',
    subtitle: 'Small-city convenience in the Musconetcong Valley',
    description:
      "Hackettstown has what many buyers want and rarely find together: a real downtown with restaurants and shops, a train station at the end of the line to New York, and woods and water in every direction. Centenary University and its professional theater bring culture to Main Street, while the Musconetcong River and Stephens State Park bring anglers and hikers. Homes range from Victorian twins and starter capes near downtown to newer colonials in the surrounding townships.",
    stats: [
      { icon: 'users', value: '10,200', label: 'Residents' },
      { icon: 'home', value: '3.6 sq mi', label: 'Walkable town' },
      { icon: 'map', value: 'Direct', label: 'Trains to Hoboken' },
      { icon: 'school', value: '4', label: 'Public schools' },
    ],
    highlights: items(
      'Downtown restaurants, coffee shops and a weekly farmers market in season',
      'Hackettstown station on the Montclair-Boonton and Morristown lines',
      'Trout stocking and fly fishing on the Musconetcong River',
      'Stephens State Park and Allamuchy Mountain State Park trails',
      'Hackettstown Medical Center and major employers in town',
    ),
  },
  schools: {
    subtitle: 'A complete local district from preschool to graduation',
    districtName: 'Hackettstown School District',
    districtDescription:
      'Four schools serve Hackettstown and, for high school, students from Allamuchy, Independence and Liberty townships.',
    list: [
      {
        name: 'Willow Grove School',
        grades: 'PreK-2',
        enrollment: 420,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Early-childhood center with full-day preschool.',
      },
      {
        name: 'Hatchery Hill School',
        grades: '3-5',
        enrollment: 380,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'Upper-elementary school near the state fish hatchery.',
      },
      {
        name: 'Hackettstown High School',
        grades: '9-12',
        enrollment: 860,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'AP courses, career academies and a strong music program.',
        highlights: items('Career academies', 'Award-winning marching band'),
      },
    ],
  },
  attractions: [
    {
      name: 'Hackettstown State Fish Hatchery',
      description:
        'One of the oldest fish hatcheries in the country: walk the raceways and see trout and bass being raised.',
      category: 'outdoor',
      highlight: 'Free to visit',
    },
    {
      name: 'Musconetcong River',
      description:
        'A National Wild and Scenic River, stocked with trout and lined with riverside paths.',
      category: 'recreation',
    },
    {
      name: 'Stephens State Park',
      description:
        'Riverside campsites, picnic areas and trails that climb toward Allamuchy Mountain.',
      category: 'outdoor',
    },
    {
      name: 'Centenary Stage Company',
      description:
        'A professional theater at Centenary University with plays, children\'s theater and festivals.',
      category: 'culture',
    },
    {
      name: 'Main Street dining',
      description: 'Italian, Thai, pubs, bakeries and coffee shops within a few blocks.',
      category: 'dining',
    },
  ],
  neighborhoodsSubtitle: 'From downtown streets to the hills around town',
  topNeighborhoods: [
    {
      name: 'Downtown Hackettstown',
      highlight: 'Walk to the train',
      description: 'Victorians, twins and capes within walking distance of Main Street and the station.',
      features: items('Walk to dining and shops', 'Train to New York', 'Town water and sewer'),
    },
    {
      name: 'Mountain Avenue',
      description: 'Established streets of colonials and split-levels on the hill above town.',
      features: items('Mature trees', 'Near the schools', 'Larger lots'),
    },
    {
      name: 'Panther Valley',
      highlight: 'Next door',
      description:
        'The gated lake and golf community just across the line in Allamuchy with a Hackettstown address.',
      features: items('Private lake', 'Golf and tennis', 'Townhomes and single-family'),
    },
  ],
  seo: {
    title: 'Hackettstown, NJ Homes & Community Guide',
    description:
      'Living in Hackettstown, New Jersey: Main Street, train to New York, Musconetcong River, Hackettstown schools and neighborhoods, with local real estate guidance.',
  },
})
