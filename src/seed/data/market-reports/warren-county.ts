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
    "Warren County offers single-family homes, small farms and historic river towns within reach of I-78 and I-80. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Hackettstown and Phillipsburg have the most homes close to shops and commuter routes, and Hackettstown has the train. Across the rest of the county, larger rural properties and homes needing updates are a different market: buyers look closely at wells, septic systems, roofs and outbuildings, and inspections often shape the final price.',
    'Warren County has long drawn value-conscious buyers from Morris and Somerset counties who want more land or more house within reach of the interstates. Sellers do best by pricing to recent comparable sales in their own town, and buyers do best by getting pre-approved and lining up well and septic inspectors early.',
  ),
  insights: items(
    'Each town moves at its own pace: we compare every home with recent sales nearby, not with county averages',
    'Homes needing work are priced on inspection results: sellers who fix known issues first negotiate from a stronger position',
    'Commuters look first at towns near I-78, I-80 and the Hackettstown train line',
    'Rural properties on five or more acres draw a smaller pool of buyers, so careful pricing and patience matter',
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
    'Momentum in Warren County usually follows the season: more listings and buyers in spring, the most closings in summer and a quieter late fall and winter. In the charts above, watch whether the median price holds as monthly sales ease with the season, and compare days on market and inventory with a year earlier to see which way the market is leaning.',
  neighborhoodMarkets: [
    {
      name: 'Phillipsburg',
      highlight: 'Starter homes',
      description: 'Older homes, twins and small multi-family buildings close to I-78 and the Lehigh Valley.',
      priceTrend: 'up',
      avgPrice: '$289,000',
      daysOnMarket: 35,
      priceRange: '$180K - $450K',
      salesVolume: 30,
    },
    {
      name: 'Hackettstown',
      description: 'A walkable downtown and a train station draw commuters and downsizers.',
      priceTrend: 'up',
      avgPrice: '$405,000',
      daysOnMarket: 29,
      priceRange: '$260K - $650K',
      salesVolume: 18,
    },
    {
      name: 'Belvidere',
      description: 'Historic homes in the county seat on the Delaware River.',
      priceTrend: 'stable',
      avgPrice: '$335,000',
      daysOnMarket: 41,
      priceRange: '$230K - $500K',
      salesVolume: 6,
    },
    {
      name: 'Panther Valley (Allamuchy)',
      description: 'Gated lake and golf community with townhomes and single-family homes.',
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
