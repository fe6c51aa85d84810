import type { Trend } from '@/features/content/sections/trend/trend'
export type MarketStat = {
  label: string
  value: string
  change?: string | null
  trend: Trend
  description?: string | null
}

/** Market Statistics grid: 1, 2 or 4 columns by screen width. */
export const MARKET_STATS_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4'
