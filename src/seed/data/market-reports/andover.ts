import { items, type SeedBuilder } from '../types'

import { CHAMPAGNE, GOLD, NAVY, STEEL, paragraphs, prices, sales } from './helpers'

export const andover: SeedBuilder<'market-reports'> = (media) => ({
  areaName: 'Andover',
  county: 'Sussex',
  slug: 'andover',
  medianPrice: '$455,000',
  priceChange: '+5.2% YoY',
  priceTrend: 'up',
  daysOnMarket: 31,
  inventory: 2.1,
  backgroundImage: media('area-andover'),
  stats: [
    {
      label: 'Median Sale Price',
      value: '$455,000',
      change: '+5.2%',
      trend: 'up',
      description: 'Closed sales in Andover Township and Borough, last 90 days',
    },
    {
      label: 'Days on Market',
      value: '31',
      change: '-6 days',
      trend: 'down',
      description: 'Average from listing to accepted offer',
    },
    {
      label: 'Months of Inventory',
      value: '2.1',
      change: '-0.4',
      trend: 'down',
      description: 'Very few homes for sale at any time',
    },
    {
      label: 'Homes Sold',
      value: '50',
      change: '+4',
      trend: 'up',
      description: 'Closed sales, May through October',
    },
  ],
  marketOutlook: 'bullish',
  content: paragraphs(
    "Andover is a small market: only a handful of homes come up in a typical month, so a single sale can move the numbers. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Buyers come for larger lots, the lake communities at Lake Iliff and Lake Lenape, and Kittatinny Valley State Park on the doorstep, often after looking in nearby Sparta. Updated colonials on an acre or more are a favorite with families.',
    'In a town this size, the home you want may not come up often, so timing matters. Buyers should be pre-approved before they tour, and sellers should price to recent comparable sales and have well and septic results ready before the first showing.',
  ),
  insights: items(
    'In a small market a few sales can swing the monthly figures: look at several months together',
    'Lake-rights homes at Lake Iliff and Lake Lenape draw buyers from across the county',
    'Updated kitchens and baths make the biggest difference to final price',
    'Well and septic inspections are standard: sellers who test early avoid surprises',
  ),
  priceData: prices(428000, 436000, 444000, 452000, 458000, 455000),
  salesData: sales(7, 10, 9, 9, 8, 7),
  marketSegments: [
    { name: 'Single-family homes', percentage: 71, color: NAVY },
    { name: 'Lake-community homes', percentage: 17, color: GOLD },
    { name: 'Horse & farm properties', percentage: 8, color: STEEL },
    { name: 'Land', percentage: 4, color: CHAMPAGNE },
  ],
  momentum:
    "With a small number of sales each month, Andover's figures can jump from one month to the next, so read the charts above as a trend over several months. Spring usually brings the most new listings and the most buyers, while fall and winter are typically quieter.",
  neighborhoodMarkets: [
    {
      name: 'Lake Iliff',
      highlight: 'Lake rights',
      description: 'Year-round lake homes and smaller cottages, some bought as second homes or rentals.',
      priceTrend: 'up',
      avgPrice: '$418,000',
      daysOnMarket: 27,
      priceRange: '$275K - $650K',
      salesVolume: 2,
    },
    {
      name: 'Lake Lenape',
      description: 'Beach and clubhouse community with a mix of cottages and year-round homes.',
      priceTrend: 'up',
      avgPrice: '$389,000',
      daysOnMarket: 30,
      priceRange: '$260K - $575K',
      salesVolume: 2,
    },
    {
      name: 'Andover Borough',
      description: 'Historic village homes, many on smaller lots near Main Street.',
      priceTrend: 'stable',
      avgPrice: '$349,000',
      daysOnMarket: 36,
      priceRange: '$250K - $450K',
      salesVolume: 1,
    },
    {
      name: 'Township countryside',
      highlight: 'Acreage',
      description: 'Colonials and farmhouses on one to five acres.',
      priceTrend: 'up',
      avgPrice: '$525,000',
      daysOnMarket: 33,
      priceRange: '$400K - $900K',
      salesVolume: 3,
    },
  ],
  seo: {
    title: 'Andover, NJ Real Estate Market Report',
    description:
      'Andover home prices, days on market, inventory and lake-community trends, with what they mean for buyers and sellers this season (demo figures).',
  },
})
