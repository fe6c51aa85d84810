import { items, type SeedBuilder } from '../types'

export const blairstown: SeedBuilder<'communities'> = (media) => ({
  name: 'Blairstown',
  slug: 'blairstown',
  county: 'Warren',
  population: '5,700',
  description:
    'A storybook village on the Paulinskill, with a 19th-century Main Street, Blair Academy on the hill and the Delaware Water Gap minutes away.',
  highlights: items(
    'Historic Main Street and the Blairstown Diner',
    'Paulinskill Valley Trail through town',
    'Blairstown Theater Festival every summer',
    'Large wooded lots and farmland',
  ),
  image: media('area-blairstown'),
  overview: {
    title: 'Living in Blairstown',
    subtitle: 'Village charm in the Kittatinny foothills',
    description:
      'Blairstown is the kind of place people picture when they think of a country village: a small Main Street of shops and cafés, a waterfall in Footbridge Park and a stone-walled prep school on the hill. Around the village, the township opens into farms, woods and lake communities along the foot of the Kittatinny Ridge. Buyers find everything from village colonials to homes on five or more acres, with the Delaware Water Gap and Route 80 within about twenty minutes.',
    stats: [
      { icon: 'users', value: '5,700', label: 'Residents' },
      { icon: 'home', value: '3+ ac', label: 'Typical township lot' },
      { icon: 'clock', value: '20 min', label: 'To I-80' },
      { icon: 'school', value: '1848', label: 'Blair Academy founded' },
    ],
    highlights: items(
      'Walkable village center with restaurants, a library and shops',
      'The Paulinskill Valley Trail for biking, running and horseback riding',
      'Cedar Lake and other private lake communities',
      'Blairstown Airport, a favorite of glider and small-plane pilots',
      'Minutes to the Delaware Water Gap and the Appalachian Trail',
    ),
  },
  schools: {
    subtitle: 'A local elementary school and a regional middle and high school',
    districtName: 'Blairstown Township School District',
    districtDescription:
      'Blairstown Elementary School teaches preschool through sixth grade; students then attend North Warren Regional School for grades 7 through 12, shared with Frelinghuysen, Hardwick and Knowlton.',
    list: [
      {
        name: 'Blairstown Elementary School',
        grades: 'PreK-6',
        enrollment: 450,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'A neighborhood school with music, art and an outdoor classroom.',
      },
      {
        name: 'North Warren Regional School',
        grades: '7-12',
        enrollment: 780,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Regional middle and high school with agriculture and AP programs.',
      },
      {
        name: 'Blair Academy',
        grades: '9-12 & PG',
        enrollment: 460,
        rating: 9,
        ratingSource: 'Demo rating',
        description: 'A private coeducational boarding and day school founded in 1848.',
        highlights: items('Boarding and day students', 'Independent school'),
      },
    ],
  },
  attractions: [
    {
      name: 'Blairstown Theater Festival',
      description:
        'Summer plays, readings and youth programs staged in town by a professional theater company.',
      category: 'events',
      highlight: 'Every summer',
    },
    {
      name: 'Paulinskill Valley Trail',
      description:
        'A 27-mile rail trail along the Paulinskill River, crossing right through Blairstown.',
      category: 'outdoor',
    },
    {
      name: 'Footbridge Park',
      description:
        'A riverside park with a small waterfall, picnic lawns and the footbridge into the village.',
      category: 'recreation',
    },
    {
      name: 'Blairstown Diner',
      description:
        'The classic stainless-steel diner on Route 94, famous from the 1980 film Friday the 13th.',
      category: 'dining',
      highlight: 'Local landmark',
    },
    {
      name: 'Blair Academy and Main Street',
      description:
        'Stroll the historic village streets up to the stone buildings of Blair Academy.',
      category: 'culture',
    },
  ],
  neighborhoodsSubtitle: 'From village streets to lake and farm country',
  topNeighborhoods: [
    {
      name: 'Blairstown Village',
      highlight: 'Walkable',
      description: 'Colonials and Victorians within a short walk of Main Street and the schools.',
      features: items('Walk to shops and library', 'Public water in parts', 'Historic homes'),
    },
    {
      name: 'Cedar Lake',
      description:
        'A private lake community with a beach, dock slips and year-round and seasonal homes.',
      features: items('Lake rights', 'Community beach', 'Non-motorized boating'),
    },
    {
      name: 'Paulina',
      highlight: 'Acreage',
      description: 'A rural hamlet along the Paulinskill with farmhouses and homes on large lots.',
      features: items('Five-acre lots and up', 'River and trail access', 'Horse-friendly zoning'),
    },
  ],
  seo: {
    title: 'Blairstown, NJ Homes & Community Guide',
    description:
      'Living in Blairstown, New Jersey: the historic village, Paulinskill Valley Trail, North Warren schools and neighborhoods, with local real estate guidance.',
  },
})
