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
    "Sussex County has long drawn buyers from Morris and Bergen counties who want more space, lakes and a quieter pace of life within reach of I-80 and Route 15. The figures above give this month's prices, days on market and inventory from the MLS.",
    'The county is really a collection of different markets. Sparta and Lake Mohawk, Hopatcong on the shores of Lake Hopatcong, Vernon near Mountain Creek and Newton, the county seat, each draw their own buyers, and homes with beach or dock rights in the lake communities are a category of their own. We look at each town and price range separately, because a county-wide figure can hide what is happening on a single street.',
    'Sales follow a clear seasonal pattern here: spring usually brings the most new listings and buyers, summer the most closings, and winter a quieter stretch. Sellers who prepare over the winter can list as soon as spring buyers return, and buyers who keep looking in the quiet months often face fewer competing offers.',
  ),
  insights: items(
    'Homes priced to recent comparable sales from the first week do best: starting high and cutting later rarely pays',
    'Lake-rights homes are their own market: we compare them with other lake-rights sales, not with the street next door',
    'Most homes outside the town centers have a private well and septic system: test both early, whether you are buying or selling',
    'A full pre-approval, not just a pre-qualification, makes any offer stronger, including FHA and VA offers',
    'Listings are usually fewest in midwinter: sellers who list early in the year face less competition from other homes',
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
    'Read momentum here against the season. Spring usually brings a wave of new listings and buyers, summer the most closings, and late fall and winter a slower stretch, so a dip in monthly sales late in the year is normal on its own. In the charts above, watch whether the median price holds through that slowdown, and compare days on market and inventory with a year earlier.',
  neighborhoodMarkets: [
    {
      name: 'Sparta',
      highlight: 'Lake Mohawk',
      description: 'Lake Mohawk, its boardwalk and well-regarded schools draw buyers in every price range.',
      priceTrend: 'up',
      avgPrice: '$565,000',
      daysOnMarket: 26,
      priceRange: '$350K - $1.5M',
      salesVolume: 32,
    },
    {
      name: 'Newton',
      description: 'Starter homes and Victorians in the county seat, close to shops and the community college.',
      priceTrend: 'up',
      avgPrice: '$319,000',
      daysOnMarket: 31,
      priceRange: '$220K - $475K',
      salesVolume: 14,
    },
    {
      name: 'Vernon',
      description: 'A mix of year-round and second homes near Mountain Creek and the Appalachian Trail.',
      priceTrend: 'stable',
      avgPrice: '$355,000',
      daysOnMarket: 39,
      priceRange: '$200K - $650K',
      salesVolume: 28,
    },
    {
      name: 'Hopatcong',
      highlight: 'Lake living',
      description: 'Lake Hopatcong views, marinas and lake-rights neighborhoods in many styles of home.',
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
