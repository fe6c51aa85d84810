import { items, type SeedBuilder } from '../types'

import { GOLD, NAVY, SAND, STEEL, paragraphs, prices, sales } from './helpers'

export const washington: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Washington',
  county: 'Warren',
  slug: 'washington',
  medianPrice: '$372,000',
  priceChange: '-2.1% YoY',
  priceTrend: 'down',
  daysOnMarket: 47,
  inventory: 4.1,
  backgroundImage: media('area-washington'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$372,000',
      change: '-2.1%',
      trend: 'down',
      description: 'Closed sales in Washington Borough and Township, last 90 days',
    },
    {
      label: 'Days on Market',
      value: '47',
      change: '+8 days',
      trend: 'up',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '4.1',
      change: '+0.9',
      trend: 'up',
      description: 'Above 4 months: buyers have more choice',
    },
    {
      label: 'Sale-to-List Price',
      value: '97.5%',
      change: '-1.2 pts',
      trend: 'down',
      description: 'Room to negotiate on most homes',
    },
  ],
  marketOutlook: 'bearish',
  content: paragraphs(
    "Washington is a Warren County borough with a traditional downtown, surrounded by a township of colonials, ranches and farmland. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Buyers here choose from older borough homes on walkable streets, newer townhome sections, township colonials and ranches, and farms with acreage. Homes that need updating are priced on their condition, so inspections and repair estimates matter as much as the asking price.',
    'First-time buyers and investors often look here for space and older homes with character, with I-78 about twenty minutes away. Sellers should price to the most recent comparable sales, not to what a neighbor got in a different season.',
  ),
  insights: items(
    'Seller-paid closing costs can help first-time buyers: we raise them early in negotiation',
    'Move-in-ready homes on quiet borough streets appeal to the widest range of buyers',
    'Newer townhome sections give buyers an alternative to resale condos',
    'The first weeks on market bring the most showings: pricing right at launch avoids later reductions',
  ),
  priceData: prices(384000, 381000, 378000, 377000, 374000, 372000),
  salesData: sales(12, 13, 11, 10, 9, 8),
  marketSegments: [
    { name: 'Single-family homes', percentage: 61, color: NAVY },
    { name: 'Townhomes & condos', percentage: 18, color: STEEL },
    { name: 'Farms & acreage', percentage: 12, color: SAND },
    { name: 'Multi-family (2-4 units)', percentage: 9, color: GOLD },
  ],
  momentum:
    "Washington's figures usually follow the seasonal pattern: more listings and buyers in spring, the most closings in summer and a slower late fall and winter. With a modest number of sales each month, read the charts above as a trend over several months, and compare days on market and inventory with a year earlier to see whether buyers or sellers have more leverage now.",
  neighborhoodMarkets: [
    {
      name: 'Washington Borough',
      highlight: 'Walk to downtown',
      description: 'Older homes on walkable streets near the downtown shops.',
      priceTrend: 'down',
      avgPrice: '$329,000',
      daysOnMarket: 44,
      priceRange: '$230K - $425K',
      salesVolume: 4,
    },
    {
      name: 'Brass Castle',
      description: 'Township colonials and ranches on larger lots outside the borough.',
      priceTrend: 'stable',
      avgPrice: '$415,000',
      daysOnMarket: 46,
      priceRange: '$325K - $525K',
      salesVolume: 3,
    },
    {
      name: 'Port Colden',
      description: 'Historic and newer homes near the Morris Canal greenway.',
      priceTrend: 'down',
      avgPrice: '$445,000',
      daysOnMarket: 53,
      priceRange: '$325K - $650K',
      salesVolume: 1,
    },
  ],
  seo: {
    title: 'Washington, NJ Real Estate Market Report',
    description:
      'Washington, NJ home prices, days on market, inventory and neighborhood trends, with what they mean for you (demo figures).',
  },
})
