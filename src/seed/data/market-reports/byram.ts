import { items, type SeedBuilder } from '../types'

import { CHAMPAGNE, GOLD, NAVY, STEEL, paragraphs, prices, sales } from './helpers'

export const byram: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Byram',
  county: 'Sussex',
  slug: 'byram',
  headline: 'Byram Lake Country',
  medianPrice: '$478,000',
  priceChange: '+6.1% YoY',
  priceTrend: 'up',
  daysOnMarket: 27,
  inventory: 1.8,
  backgroundImage: media('area-byram'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$478,000',
      change: '+6.1%',
      trend: 'up',
      description: 'Closed sales in Byram Township, last 90 days vs. a year ago',
    },
    {
      label: 'Days on Market',
      value: '27',
      change: '-7 days',
      trend: 'down',
      description: 'The fastest-selling town we follow',
    },
    {
      label: 'Months of Inventory',
      value: '1.8',
      change: '-0.5',
      trend: 'down',
      description: 'Well below the 4-6 months of a balanced market',
    },
    {
      label: 'Sale-to-List Price',
      value: '102.5%',
      change: '+1.4 pts',
      trend: 'up',
      description: 'Many homes sell above asking',
    },
  ],
  marketOutlook: 'bullish',
  content: paragraphs(
    "Byram is lake country: much of the township is built around Cranberry Lake, Lake Lackawanna and Forest Lakes, with Allamuchy Mountain State Park next door. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Lake living is what draws most buyers. Waterfront and lake-rights homes attract buyers from Morris County and beyond who want a beach and a dock within fifteen minutes of I-80. The township also has family colonials, cottages converted to year-round homes, and a smaller number of condos and townhomes.',
    'Spring is usually the busiest season for lake homes. Buyers should arrive with a strong pre-approval and a clear plan for inspection terms and escalation clauses; sellers should plan an early, well-prepared launch and have lake association rules and fees ready for buyers.',
  ),
  insights: items(
    'Waterfront homes are priced on frontage, views and dock rights as much as on the house itself',
    'Lake associations set the rules on beaches, docks, boats and fees: read them before you make an offer',
    'Compare a lake-rights home with other lake-rights sales, not with similar homes without access',
    'Commuters value the 15-minute drive to I-80 and nearby train stations',
    'Simple cosmetic updates before listing, such as paint and lighting, help a home show at its best',
  ),
  priceData: prices(449000, 458000, 468000, 476000, 481000, 478000),
  salesData: sales(11, 15, 14, 13, 11, 10),
  marketSegments: [
    { name: 'Single-family homes', percentage: 46, color: NAVY },
    { name: 'Lakefront & lake-rights homes', percentage: 38, color: GOLD },
    { name: 'Condos & townhomes', percentage: 10, color: STEEL },
    { name: 'Land & new construction', percentage: 6, color: CHAMPAGNE },
  ],
  momentum:
    "Byram's market follows the lake season. Spring and early summer usually bring the most listings and the most buyers for lake homes, and sales ease in late fall and winter. In the charts above, watch whether prices hold through that seasonal slowdown, and compare days on market and inventory with a year earlier to see how competitive the market is now.",
  neighborhoodMarkets: [
    {
      name: 'Lake Lackawanna',
      highlight: 'Lake rights',
      description: 'Renovated cottages and year-round homes around a private lake.',
      priceTrend: 'up',
      avgPrice: '$425,000',
      daysOnMarket: 24,
      priceRange: '$275K - $700K',
      salesVolume: 3,
    },
    {
      name: 'Cranberry Lake',
      highlight: 'Waterfront',
      description: 'Waterfront and lake-view homes along Route 206.',
      priceTrend: 'up',
      avgPrice: '$549,000',
      daysOnMarket: 22,
      priceRange: '$350K - $1.1M',
      salesVolume: 2,
    },
    {
      name: 'Forest Lakes',
      description: 'Family colonials near the community beaches.',
      priceTrend: 'up',
      avgPrice: '$459,000',
      daysOnMarket: 28,
      priceRange: '$325K - $650K',
      salesVolume: 3,
    },
  ],
  seo: {
    title: 'Byram, NJ Real Estate Market Report',
    description:
      'Byram home prices, days on market, inventory and lake-community trends, with what they mean for buyers and sellers (demo figures).',
  },
})
