import { items, type SeedBuilder } from '../types'

export const byram: SeedBuilder<'communities'> = (media) => ({
  name: 'Byram',
  slug: 'byram',
  county: 'Sussex',
  population: '8,000',
  description:
    'A township of lakes and forest on Route 206, with Cranberry Lake, Lake Lackawanna and Waterloo Village, fifteen minutes from I-80 and the Netcong train station.',
  highlights: items(
    'More than a dozen lakes and ponds',
    'Allamuchy Mountain State Park',
    'Historic Waterloo Village',
    'Quick access to I-80 and NJ Transit',
    'Lenape Valley regional high school',
  ),
  image: media('area-byram'),
  overview: {
    title: 'Living in Byram',
    subtitle: 'Lake life within commuting distance',
    description:
      "Byram is lake country. Cranberry Lake, Lake Lackawanna, Forest Lakes and a string of smaller lakes give many neighborhoods a beach, a dock or a view, and much of the township is state parkland. It is also practical: Route 206 leads to I-80 in about fifteen minutes, the Netcong station is close by, and Sparta's shops and Lake Mohawk's boardwalk are ten minutes north. Housing ranges from lake cottages to four-bedroom colonials on wooded acre lots.",
    stats: [
      { icon: 'users', value: '8,000', label: 'Residents' },
      { icon: 'map', value: '12+', label: 'Lakes and ponds' },
      { icon: 'clock', value: '15 min', label: 'To I-80' },
      { icon: 'tree', value: '35%', label: 'Preserved open space' },
    ],
    highlights: items(
      'Lake associations with beaches, docks and summer programs',
      'Allamuchy Mountain State Park trails and the Sussex Branch Trail',
      "Waterloo Village's restored Morris Canal town",
      'Byram Township schools and Lenape Valley Regional High School',
      'Commuter rail from Netcong and Mount Arlington nearby',
    ),
  },
  schools: {
    subtitle: 'Two township schools and a regional high school',
    districtName: 'Byram Township School District',
    districtDescription:
      'Byram Lakes Elementary and Byram Intermediate schools serve kindergarten through eighth grade; high school students attend Lenape Valley Regional High School in Stanhope with students from Stanhope and Netcong.',
    list: [
      {
        name: 'Byram Lakes Elementary School',
        grades: 'K-4',
        enrollment: 330,
        rating: 8,
        ratingSource: 'Demo rating',
        description: 'An elementary school on a wooded campus with a strong reading program.',
      },
      {
        name: 'Byram Intermediate School',
        grades: '5-8',
        enrollment: 340,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'Middle grades with band, robotics and competitive sports.',
      },
      {
        name: 'Lenape Valley Regional High School',
        grades: '9-12',
        enrollment: 650,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Regional high school in Stanhope with AP and dual-credit courses.',
      },
    ],
  },
  attractions: [
    {
      name: 'Waterloo Village',
      description:
        'A restored 19th-century Morris Canal village inside Allamuchy Mountain State Park, with a Lenape village re-creation.',
      category: 'culture',
      highlight: 'Historic site',
    },
    {
      name: 'Allamuchy Mountain State Park',
      description:
        'Miles of woodland trails, trout fishing on the Musconetcong and quiet mountain lakes.',
      category: 'outdoor',
    },
    {
      name: 'Cranberry Lake',
      description:
        'A 180-acre lake for boating, swimming and ice fishing, with a state boat launch.',
      category: 'recreation',
    },
    {
      name: 'Canal Day at Waterloo',
      description:
        'A summer celebration of the Morris Canal with boat rides, crafts and living history.',
      category: 'events',
    },
    {
      name: 'Lake Mohawk Boardwalk',
      description:
        "Ten minutes north in Sparta: lakeside restaurants, cafés and shops on the boardwalk.",
      category: 'dining',
    },
  ],
  neighborhoodsSubtitle: 'Lake communities buyers ask about most',
  topNeighborhoods: [
    {
      name: 'Lake Lackawanna',
      highlight: 'Lake rights',
      description:
        'A private lake community of cottages and renovated year-round homes close to Route 206.',
      features: items('Private beaches', 'Electric-motor boating', 'Active lake association'),
    },
    {
      name: 'Cranberry Lake',
      highlight: 'Waterfront',
      description:
        'Waterfront and water-view homes on one of the larger lakes in the area, popular with boaters.',
      features: items('Waterfront homes', 'Boating and fishing', 'Sunset views'),
    },
    {
      name: 'Forest Lakes',
      description:
        'Wooded streets around several small lakes, with a clubhouse and summer beach programs.',
      features: items('Two beaches', 'Clubhouse events', 'Wooded lots'),
    },
  ],
  seo: {
    title: 'Byram, NJ Homes & Lake Community Guide',
    description:
      'Living in Byram, New Jersey: Cranberry Lake, Lake Lackawanna, Waterloo Village, Byram schools and neighborhoods, with local real estate guidance.',
  },
})
