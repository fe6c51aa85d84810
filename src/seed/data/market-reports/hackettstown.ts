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
    "Hackettstown continues to hold up well against the rest of Warren County: homes sell quickly, and many close near their asking price. The figures above give this month's prices, days on market and inventory from the MLS.",
    "The town's combination of a walkable Main Street, the train to Hoboken and New York, and prices well below Morris County draws first-time buyers and downsizers alike. Townhomes and condos, about a quarter of sales, are especially popular with buyers who want low maintenance near downtown.",
    'With few homes for sale, sellers hold the advantage. Buyers who are flexible on style or who look at homes needing cosmetic updates will find the best opportunities.',
  ),
  insights: items(
    'Homes within walking distance of the train station sell about a week faster',
    'Townhomes under $350K often see multiple offers',
    'Multi-family homes attract both investors and owner-occupants',
    'Buyers are waiving fewer contingencies than in 2022, but offers remain strong',
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
    'Positive. Prices rose steadily through the summer and held near their high this fall, days on market are down and inventory stays tight. Sales dipped only with the season.',
  neighborhoodMarkets: [
    {
      name: 'Downtown Hackettstown',
      highlight: 'Walk to the train',
      description: 'Starter homes and twins near Main Street move fastest.',
      priceTrend: 'up',
      avgPrice: '$349,000',
      daysOnMarket: 26,
      priceRange: '$240K - $475K',
      salesVolume: 5,
    },
    {
      name: 'Mountain Avenue',
      description: 'Established colonials above town with steady demand from families.',
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
