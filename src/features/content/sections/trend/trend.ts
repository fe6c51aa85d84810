/** How a market figure's direction is shown: its word for screen readers, its colour, its mark. */
export type Trend = 'up' | 'down' | 'stable'

/** The colour a trend is shown in. */
export type Tone = 'gold' | 'red' | 'grey'

export type StatTrendDisplay = {
  arrow: 'up' | 'down' | null
  tone: Tone
  /** Read by screen readers beside the change figure, so the trend is never colour alone. */
  srLabel: 'Up' | 'Down' | 'Stable'
}

/** A figure's trend: up gold with an up arrow, down red with the arrow flipped, else grey. */
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
