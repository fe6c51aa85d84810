import { items, type SeedBuilder } from '../types'

export const andover: SeedBuilder<'communities'> = (media) => ({
  name: 'Andover',
  slug: 'andover',
  county: 'Sussex',
  population: '6,300',
  description:
    'A rural township and a tiny historic borough on Route 206, wrapped around Kittatinny Valley State Park, with lake communities and farmland minutes from Newton.',
  highlights: items(
    'Kittatinny Valley State Park in town',
    'Lake Iliff and Lake Lenape communities',
    'Antique shops in Andover Borough',
    'Ten minutes to Newton',
  ),
  image: media('area-andover'),
  overview: {
    title: 'Living in Andover',
    subtitle: 'Lakes, trails and an old iron-mining village',
    description:
      "Andover Township surrounds the small borough of Andover, a village of 18th- and 19th-century buildings whose iron mines supplied the Continental Army. Today it is a quiet place of lake cottages, horse farms and newer colonials on generous lots, with Kittatinny Valley State Park's lakes and rail trails at the back door. Route 206 brings shopping in Newton within ten minutes and I-80 within twenty.",
    stats: [
      { icon: 'users', value: '6,300', label: 'Township residents' },
      { icon: 'tree', value: '5,600', label: 'Acres of state parkland' },
      { icon: 'home', value: '1.5 ac', label: 'Typical lot size' },
    ],
    highlights: items(
      "Kittatinny Valley State Park with Lake Aeroflex and Gardner's Pond",
      'The Sussex Branch Trail for walking, biking and riding',
      'Private lake associations at Lake Iliff and Lake Lenape',
      'Historic Andover Borough and the restored Andover Mine site',
      'Lower property taxes than many neighboring towns',
    ),
  },
  schools: {
    subtitle: 'A small district with a regional high school',
    districtName: 'Andover Regional School District',
    districtDescription:
      'Two neighborhood schools serve children from preschool through eighth grade; high school students from Andover Township attend Newton High School.',
    list: [
      {
        name: 'Florence M. Burd Elementary School',
        grades: 'PreK-4',
        enrollment: 270,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'Small classes and an active parent association.',
      },
      {
        name: 'Long Pond School',
        grades: '5-8',
        enrollment: 260,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Middle school with STEM electives and after-school clubs.',
      },
      {
        name: 'Newton High School',
        grades: '9-12',
        enrollment: 690,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Receiving high school in nearby Newton.',
      },
    ],
  },
  attractions: [
    {
      name: 'Kittatinny Valley State Park',
      description:
        'Lakes for fishing and paddling, miles of rail trail and a small airfield inside the park.',
      category: 'outdoor',
      highlight: 'In town',
    },
    {
      name: 'Sussex Branch Trail',
      description:
        'A former railroad bed that runs through Andover: flat, shaded and perfect for bikes and horses.',
      category: 'recreation',
    },
    {
      name: 'Andover Borough antique shops',
      description:
        'Browse antiques and collectibles in the historic buildings along Main Street (Route 206).',
      category: 'shopping',
    },
    {
      name: 'Andover Mine',
      description:
        'Walk the preserved site of the colonial iron mine whose ore supplied the Continental Army.',
      category: 'culture',
    },
    {
      name: 'New Jersey State Fair',
      description: 'The August fair in nearby Augusta, fifteen minutes up the road.',
      category: 'events',
    },
  ],
  neighborhoodsSubtitle: 'Lake communities and a village center',
  topNeighborhoods: [
    {
      name: 'Lake Iliff',
      highlight: 'Lake rights',
      description:
        'Year-round homes and former summer cottages around a private spring-fed lake.',
      features: items('Association beach', 'Non-motorized boating', 'Close to Route 206'),
    },
    {
      name: 'Lake Lenape',
      description: 'A wooded lake community with a clubhouse, beaches and an active calendar.',
      features: items('Beaches and clubhouse', 'Fishing and kayaking', 'Quiet cul-de-sacs'),
    },
    {
      name: 'Andover Borough',
      highlight: 'Historic village',
      description: 'Historic homes within walking distance of the shops and post office.',
      features: items('Walkable village', 'Historic architecture', 'Sussex Branch Trail access'),
    },
  ],
  seo: {
    title: 'Andover, NJ Homes & Community Guide',
    description:
      'Living in Andover, New Jersey: Kittatinny Valley State Park, lake communities, Andover Regional schools and neighborhoods, with local real estate guidance.',
  },
})
