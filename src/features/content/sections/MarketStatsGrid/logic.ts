/** Spec §4 "Trend displays", stat card: up gold with up arrow, down red with flipped arrow, stable grey. */
export type Tone = 'gold' | 'red' | 'grey'

export type StatTrendDisplay = {
  arrow: 'up' | 'down' | null
  tone: Tone
  /** Read by screen readers beside the change figure, so the trend is never colour alone. */
  srLabel: 'Up' | 'Down' | 'Stable'
}

export function statTrend(trend: string | null | undefined): StatTrendDisplay {
  if (trend === 'up') return { arrow: 'up', tone: 'gold', srLabel: 'Up' }
  if (trend === 'down') return { arrow: 'down', tone: 'red', srLabel: 'Down' }
  return { arrow: null, tone: 'grey', srLabel: 'Stable' }
}

/** Text colours with at least 4.5:1 contrast: on white / stone-50 ... */
export const TONE_ON_LIGHT: Record<Tone, string> = {
  gold: 'text-accent-700',
  red: 'text-red-700',
  grey: 'text-gray-600',
}

/** ... and on navy (ink-950/900, or a photo under the hero's dark overlay). */
export const TONE_ON_DARK: Record<Tone, string> = {
  gold: 'text-accent-300',
  red: 'text-red-300',
  grey: 'text-gray-300',
}

/** Market Statistics grid: 1, 2 or 4 columns by screen width. */
export const MARKET_STATS_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4'
