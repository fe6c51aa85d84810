import { items, type SeedBuilder } from '../types'

import { GOLD, NAVY, SAND, STEEL, paragraphs, prices, sales } from './helpers'

export const blairstown: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Blairstown',
  county: 'Warren',
  slug: 'blairstown',
  medianPrice: '$432,000',
  priceChange: '-1.4% YoY',
  priceTrend: 'down',
  daysOnMarket: 52,
  inventory: 4.6,
  backgroundImage: media('area-blairstown'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$432,000',
      change: '-1.4%',
      trend: 'down',
      description: 'Closed sales in Blairstown Township, last 90 days vs. a year ago',
    },
    {
      label: 'Days on Market',
      value: '52',
      change: '+9 days',
      trend: 'up',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '4.6',
      change: '+1.1',
      trend: 'up',
      description: 'Over 4 months gives buyers more leverage',
    },
    {
      label: 'Sale-to-List Price',
      value: '96.8%',
      change: '-1.5 pts',
      trend: 'down',
      description: 'Buyers are negotiating more off the asking price',
    },
  ],
  marketOutlook: 'bearish',
  content: paragraphs(
    "Blairstown is a rural Warren County township with a historic village at its center, known for Blair Academy, its Main Street and the farmland and ridges around it. The figures above give this month's prices, days on market and inventory from the MLS.",
    'The market here is really several markets. Village homes near Main Street and the schools appeal to buyers who want a walkable small town. Larger properties, homes on five or more acres and farms, draw a smaller group of buyers, and their price depends heavily on condition: roofs, septic systems, wells and kitchens all come up in negotiation.',
    'Buyers looking for acreage or a country home should allow time for inspections of wells, septic systems and outbuildings. Sellers do best by pricing to recent comparable sales from day one and fixing known inspection items before listing.',
  ),
  insights: items(
    'Check the inventory and days on market figures above to see how much choice buyers have right now',
    'Acreage and homes needing updates are priced on condition: inspections often decide the final number',
    'Village homes near Main Street appeal to buyers who want to walk to shops and schools',
    'Sellers who price right at launch avoid price cuts later',
    'Repair credits and seller-paid closing costs are worth discussing in any offer',
  ),
  priceData: prices(446000, 441000, 439000, 436000, 433000, 432000),
  salesData: sales(9, 8, 8, 7, 6, 5),
  marketSegments: [
    { name: 'Single-family homes', percentage: 58, color: NAVY },
    { name: 'Acreage & farm properties', percentage: 22, color: GOLD },
    { name: 'Lake-community homes', percentage: 12, color: STEEL },
    { name: 'Village homes', percentage: 8, color: SAND },
  ],
  momentum:
    'Momentum in Blairstown is best read over several months, because a small number of sales can move the monthly figures. Spring usually brings the most new listings, and country properties tend to take longer to sell than village homes in any season. In the charts above, watch the median price and monthly sales together, and compare days on market with a year earlier.',
  neighborhoodMarkets: [
    {
      name: 'Blairstown Village',
      highlight: 'Walk to Main Street',
      description: 'Walkable homes near Main Street, the schools and Blair Academy.',
      priceTrend: 'stable',
      avgPrice: '$379,000',
      daysOnMarket: 41,
      priceRange: '$275K - $525K',
      salesVolume: 2,
    },
    {
      name: 'Cedar Lake',
      description: 'Lake community with year-round homes and seasonal cottages.',
      priceTrend: 'down',
      avgPrice: '$365,000',
      daysOnMarket: 55,
      priceRange: '$240K - $550K',
      salesVolume: 1,
    },
    {
      name: 'Paulina & township acreage',
      highlight: 'Acreage',
      description: 'Large-lot homes and farm properties in the countryside around Paulina.',
      priceTrend: 'down',
      avgPrice: '$565,000',
      daysOnMarket: 68,
      priceRange: '$400K - $1.1M',
      salesVolume: 2,
    },
  ],
  seo: {
    title: 'Blairstown, NJ Real Estate Market Report',
    description:
      'Blairstown home prices, days on market, inventory and neighborhood trends, with what they mean for buyers and sellers (demo figures).',
  },
})
