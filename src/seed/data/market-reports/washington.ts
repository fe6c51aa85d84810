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
    "Washington has become a more buyer-friendly market this year, with homes taking longer to go under contract. The figures above give this month's prices, days on market and inventory from the MLS.",
    "Part of the shift is supply: several new townhome sections and a wave of estate sales have added choice at the same time that buyers became more price-sensitive. Homes that need updating are selling 3-5% below asking, while move-in-ready homes on quiet borough streets still sell close to list.",
    'For first-time buyers and investors, this is an opportunity: Washington offers some of the lowest prices per square foot in the region with I-78 about twenty minutes away. Sellers should price to the most recent sales rather than last spring\'s peak.',
  ),
  insights: items(
    'Buyers are winning seller-paid closing costs on about a third of sales',
    'Move-in-ready homes still sell in about a month',
    'New townhomes add competition for resale condos',
    'Price reductions are common after three weeks on market',
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
    'Softening. The median price has drifted down a little each month since May, monthly sales have fallen from the low teens to eight, and listings are taking longer. A good time to buy; sellers need sharp pricing.',
  neighborhoodMarkets: [
    {
      name: 'Washington Borough',
      highlight: 'Best value',
      description: 'Affordable older homes with more listings to choose from.',
      priceTrend: 'down',
      avgPrice: '$329,000',
      daysOnMarket: 44,
      priceRange: '$230K - $425K',
      salesVolume: 4,
    },
    {
      name: 'Brass Castle',
      description: 'Township colonials and ranches with steady prices.',
      priceTrend: 'stable',
      avgPrice: '$415,000',
      daysOnMarket: 46,
      priceRange: '$325K - $525K',
      salesVolume: 3,
    },
    {
      name: 'Port Colden',
      description: 'Historic and newer homes near the canal greenway; fewer buyers this fall.',
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
      'Washington, NJ home prices, days on market, inventory and neighborhood trends, with what a buyer-friendly market means for you (demo figures).',
  },
})
