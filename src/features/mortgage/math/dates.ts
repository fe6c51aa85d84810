/**
 * Calendar months for the payoff date and PMI milestones. "Today" is always passed in.
 *
 * Rule: payment k falls in the month today + k, so the payoff month is today's month +
 * monthsToPayoff (not + monthsToPayoff − 1). Reason: mortgage payments are made in arrears, so
 * the first payment is due the month after the current one, not in it; and this keeps the date
 * consistent with the timeline text: a 30-year loan started in March 2026 shows "30 years" and
 * "March 2056", and a loan that needs 0 more payments is paid off this month.
 */
import { AGENT_TIME_ZONE } from '@/lib/timeZone'

import type { CalendarMonth } from './types'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The calendar month of a date: in the given IANA time zone (e.g. 'America/New_York'), or in the
 * runtime's local zone when none is given (in a browser, the visitor's own month).
 */
export function calendarMonthOf(date: Date, timeZone?: string): CalendarMonth {
  if (!timeZone) return { year: date.getFullYear(), month: date.getMonth() + 1 }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return { year: Number(parts.year), month: Number(parts.month) }
}

/**
 * This month in New Jersey: the calculator's "today", the same for the figures a page shows and
 * for the lead the server stores from them, wherever the visitor or the server is.
 */
export const agentMonth = (now: Date = new Date()): CalendarMonth =>
  calendarMonthOf(now, AGENT_TIME_ZONE)

export function toCalendarMonth(today: Date | CalendarMonth): CalendarMonth {
  return today instanceof Date ? calendarMonthOf(today) : today
}

/** The calendar month `months` after `start` (negative goes back). */
export function addMonths(start: CalendarMonth, months: number): CalendarMonth {
  const index = start.year * 12 + (start.month - 1) + months
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** "Month YYYY", e.g. "March 2056". */
export function formatMonthYear({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`
}

/** The month payment number `paymentNumber` falls in, as "Month YYYY" (see the rule above). */
export function paymentMonthLabel(today: Date | CalendarMonth, paymentNumber: number): string {
  return formatMonthYear(addMonths(toCalendarMonth(today), paymentNumber))
}
