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
    "Byram is one of the busiest markets we follow: well-priced homes go under contract quickly, and many sell at or above their asking price. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Lake living is driving it. Waterfront and lake-rights homes at Cranberry Lake, Lake Lackawanna and Forest Lakes attract buyers from Morris County and beyond who want a beach and a dock within fifteen minutes of I-80. With so few homes for sale, good homes often receive several offers within days.',
    'We expect the competition to continue into spring. Buyers should arrive with a strong pre-approval and a clear plan for escalation clauses and inspection terms; sellers should plan for an early, well-prepared launch.',
  ),
  insights: items(
    'Waterfront homes sold in an average of 22 days',
    'About half of sales closed above asking price',
    'Lake-rights homes command a clear premium over similar homes without access',
    'Commuters value the 15-minute drive to I-80 and nearby train stations',
    'Cosmetic updates before listing returned more than their cost',
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
    'Strongly upward. Prices climbed every month from May to September, homes are selling a week faster than last year and inventory keeps shrinking. Even with the usual fall slowdown in sales, buyers are still competing for the best lake homes.',
  neighborhoodMarkets: [
    {
      name: 'Lake Lackawanna',
      highlight: 'Lake rights',
      description: 'Renovated cottages and year-round homes sell quickly.',
      priceTrend: 'up',
      avgPrice: '$425,000',
      daysOnMarket: 24,
      priceRange: '$275K - $700K',
      salesVolume: 3,
    },
    {
      name: 'Cranberry Lake',
      highlight: 'Waterfront',
      description: 'Waterfront homes set new highs this summer.',
      priceTrend: 'up',
      avgPrice: '$549,000',
      daysOnMarket: 22,
      priceRange: '$350K - $1.1M',
      salesVolume: 2,
    },
    {
      name: 'Forest Lakes',
      description: 'Family colonials near the beaches with steady demand.',
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
      'Byram home prices, days on market, inventory and lake-community trends, with what a competitive market means for buyers and sellers (demo figures).',
  },
})
