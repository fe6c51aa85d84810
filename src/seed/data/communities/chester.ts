import { items, type SeedBuilder } from '../types'

export const chester: SeedBuilder<'communities'> = (media) => ({
  name: 'Chester',
  slug: 'chester',
  county: 'Morris',
  population: '9,400',
  description:
    'A historic Morris County borough and its surrounding township: antique shops on Main Street, farms and estates on rolling hills, and top-rated schools.',
  highlights: items(
    "Chester's Main Street shops and restaurants",
    'Highly regarded schools',
    'Estate homes on multi-acre lots',
    'Hacklebarney State Park',
  ),
  image: media('area-chester'),
  overview: {
    title: 'Living in Chester',
    subtitle: 'Main Street charm in the Morris County hills',
    description:
      "Chester Borough grew up at a crossroads on the old Washington Turnpike; its Main Street still lines up 19th-century storefronts full of antiques, galleries, boutiques and restaurants. Chester Township surrounds it with horse farms, pick-your-own orchards and custom homes on two to ten acres. With well-regarded public schools and Route 206 and I-78 nearby, Chester is one of the most sought-after towns in western Morris County, and its prices reflect it.",
    stats: [
      { icon: 'users', value: '9,400', label: 'Borough and township residents' },
      { icon: 'home', value: '3 ac', label: 'Typical township lot' },
      { icon: 'clock', value: '20 min', label: 'To Morristown' },
    ],
    highlights: items(
      'A walkable historic Main Street with dozens of independent shops',
      'Farm stands and pick-your-own at Alstede Farms and nearby orchards',
      'Hacklebarney State Park and the Black River',
      'Chester School District and West Morris Mendham High School',
      'Easy drive to Morristown, Bedminster and I-78',
    ),
  },
  schools: {
    subtitle: 'A sought-after K-8 district and a regional high school',
    districtName: 'Chester School District',
    districtDescription:
      'Three schools serve the borough and township from pre-kindergarten through eighth grade; high school students attend West Morris Mendham High School, part of the West Morris Regional district.',
    list: [
      {
        name: 'Dickerson Elementary School',
        grades: 'PreK-2',
        enrollment: 330,
        rating: 8.5,
        ratingSource: 'Demo rating',
        description: 'Early grades with small classes and a focus on literacy.',
      },
      {
        name: 'Bragg Elementary School',
        grades: '3-5',
        enrollment: 320,
        rating: 8.5,
        ratingSource: 'Demo rating',
        description: 'Upper elementary with enrichment and a strong arts program.',
      },
      {
        name: 'Black River Middle School',
        grades: '6-8',
        enrollment: 400,
        rating: 9,
        ratingSource: 'Demo rating',
        description: 'Middle school with world languages, STEM labs and clubs.',
      },
      {
        name: 'West Morris Mendham High School',
        grades: '9-12',
        enrollment: 1100,
        rating: 9,
        ratingSource: 'Demo rating',
        description: 'Regional high school in Mendham known for academics and athletics.',
        highlights: items('Broad AP program', 'High college attendance'),
      },
    ],
  },
  attractions: [
    {
      name: "Chester's Main Street",
      description:
        'Antiques, home décor, galleries and boutiques in restored 19th-century buildings.',
      category: 'shopping',
      highlight: 'Historic district',
    },
    {
      name: 'Main Street restaurants',
      description: 'Cafés, bakeries, a brewery and white-tablecloth dining within a few blocks.',
      category: 'dining',
    },
    {
      name: 'Hacklebarney State Park',
      description:
        'Trails along the boulder-strewn Black River gorge, trout fishing and shaded picnic groves.',
      category: 'outdoor',
    },
    {
      name: 'Alstede Farms',
      description:
        'Pick-your-own fruit, hayrides, a farm market and a busy fall festival season.',
      category: 'events',
      highlight: 'Fall favorite',
    },
    {
      name: 'Cooper Gristmill',
      description: 'A working 1826 water-powered mill on the Black River, run by the county parks.',
      category: 'culture',
    },
    {
      name: 'Black River Park & Kay Environmental Center',
      description: 'Meadows, river trails and nature programs in a former country estate.',
      category: 'recreation',
    },
  ],
  neighborhoodsSubtitle: 'Village streets and estate country',
  topNeighborhoods: [
    {
      name: 'Historic Chester Borough',
      highlight: 'Walkable',
      description:
        'Restored colonials and Victorians within walking distance of Main Street shops and dining.',
      features: items('Walk to Main Street', 'Historic homes', 'Borough services'),
    },
    {
      name: 'Hacklebarney Road estates',
      highlight: 'Luxury',
      description:
        'Custom homes on multi-acre lots near the state park, many with pools and barns.',
      features: items('Three- to ten-acre lots', 'Privacy and views', 'Near Hacklebarney State Park'),
    },
    {
      name: 'Pottersville Road countryside',
      description: 'Farmland and horse properties along the road toward Pottersville.',
      features: items('Equestrian properties', 'Preserved farmland', 'Quiet country roads'),
    },
  ],
  seo: {
    title: 'Chester, NJ Homes & Community Guide',
    description:
      "Living in Chester, New Jersey: historic Main Street, farms and estates, Chester schools and neighborhoods in Morris County, with local real estate guidance.",
  },
})
