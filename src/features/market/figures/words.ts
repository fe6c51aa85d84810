import { calendarDay } from '@/lib/dates'

import { type Figure, MIN_SALES, type Period } from './types'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2025-12-01" → "Dec 1, 2025". */
export const formatDay = (day: string) => calendarDay(day)

/** "2025-12" → "Dec": a chart's month (twelve months in a row never repeat a name). */
export const monthLabel = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1]!

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** 455000 → "$455,000". */
export const formatPrice = (dollars: number) => usd.format(Math.round(dollars))

/** 455000 → "$455K", 1250000 → "$1.25M": the ends of a price range. */
export function shortPrice(dollars: number): string {
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(2))}M`
  return `$${Math.round(dollars / 1000)}K`
}

/** 5.2 → "+5.2%", -1.25 → "-1.3%", 0 → "0.0%". */
export const formatChange = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`

const salesWord = (count: number) =>
  `${count.toLocaleString('en-US')} closed ${count === 1 ? 'sale' : 'sales'}`

/** "Dec 1, 2025 to Nov 27, 2026". */
export const span = (period: Period) => `${formatDay(period.from)} to ${formatDay(period.to)}`

/** "Based on 142 closed sales, Dec 1, 2025 to Nov 27, 2026, from the MLS; updated Nov 27, 2026". */
export const basis = (figure: Figure, asOf: string) =>
  `Based on ${salesWord(figure.sales)}, ${span(figure)}, from the MLS; updated ${formatDay(asOf)}`

/** What a year-ago comparison rests on, or why there is none. */
export const yearAgoBasis = (yearAgo: Figure) =>
  yearAgo.value === null
    ? `No change shown: ${salesWord(yearAgo.sales)} from ${span(yearAgo)} are too few to compare with`
    : `Change against the ${salesWord(yearAgo.sales)} of ${span(yearAgo)}`

/**
 * Why a figure is not computed: "Median price: only 4 closed sales from Sep 1, 2026 to Nov 27,
 * 2026, fewer than 10, so the agent's figure is shown" (or "so none is shown").
 */
export const thinNote = (what: string, figure: Figure, typedShown = true) =>
  `${what}: ${figure.sales ? `only ${salesWord(figure.sales)}` : 'no closed sales'} from ${span(figure)}, fewer than ${MIN_SALES}, so ${typedShown ? "the agent's figure is" : 'none is'} shown`

/** A sentence's first letter in lower case, to follow "Figure: ". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** "Average from listing to contract" (or to close, where the MLS records no contract date). */
export function daysBasis(figure: Figure & { toContract: number }): string {
  if (figure.toContract === figure.sales) return 'average from listing to contract'
  if (figure.toContract === 0) return 'average from listing to close'
  return 'average from listing to contract (to close where the MLS records no contract date)'
}

/** "35 homes for sale against 60 closed sales from Jun 1, 2026 to Nov 27, 2026 (10.0 a month)". */
export const inventoryBasis = (figure: Figure & { active: number }, asOf: string) =>
  `${figure.active.toLocaleString('en-US')} ${figure.active === 1 ? 'home' : 'homes'} for sale against ${salesWord(figure.sales)} from ${span(figure)} (${(figure.sales / 6).toFixed(1)} a month), from the MLS; updated ${formatDay(asOf)}`
