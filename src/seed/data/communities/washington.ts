import { items, type SeedBuilder } from '../types'

export const washington: SeedBuilder<'communities'> = (media) => ({
  name: 'Washington',
  slug: 'washington',
  county: 'Warren',
  population: '7,300',
  description:
    'Washington Borough and the surrounding township: an affordable small town on Routes 31 and 57 with Morris Canal history, farmland and quick access to I-78.',
  highlights: items(
    'Some of the best values in the region',
    'Morris Canal heritage in Port Colden',
    'Warren Hills regional schools',
    'Golf, farms and reservoir trails nearby',
  ),
  image: media('area-washington'),
  overview: {
    title: 'Living in Washington',
    subtitle: 'A crossroads town with room to grow',
    description:
      'Washington grew where the Morris Canal met the railroad, and its borough still has a traditional downtown of brick storefronts along Washington Avenue. Washington Township wraps around it with Brass Castle, Port Colden and open farmland along the Pohatcong Valley. Buyers come for the value: well-kept capes, ranches and colonials at prices well below Morris County, with Routes 31 and 57 leading to I-78 and the Lehigh Valley in about twenty minutes.',
    stats: [
      { icon: 'users', value: '7,300', label: 'Borough residents' },
      { icon: 'map', value: '1.9 sq mi', label: 'Borough area' },
      { icon: 'clock', value: '20 min', label: 'To I-78' },
    ],
    highlights: items(
      'A traditional downtown with local restaurants and shops',
      'Morris Canal Greenway sites in Port Colden and Port Murray',
      'Warren Hills Regional middle and high schools in town',
      'Merrill Creek Reservoir and Jenny Jump State Forest a short drive away',
      'Hawk Pointe and other public golf courses nearby',
    ),
  },
  schools: {
    subtitle: 'Local elementary districts feeding a regional system',
    districtName: 'Warren Hills Regional School District',
    districtDescription:
      'Washington Borough and Washington Township each run their own elementary schools; students then attend Warren Hills Regional Middle School (grades 7-8) and Warren Hills Regional High School (grades 9-12), both in Washington.',
    list: [
      {
        name: 'Brass Castle School',
        grades: 'PreK-2',
        enrollment: 300,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Washington Township primary school with a small-school feel.',
      },
      {
        name: 'Warren Hills Regional Middle School',
        grades: '7-8',
        enrollment: 560,
        rating: 6.5,
        ratingSource: 'Demo rating',
        description: 'Regional middle school with band, clubs and athletics.',
      },
      {
        name: 'Warren Hills Regional High School',
        grades: '9-12',
        enrollment: 1150,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'AP and honors courses, a large sports program and career pathways.',
      },
    ],
  },
  attractions: [
    {
      name: 'Morris Canal Greenway at Port Colden',
      description:
        'Walk the towpath and see the remains of the canal that carried coal across New Jersey.',
      category: 'culture',
      highlight: 'Canal history',
    },
    {
      name: 'Merrill Creek Reservoir',
      description:
        'A 650-acre reservoir in nearby Harmony with trails, a visitor center and non-motorized boating.',
      category: 'outdoor',
    },
    {
      name: 'Hawk Pointe Golf Club',
      description: 'A public championship course with mountain views in Washington Township.',
      category: 'recreation',
    },
    {
      name: 'Washington Avenue dining',
      description: 'Family restaurants, pizzerias and cafés in the borough downtown.',
      category: 'dining',
    },
    {
      name: "Warren County Farmers' Fair",
      description:
        'Balloon launches, fireworks and agricultural shows a short drive away in Harmony Township.',
      category: 'events',
    },
  ],
  neighborhoodsSubtitle: 'Borough streets and township countryside',
  topNeighborhoods: [
    {
      name: 'Washington Borough',
      highlight: 'Best value',
      description: 'Older colonials and capes on sidewalk-lined streets near downtown and the schools.',
      features: items('Walk to downtown', 'Public water and sewer', 'Starter-home prices'),
    },
    {
      name: 'Brass Castle',
      description: 'A township neighborhood of 1970s-2000s colonials and ranches on half-acre lots.',
      features: items('Larger lots', 'Quiet streets', 'Near Route 31'),
    },
    {
      name: 'Port Colden',
      highlight: 'Canal village',
      description: 'A historic canal hamlet with older homes and newer builds near the greenway.',
      features: items('Morris Canal Greenway', 'Historic homes', 'Country setting'),
    },
  ],
  seo: {
    title: 'Washington, NJ Homes & Community Guide',
    description:
      'Living in Washington, New Jersey: an affordable Warren County town with Morris Canal history, Warren Hills schools and neighborhoods, with local real estate guidance.',
  },
})
