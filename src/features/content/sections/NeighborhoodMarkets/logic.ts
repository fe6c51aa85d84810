import { SEARCH_PATH } from '@/features/listings/search'

import type { Trend } from '@/features/content/sections/trend/trend'
import type { Tone } from '@/features/content/sections/trend/trend'

export type NeighborhoodMarket = {
  name: string
  highlight?: string | null
  description: string
  priceTrend: Trend
  /** Text such as "$485,000"; the Market Overview summary strips "$" and "," to average it. */
  avgPrice: string
  daysOnMarket: number
  priceRange: string
  salesVolume: number
}

export type NeighborhoodTrendDisplay = {
  label: 'Rising' | 'Cooling' | 'Stable'
  arrow: 'up' | 'down' | null
  tone: Tone
}

/** Up "Rising" upward icon in accent colour, down "Cooling" red, other "Stable" grey. */
export function neighborhoodTrend(trend: string | null | undefined): NeighborhoodTrendDisplay {
  if (trend === 'up') return { label: 'Rising', arrow: 'up', tone: 'gold' }
  if (trend === 'down') return { label: 'Cooling', arrow: 'down', tone: 'red' }
  return { label: 'Stable', arrow: null, tone: 'grey' }
}

/** "$485,000" → 485000: dollar signs and commas stripped. Null when not a number. */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[$,]/g, '').trim()
  if (cleaned === '') return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : null
}

export type MarketOverviewFigures = {
  activeNeighborhoods: number
  /** Whole dollars, e.g. "$500,000"; null when no price could be read. */
  avgAreaPrice: string | null
  avgDaysListed: number | null
  totalMonthlySales: number
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/**
 * The count of neighbourhoods, the average of
 * their prices (rounded), the average days on market (rounded) and the sum of monthly sales.
 * A price that is not a number after stripping "$" and "," is left out of the average.
 */
export function marketOverviewFigures(markets: NeighborhoodMarket[]): MarketOverviewFigures {
  const prices = markets.map((m) => parsePrice(m.avgPrice)).filter((p) => p !== null)
  const days = markets.map((m) => m.daysOnMarket).filter((d) => Number.isFinite(d))
  const average = (values: number[]) =>
    values.length ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : null
  const avgPrice = average(prices)
  return {
    activeNeighborhoods: markets.length,
    avgAreaPrice: avgPrice === null ? null : usd.format(avgPrice),
    avgDaysListed: average(days),
    totalMonthlySales: markets.reduce(
      (sum, m) => sum + (Number.isFinite(m.salesVolume) ? m.salesVolume : 0),
      0,
    ),
  }
}

/**
 * The homes for sale in the report's town or county: the property search filtered to it (a
 * neighbourhood is not a place the MLS records, so its card leads to its town's homes).
 */
export function exploreHref(areaName: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ location: areaName })}`
}
