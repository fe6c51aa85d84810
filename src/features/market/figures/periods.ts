import type { Period } from './types'

const pad = (n: number) => String(n).padStart(2, '0')

/** The first day of the calendar month `back` months before the month of `day` (YYYY-MM-DD). */
export function monthStart(day: string, back = 0): string {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - back, 1))
  return first.toISOString().slice(0, 10)
}

/** The last day of the calendar month of `day`. */
export function monthEnd(day: string): string {
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0))
  return last.toISOString().slice(0, 10)
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
export function yearEarlier(day: string): string {
  const year = Number(day.slice(0, 4)) - 1
  const month = Number(day.slice(5, 7))
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${pad(month)}-${pad(Math.min(Number(day.slice(8, 10)), last))}`
}

/** The last `months` calendar months up to `today`: this month so far and the whole ones before. */
export const lastMonths = (today: string, months: number): Period => ({
  from: monthStart(today, months - 1),
  to: today,
})

/** The same days a year before. */
export const yearBefore = (period: Period): Period => ({
  from: yearEarlier(period.from),
  to: yearEarlier(period.to),
})

export const inPeriod = (day: string, period: Period) => day >= period.from && day <= period.to

/** Whole days from one date (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000)
