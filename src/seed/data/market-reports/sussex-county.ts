import { items, type SeedBuilder } from '../types'

import { CHAMPAGNE, GOLD, NAVY, STEEL, paragraphs, prices, sales } from './helpers'

export const sussexCounty: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Sussex County',
  county: 'Sussex',
  slug: 'sussex-county',
  medianPrice: '$415,000',
  priceChange: '+4.6% YoY',
  priceTrend: 'up',
  daysOnMarket: 34,
  inventory: 2.4,
  backgroundImage: media('area-sussex-county'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$415,000',
      change: '+4.6%',
      trend: 'up',
      description: 'All closed residential sales, last 90 days vs. a year ago',
    },
    {
      label: 'Days on Market',
      value: '34',
      change: '-5 days',
      trend: 'down',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '2.4',
      change: '-0.3',
      trend: 'down',
      description: 'Under 4 months favors sellers',
    },
    {
      label: 'Sale-to-List Price',
      value: '101.2%',
      change: '+0.8 pts',
      trend: 'up',
      description: 'Average final price as a share of the last asking price',
    },
  ],
  marketOutlook: 'bullish',
  content: paragraphs(
    "Sussex County remains one of northern New Jersey's most active markets for buyers priced out of Morris and Bergen counties. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Supply is the story. There are still far fewer homes for sale than buyers looking, and well-presented homes under $500,000 in Sparta, Hopatcong and Vernon regularly draw several offers in the first weekend. Lake-community homes with beach or dock rights continue to sell at a premium.',
    'Sales volume eased after the summer peak, as it does every year, but prices held firm through September and October. We expect a short winter lull followed by a competitive spring as new listings return in March.',
  ),
  insights: items(
    'Homes priced right in the first week sell fastest: overpriced listings sit twice as long',
    'Lake-rights homes sold for about 8% more than similar homes without them',
    'Multiple offers were common under $500,000, especially in Sparta and Hopatcong',
    'Buyers using FHA and VA loans remain competitive with strong pre-approvals',
    'Inventory typically bottoms out in January: sellers who list early face less competition',
  ),
  priceData: prices(399000, 405000, 411000, 416000, 418000, 415000),
  salesData: sales(212, 248, 236, 229, 204, 196),
  marketSegments: [
    { name: 'Single-family homes', percentage: 64, color: NAVY },
    { name: 'Lake-community homes', percentage: 16, color: GOLD },
    { name: 'Condos & townhomes', percentage: 13, color: STEEL },
    { name: 'Land & farm properties', percentage: 7, color: CHAMPAGNE },
  ],
  momentum:
    'Momentum favors sellers. Prices rose in five of the last six months, days on market keep falling, and inventory is below two and a half months. Sales slowed with the season, not with demand: showings per listing are still above last year.',
  neighborhoodMarkets: [
    {
      name: 'Sparta',
      highlight: 'Most in demand',
      description: 'Lake Mohawk and top schools keep demand high across every price range.',
      priceTrend: 'up',
      avgPrice: '$565,000',
      daysOnMarket: 26,
      priceRange: '$350K - $1.5M',
      salesVolume: 32,
    },
    {
      name: 'Newton',
      description: 'Starter homes and Victorians near the county seat sell quickly.',
      priceTrend: 'up',
      avgPrice: '$319,000',
      daysOnMarket: 31,
      priceRange: '$220K - $475K',
      salesVolume: 14,
    },
    {
      name: 'Vernon',
      description: 'A mix of year-round and second homes near Mountain Creek; prices steady.',
      priceTrend: 'stable',
      avgPrice: '$355,000',
      daysOnMarket: 39,
      priceRange: '$200K - $650K',
      salesVolume: 28,
    },
    {
      name: 'Hopatcong',
      highlight: 'Lake value',
      description: 'Lake Hopatcong views and lake rights at prices below Sparta.',
      priceTrend: 'up',
      avgPrice: '$389,000',
      daysOnMarket: 33,
      priceRange: '$250K - $900K',
      salesVolume: 24,
    },
  ],
  seo: {
    title: 'Sussex County, NJ Real Estate Market Report',
    description:
      'Sussex County home prices, days on market, inventory and neighborhood trends, with what they mean for buyers and sellers this season (demo figures).',
  },
})
