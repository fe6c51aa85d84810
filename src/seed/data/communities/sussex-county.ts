import { items, type SeedBuilder } from '../types'

export const sussexCounty: SeedBuilder<'communities'> = (media) => ({
  name: 'Sussex County',
  slug: 'sussex-county',
  county: 'Sussex',
  population: '144,200',
  description:
    "New Jersey's northernmost county: glacial lakes, state forests and working farms within about an hour of Manhattan, with more home for the money than almost anywhere else in the region.",
  highlights: items(
    'More than a third of the county is protected parkland',
    'Lake communities from Lake Mohawk to Swartswood',
    'Commuter access via Routes 15, 206 and I-80',
    'Home of the New Jersey State Fair',
  ),
  image: media('area-sussex-county'),
  overview: {
    title: 'Living in Sussex County',
    subtitle: 'Lakes, ridgelines and small-town Main Streets',
    description:
      'Sussex County stretches from the Kittatinny Ridge and the Delaware River to the lake country around Sparta and Byram. Buyers come for the space: wooded lots of an acre or more, lake-association neighborhoods and historic farmhouses, at prices well below Morris and Bergen counties. Newton, the county seat, anchors a string of friendly towns where neighbors still meet at the farmers market and the Friday night football game.',
    stats: [
      { icon: 'users', value: '144,200', label: 'Residents' },
      { icon: 'tree', value: '60,000+', label: 'Acres of parkland' },
      { icon: 'map', value: '24', label: 'Municipalities' },
      { icon: 'clock', value: '70 min', label: 'To Midtown Manhattan' },
    ],
    highlights: items(
      'High Point State Park: the highest elevation in New Jersey at 1,803 feet',
      'Dozens of private lake communities with beaches, boating and clubhouses',
      'Appalachian Trail and the Sussex Branch and Paulinskill Valley rail trails',
      'Four-season recreation from Mountain Creek skiing to summer lake days',
      'Property taxes and home prices below the North Jersey average',
    ),
  },
  schools: {
    subtitle: 'Regional high schools and a county vocational school',
    districtName: 'Sussex County public schools',
    districtDescription:
      'Most towns run their own elementary and middle schools and send teenagers to a regional or neighboring high school. Sussex County Technical School in Sparta offers full-time career programs from culinary arts to engineering for students across the county.',
    list: [
      {
        name: 'Sussex County Technical School',
        grades: '9-12',
        enrollment: 720,
        rating: 8.5,
        ratingSource: 'Demo rating',
        description: 'Career and technical programs alongside a full academic diploma.',
        highlights: items('Over 15 career majors', 'Dual-enrollment college credits'),
      },
      {
        name: 'Newton High School',
        grades: '9-12',
        enrollment: 690,
        rating: 7,
        ratingSource: 'Demo rating',
        description: 'Serves Newton, Andover Township and Green Township.',
      },
      {
        name: 'Kittatinny Regional High School',
        grades: '9-12',
        enrollment: 840,
        rating: 7.5,
        ratingSource: 'Demo rating',
        description: 'A regional school in Hampton serving five townships of the Kittatinny Valley.',
      },
    ],
  },
  attractions: [
    {
      name: 'High Point State Park',
      description:
        "The monument at New Jersey's highest point looks over three states; below it are trails, Lake Marcia's beach and cross-country skiing in winter.",
      category: 'outdoor',
      highlight: 'Highest point in NJ',
    },
    {
      name: 'Swartswood Lake',
      description:
        'One of the largest natural lakes in the county: a state-park beach, boat rentals, fishing and shoreline picnic areas.',
      category: 'recreation',
    },
    {
      name: 'New Jersey State Fair / Sussex County Farm & Horse Show',
      description:
        'Ten days every August at the Augusta fairgrounds: livestock, horse shows, rides and local food.',
      category: 'events',
      highlight: 'Every August',
    },
    {
      name: 'Lake Mohawk Boardwalk',
      description:
        "Sparta's Alpine-style boardwalk with cafés, boutiques and restaurants looking over the lake.",
      category: 'shopping',
    },
    {
      name: 'Sterling Hill Mining Museum',
      description:
        'Tour a real zinc mine in Ogdensburg and see its famous fluorescent minerals glow.',
      category: 'culture',
    },
  ],
  neighborhoodsSubtitle: 'Where buyers are looking across the county',
  topNeighborhoods: [
    {
      name: 'Sparta',
      highlight: 'Lake Mohawk',
      description:
        'Lakefront and lake-rights homes around Lake Mohawk, strong schools and the busiest shopping in the county.',
      features: items('Lake Mohawk Country Club', 'Top-rated schools', 'Route 15 access'),
    },
    {
      name: 'Newton',
      description:
        'The walkable county seat with Victorian homes, the Newton Theatre and Sussex County Community College.',
      features: items('Walkable downtown', 'Starter-home prices', 'Hospital and services'),
    },
    {
      name: 'Vernon',
      highlight: 'Four seasons',
      description:
        'Mountain views, Mountain Creek resort and the Appalachian Trail boardwalk through the Pochuck marsh.',
      features: items('Ski and bike resort', 'Appalachian Trail', 'Vacation-home market'),
    },
  ],
  seo: {
    title: 'Sussex County, NJ Homes & Community Guide',
    description:
      'Living in Sussex County, New Jersey: lake communities, state parks, schools and neighborhoods, with local guidance on buying or selling a home.',
  },
})
