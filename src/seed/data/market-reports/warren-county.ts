import { items, type SeedBuilder } from '../types'

import { CHAMPAGNE, GOLD, NAVY, STEEL, paragraphs, prices, sales } from './helpers'

export const warrenCounty: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Warren County',
  county: 'Warren',
  slug: 'warren-county',
  medianPrice: '$389,000',
  priceChange: '+2.8% YoY',
  priceTrend: 'up',
  daysOnMarket: 38,
  inventory: 2.9,
  backgroundImage: media('area-warren-county'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$389,000',
      change: '+2.8%',
      trend: 'up',
      description: 'All closed residential sales, last 90 days vs. a year ago',
    },
    {
      label: 'Days on Market',
      value: '38',
      change: '-2 days',
      trend: 'down',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '2.9',
      change: '+0.2',
      trend: 'up',
      description: "Slowly rising from last year's lows",
    },
    {
      label: 'Sale-to-List Price',
      value: '99.4%',
      change: '-0.3 pts',
      trend: 'down',
      description: 'Average final price as a share of the last asking price',
    },
  ],
  marketOutlook: 'balanced',
  content: paragraphs(
    "Warren County's market is growing at a steadier pace than its neighbors. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Inventory has edged up as more owners list, which gives buyers a little more choice and a little more time. Move-in-ready homes in Hackettstown and Phillipsburg still sell quickly, while larger rural properties and homes needing updates are negotiating more on price and repairs.',
    "Warren County remains one of the most affordable places in the region to buy a single-family home within reach of I-78 and I-80. We expect modest price growth to continue, with value-conscious buyers from Morris and Somerset counties supporting demand.",
  ),
  insights: items(
    'Prices are still rising, but more slowly than in Sussex and Morris counties',
    'Homes needing work are selling 3-5% below asking after inspections',
    'Commuter towns near I-78 and the Hackettstown train line see the fastest sales',
    'Rural properties on five or more acres take about 60 days to sell',
  ),
  priceData: prices(376000, 381000, 386000, 392000, 391000, 389000),
  salesData: sales(168, 190, 184, 177, 161, 152),
  marketSegments: [
    { name: 'Single-family homes', percentage: 66, color: NAVY },
    { name: 'Townhomes & condos', percentage: 17, color: STEEL },
    { name: 'Farms & acreage', percentage: 10, color: GOLD },
    { name: 'Multi-family (2-4 units)', percentage: 7, color: CHAMPAGNE },
  ],
  momentum:
    'A balanced market with a gentle upward tilt. Prices rose in four of six months and sit near their summer high, while inventory is slowly rebuilding. Neither side holds all the cards: well-priced homes sell quickly, and buyers have room to negotiate on the rest.',
  neighborhoodMarkets: [
    {
      name: 'Phillipsburg',
      highlight: 'Entry-level',
      description: "The county's most affordable homes, close to I-78 and the Lehigh Valley.",
      priceTrend: 'up',
      avgPrice: '$289,000',
      daysOnMarket: 35,
      priceRange: '$180K - $450K',
      salesVolume: 30,
    },
    {
      name: 'Hackettstown',
      description: 'Walkable downtown and a train station keep demand strong.',
      priceTrend: 'up',
      avgPrice: '$405,000',
      daysOnMarket: 29,
      priceRange: '$260K - $650K',
      salesVolume: 18,
    },
    {
      name: 'Belvidere',
      description: 'Historic homes on the Delaware at steady prices.',
      priceTrend: 'stable',
      avgPrice: '$335,000',
      daysOnMarket: 41,
      priceRange: '$230K - $500K',
      salesVolume: 6,
    },
    {
      name: 'Panther Valley (Allamuchy)',
      description: 'Gated lake and golf community; townhomes sell faster than larger homes.',
      priceTrend: 'stable',
      avgPrice: '$465,000',
      daysOnMarket: 44,
      priceRange: '$300K - $850K',
      salesVolume: 7,
    },
  ],
  seo: {
    title: 'Warren County, NJ Real Estate Market Report',
    description:
      'Warren County home prices, days on market, inventory and neighborhood trends, with what they mean for buyers and sellers this season (demo figures).',
  },
})
