import { items, type SeedBuilder } from '../types'

export const warrenCounty: SeedBuilder<'communities'> = (media) => ({
  name: 'Warren County',
  slug: 'warren-county',
  county: 'Warren',
  population: '109,600',
  description:
    'Rolling farmland, river towns and the Delaware Water Gap, with I-78 and I-80 putting Morristown, the Lehigh Valley and New York within reach.',
  highlights: items(
    'Delaware Water Gap National Recreation Area',
    'Historic river and canal towns',
    'Direct access to I-78 and I-80',
    'Farms, orchards and wineries',
  ),
  image: media('area-warren-county'),
  overview: {
    title: 'Living in Warren County',
    subtitle: 'Country living along the Delaware',
    description:
      "Warren County runs along the Delaware River from the Water Gap to Phillipsburg, with the Musconetcong and Pequest rivers cutting through farm valleys on the way. It is one of New Jersey's most affordable counties for a single-family home, and buyers find everything from Victorian homes in Belvidere and Hackettstown to horse properties in Harmony and Franklin townships. Route 57, a state scenic byway, links many of its towns to the Morris Canal's old path.",
    stats: [
      { icon: 'users', value: '109,600', label: 'Residents' },
      { icon: 'map', value: '22', label: 'Municipalities' },
      { icon: 'tree', value: '70,000', label: 'Acres in the Water Gap NRA' },
    ],
    highlights: items(
      'The Delaware Water Gap and the Appalachian Trail along the Kittatinny Ridge',
      'Jenny Jump State Forest, Merrill Creek Reservoir and White Lake',
      'Morris Canal Greenway sites in Port Murray, Port Colden and Phillipsburg',
      'Farm stands, orchards and wineries along Route 57',
      'Commuter routes via I-78, I-80 and NJ Transit from Hackettstown',
    ),
  },
  schools: {
    subtitle: 'Local districts, regional high schools and a county technical school',
    districtName: 'Warren County public schools',
    districtDescription:
      'Warren County towns share several regional high schools: Warren Hills in Washington, North Warren in Blairstown and Belvidere High School among them. Warren County Technical School offers career programs for students from every town.',
    list: [
      {
        name: 'Warren Hills Regional High School',
        grades: '9-12',
        enrollment: 1150,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'Serves Washington Borough and Township, Franklin and Mansfield townships.',
        highlights: items('Wide AP course list', 'Strong athletics program'),
      },
      {
        name: 'Warren County Technical School',
        grades: '9-12',
        enrollment: 480,
        rating: 8,
        ratingSource: 'Demo rating',
        description: 'Career majors from automotive technology to health sciences.',
      },
      {
        name: 'Phillipsburg High School',
        grades: '9-12',
        enrollment: 1700,
        rating: 6.5,
        ratingSource: 'Demo rating',
        description: 'The largest high school in the county, with a wide range of programs.',
      },
    ],
  },
  attractions: [
    {
      name: 'Delaware Water Gap National Recreation Area',
      description:
        'Hike to Sunfish Pond, paddle the Delaware or wander the restored Millbrook Village.',
      category: 'outdoor',
      highlight: 'National park',
    },
    {
      name: 'Jenny Jump State Forest',
      description:
        'Ridge-top trails with views over the Great Meadows, campsites and the UACNJ observatory.',
      category: 'outdoor',
    },
    {
      name: "Warren County Farmers' Fair",
      description:
        'A summer tradition in Harmony Township: hot-air balloons, fireworks, 4-H shows and fair food.',
      category: 'events',
      highlight: 'Late July',
    },
    {
      name: 'Land of Make Believe',
      description: 'A family amusement and water park in Hope that has delighted kids since 1954.',
      category: 'recreation',
    },
    {
      name: 'Shippen Manor',
      description:
        "A restored 18th-century ironmaster's mansion in Oxford, run as a county museum with seasonal events.",
      category: 'culture',
    },
  ],
  neighborhoodsSubtitle: 'Favorite corners of Warren County',
  topNeighborhoods: [
    {
      name: 'Panther Valley (Allamuchy)',
      highlight: 'Gated community',
      description:
        'A private lake community with a golf club, tennis, pools and a mix of townhomes and single-family homes.',
      features: items('Private lake and golf', '24-hour gatehouse', 'Minutes from I-80'),
    },
    {
      name: 'Belvidere',
      description:
        'The county seat on the Delaware, with a classic town green and blocks of Victorian homes.',
      features: items('Historic district', 'River access', 'Walkable center'),
    },
    {
      name: 'Hope',
      highlight: 'Historic village',
      description:
        'A Moravian village founded in 1769, with stone buildings, open farmland and quick access to I-80.',
      features: items('Stone Moravian architecture', 'Jenny Jump State Forest', 'Large lots'),
    },
  ],
  seo: {
    title: 'Warren County, NJ Homes & Community Guide',
    description:
      'Living in Warren County, New Jersey: the Delaware Water Gap, historic river towns, schools and neighborhoods, with local guidance on buying or selling.',
  },
})
