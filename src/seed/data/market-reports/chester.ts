import { items, type SeedBuilder } from '../types'

import { GOLD, NAVY, SAND, STEEL, paragraphs, prices, sales } from './helpers'

export const chester: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Chester',
  county: 'Morris',
  slug: 'chester',
  medianPrice: '$785,000',
  priceChange: '+0.6% YoY',
  priceTrend: 'stable',
  daysOnMarket: 41,
  inventory: 3.4,
  backgroundImage: media('area-chester'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$785,000',
      change: '+0.6%',
      trend: 'stable',
      description: 'Closed sales in Chester Borough and Township, last 90 days',
    },
    {
      label: 'Days on Market',
      value: '41',
      change: '+1 day',
      trend: 'stable',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '3.4',
      change: '+0.1',
      trend: 'stable',
      description: 'Close to last year',
    },
    {
      label: 'Homes Sold',
      value: '77',
      change: '-3',
      trend: 'down',
      description: 'Closed sales, May through October',
    },
  ],
  marketOutlook: 'balanced',
  content: paragraphs(
    "Chester's market has settled into balance at a high level, with prices close to last year's. The figures above give this month's prices, days on market and inventory from the MLS.",
    'The picture differs by price point. Updated colonials between $650,000 and $1 million, especially those within reach of Main Street, still draw strong interest and sometimes multiple offers. Estate homes above $1.2 million have more competition from other listings and take longer, and buyers there are negotiating on price and condition.',
    "Chester's schools, Main Street and quick drive to Morristown keep long-term demand solid. Sellers who price to recent comparable sales and present their homes well are doing well; buyers at the top of the market have more choice than at any point in the past three years.",
  ),
  insights: items(
    'Homes between $650K and $1M are the most competitive segment',
    'Estate properties over $1.2M average about two months on market',
    'Buyers pay a premium for walkability to Main Street',
    'Pre-listing inspections help justify pricing on older homes',
  ),
  priceData: prices(779000, 792000, 788000, 781000, 790000, 785000),
  salesData: sales(12, 15, 14, 13, 12, 11),
  marketSegments: [
    { name: 'Single-family homes', percentage: 53, color: NAVY },
    { name: 'Estate homes ($1M+)', percentage: 27, color: GOLD },
    { name: 'Townhomes & condos', percentage: 12, color: STEEL },
    { name: 'Farms & land', percentage: 8, color: SAND },
  ],
  momentum:
    'Steady. The median price has moved within a narrow band all season, and sales follow the normal seasonal curve. Expect stable prices into spring, with the best-presented homes still commanding a premium.',
  neighborhoodMarkets: [
    {
      name: 'Historic Chester Borough',
      highlight: 'Walk to Main Street',
      description: 'Historic homes near the shops sell steadily to buyers seeking walkability.',
      priceTrend: 'stable',
      avgPrice: '$649,000',
      daysOnMarket: 35,
      priceRange: '$450K - $950K',
      salesVolume: 2,
    },
    {
      name: 'Chester Township colonials',
      highlight: 'Most active',
      description: 'Four- and five-bedroom colonials on one to three acres.',
      priceTrend: 'up',
      avgPrice: '$815,000',
      daysOnMarket: 33,
      priceRange: '$650K - $1.1M',
      salesVolume: 5,
    },
    {
      name: 'Hacklebarney Road estates',
      description: 'Luxury homes on large lots, where buyers have more room to negotiate.',
      priceTrend: 'stable',
      avgPrice: '$1,295,000',
      daysOnMarket: 58,
      priceRange: '$900K - $2.4M',
      salesVolume: 2,
    },
    {
      name: 'Pottersville Road countryside',
      description: 'Horse and farm properties with a smaller pool of buyers.',
      priceTrend: 'down',
      avgPrice: '$975,000',
      daysOnMarket: 64,
      priceRange: '$700K - $1.8M',
      salesVolume: 1,
    },
  ],
  seo: {
    title: 'Chester, NJ Real Estate Market Report',
    description:
      'Chester home prices, days on market, inventory and neighborhood trends in Morris County, with what they mean for buyers and sellers (demo figures).',
  },
})
