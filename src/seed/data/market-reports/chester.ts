import { items, type SeedBuilder } from '../types'

import { GOLD, NAVY, SAND, STEEL, paragraphs, prices, sales } from './helpers'

export const chester: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Chester',
  county: 'Morris',
  slug: 'chester',
  medianPrice: '$785,000',
  priceChange: '+0.6% YoY',
  priceTrend: 'stable',
  daysOnMarket: 41,
  inventory: 3.4,
  backgroundImage: media('area-chester'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$785,000',
      change: '+0.6%',
      trend: 'stable',
      description: 'Closed sales in Chester Borough and Township, last 90 days',
    },
    {
      label: 'Days on Market',
      value: '41',
      change: '+1 day',
      trend: 'stable',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '3.4',
      change: '+0.1',
      trend: 'stable',
      description: 'Close to last year',
    },
    {
      label: 'Homes Sold',
      value: '77',
      change: '-3',
      trend: 'down',
      description: 'Closed sales, May through October',
    },
  ],
  marketOutlook: 'balanced',
  content: paragraphs(
    "Chester combines a historic Main Street with country roads, farms and estate properties in the Morris County hills. The figures above give this month's prices, days on market and inventory from the MLS.",
    'The market differs by price point. Updated colonials within reach of Main Street appeal to a wide range of buyers, while estate homes and horse properties draw a smaller pool of buyers who weigh condition, land and upkeep carefully. We price and market each kind of home differently.',
    "Chester's schools, Main Street and quick drive to Morristown are lasting draws. Sellers do best by pricing to recent comparable sales and presenting their homes well; buyers at the upper end should compare carefully, since large properties vary widely in condition and upkeep.",
  ),
  insights: items(
    'Each price range behaves differently: we compare homes with recent sales in the same range and setting',
    'Estate properties draw a smaller pool of buyers, so preparation and careful pricing matter',
    'Walkability to Main Street is one of the most valued features in town',
    'Pre-listing inspections help justify pricing on older homes',
  ),
  priceData: prices(779000, 792000, 788000, 781000, 790000, 785000),
  salesData: sales(12, 15, 14, 13, 12, 11),
  marketSegments: [
    { name: 'Single-family homes', percentage: 53, color: NAVY },
    { name: 'Estate homes ($1M+)', percentage: 27, color: GOLD },
    { name: 'Townhomes & condos', percentage: 12, color: STEEL },
    { name: 'Farms & land', percentage: 8, color: SAND },
  ],
  momentum:
    "Chester's figures usually follow the normal seasonal curve: more listings and sales in spring and summer, fewer in winter. Because the town mixes modest homes with estates, a few large sales can move the median in a given month, so read the price chart above over several months and check days on market and inventory for the current picture.",
  neighborhoodMarkets: [
    {
      name: 'Historic Chester Borough',
      highlight: 'Walk to Main Street',
      description: 'Historic homes within walking distance of the shops and restaurants.',
      priceTrend: 'stable',
      avgPrice: '$649,000',
      daysOnMarket: 35,
      priceRange: '$450K - $950K',
      salesVolume: 2,
    },
    {
      name: 'Chester Township colonials',
      highlight: 'Family homes',
      description: 'Four- and five-bedroom colonials on one to three acres.',
      priceTrend: 'up',
      avgPrice: '$815,000',
      daysOnMarket: 33,
      priceRange: '$650K - $1.1M',
      salesVolume: 5,
    },
    {
      name: 'Hacklebarney Road estates',
      description: 'Luxury homes on large wooded lots near Hacklebarney State Park.',
      priceTrend: 'stable',
      avgPrice: '$1,295,000',
      daysOnMarket: 58,
      priceRange: '$900K - $2.4M',
      salesVolume: 2,
    },
    {
      name: 'Pottersville Road countryside',
      description: 'Horse and farm properties with a smaller pool of buyers.',
      priceTrend: 'down',
      avgPrice: '$975,000',
      daysOnMarket: 64,
      priceRange: '$700K - $1.8M',
      salesVolume: 1,
    },
  ],
  seo: {
    title: 'Chester, NJ Real Estate Market Report',
    description:
      'Chester home prices, days on market, inventory and neighborhood trends in Morris County, with what they mean for buyers and sellers (demo figures).',
  },
})
