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
    "Blairstown has tipped toward buyers this fall: homes take longer to go under contract than in the towns around it, and more of them are for sale. The figures above give this month's prices, days on market and inventory from the MLS.",
    'The shift is concentrated in larger properties: homes on five or more acres, and those needing roof, septic or kitchen work, are sitting longest and selling several percent below asking. Village homes near Main Street and the schools, by contrast, are holding their value and still sell within about six weeks.',
    'For buyers, this is the best window in years to find acreage or a country home with room to negotiate. Sellers can still do well by pricing to recent sales from day one and fixing inspection items before listing.',
  ),
  insights: items(
    'More choice: inventory is up more than a month from last year',
    'Acreage and homes needing updates are selling 3-6% below asking',
    'Village homes near Main Street are holding their value',
    'Sellers who price right at launch avoid price cuts later',
    'Buyers can often win repair credits or seller-paid closing costs',
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
    'Cooling. The median price has eased a little each month since May, sales have thinned from nine a month to five, and listings are taking longer to find buyers. The market is not falling sharply, but buyers now set the pace.',
  neighborhoodMarkets: [
    {
      name: 'Blairstown Village',
      highlight: 'Holding value',
      description: 'Walkable homes near Main Street remain in demand.',
      priceTrend: 'stable',
      avgPrice: '$379,000',
      daysOnMarket: 41,
      priceRange: '$275K - $525K',
      salesVolume: 2,
    },
    {
      name: 'Cedar Lake',
      description: 'Lake homes with more listings than last year; seasonal cottages slower.',
      priceTrend: 'down',
      avgPrice: '$365,000',
      daysOnMarket: 55,
      priceRange: '$240K - $550K',
      salesVolume: 1,
    },
    {
      name: 'Paulina & township acreage',
      highlight: 'Buyer opportunity',
      description: 'Large-lot and farm properties are negotiating the most.',
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
      'Blairstown home prices, days on market, inventory and neighborhood trends, with what a cooling market means for buyers and sellers (demo figures).',
  },
})
