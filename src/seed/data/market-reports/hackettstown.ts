import { items, type SeedBuilder } from '../types'

import { GOLD, NAVY, SAND, STEEL, paragraphs, prices, sales } from './helpers'

export const hackettstown: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Hackettstown',
  county: 'Warren',
  slug: 'hackettstown',
  medianPrice: '$405,000',
  priceChange: '+3.5% YoY',
  priceTrend: 'up',
  daysOnMarket: 29,
  inventory: 2,
  backgroundImage: media('area-hackettstown'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$405,000',
      change: '+3.5%',
      trend: 'up',
      description: 'Closed sales in Hackettstown, last 90 days vs. a year ago',
    },
    {
      label: 'Days on Market',
      value: '29',
      change: '-4 days',
      trend: 'down',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '2.0',
      change: '-0.2',
      trend: 'down',
      description: 'A tight supply of homes for sale',
    },
    {
      label: 'Sale-to-List Price',
      value: '100.8%',
      change: '+0.6 pts',
      trend: 'up',
      description: 'Homes are selling at or above asking',
    },
  ],
  marketOutlook: 'bullish',
  content: paragraphs(
    "Hackettstown is a Warren County town with a real downtown, Centenary University and a train line, set along the Musconetcong River. The figures above give this month's prices, days on market and inventory from the MLS.",
    "The town's combination of a walkable Main Street, the train to Hoboken and New York, and easy access to Morris County draws first-time buyers, commuters and downsizers alike. Townhomes and condos are especially popular with buyers who want low maintenance near downtown.",
    'Buyers who are flexible on style, or who look at homes needing cosmetic updates, widen their choices. Sellers do best by pricing to recent comparable sales and taking care of small repairs before listing.',
  ),
  insights: items(
    'Homes within walking distance of the train station appeal to commuters',
    'Townhomes give first-time buyers and downsizers a low-maintenance way into town',
    'Multi-family homes attract both investors and owner-occupants',
    'We help buyers write strong offers without giving up inspection and financing protections',
  ),
  priceData: prices(388000, 393000, 399000, 404000, 407000, 405000),
  salesData: sales(14, 18, 17, 16, 14, 13),
  marketSegments: [
    { name: 'Single-family homes', percentage: 55, color: NAVY },
    { name: 'Townhomes & condos', percentage: 27, color: STEEL },
    { name: 'Multi-family (2-4 units)', percentage: 11, color: GOLD },
    { name: 'New construction', percentage: 7, color: SAND },
  ],
  momentum:
    'Hackettstown usually follows the regional seasonal pattern: listings and sales build in spring, peak in summer and ease in late fall and winter. In the charts above, watch whether the median price holds as sales slow with the season, and compare days on market and inventory with a year earlier.',
  neighborhoodMarkets: [
    {
      name: 'Downtown Hackettstown',
      highlight: 'Walk to the train',
      description: 'Starter homes and twins near Main Street and the station.',
      priceTrend: 'up',
      avgPrice: '$349,000',
      daysOnMarket: 26,
      priceRange: '$240K - $475K',
      salesVolume: 5,
    },
    {
      name: 'Mountain Avenue',
      description: 'Established colonials above town, popular with families.',
      priceTrend: 'up',
      avgPrice: '$439,000',
      daysOnMarket: 28,
      priceRange: '$350K - $600K',
      salesVolume: 3,
    },
    {
      name: 'Panther Valley',
      description: 'Gated lake and golf community next door in Allamuchy.',
      priceTrend: 'stable',
      avgPrice: '$465,000',
      daysOnMarket: 37,
      priceRange: '$300K - $850K',
      salesVolume: 4,
    },
  ],
  seo: {
    title: 'Hackettstown, NJ Real Estate Market Report',
    description:
      'Hackettstown home prices, days on market, inventory and neighborhood trends, with what they mean for buyers and sellers this season (demo figures).',
  },
})
