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
    "Andover is a small market, and that is exactly why it moves fast. Only a handful of homes come up each month, and well-priced ones rarely wait long. The figures above give this month's prices, days on market and inventory from the MLS.",
    'Buyers are drawn by larger lots, lake communities at Lake Iliff and Lake Lenape, and Kittatinny Valley State Park on the doorstep, all at prices well below nearby Sparta. Updated colonials on an acre or more are the most contested homes in town.',
    'With few homes for sale, sellers are in a strong position. Buyers should be pre-approved before they tour, because a good Andover home rarely lasts past its second weekend.',
  ),
  insights: items(
    'About eight homes sell in a typical month: new listings are snapped up fast',
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
    'Strong and steady. The median price rose every month from May to September and held near its high in October, and homes are selling faster than at any time in the past year. Expect spring competition to be keen.',
  neighborhoodMarkets: [
    {
      name: 'Lake Iliff',
      highlight: 'Lake rights',
      description: 'Renovated lake homes sell in weeks; cottages attract investors.',
      priceTrend: 'up',
      avgPrice: '$418,000',
      daysOnMarket: 27,
      priceRange: '$275K - $650K',
      salesVolume: 2,
    },
    {
      name: 'Lake Lenape',
      description: 'Beach and clubhouse community with steady turnover.',
      priceTrend: 'up',
      avgPrice: '$389,000',
      daysOnMarket: 30,
      priceRange: '$260K - $575K',
      salesVolume: 2,
    },
    {
      name: 'Andover Borough',
      description: 'Historic village homes at the lower end of the market.',
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
