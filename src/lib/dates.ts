import { AGENT_TIME_ZONE } from './timeZone'

/**
 * Dates as the site's visitors write them, in US English: "Nov 27, 2026", or "November 27, 2026"
 * where a sentence has room. One wording everywhere, whichever feature shows the date.
 */
export type DayStyle = 'short' | 'long'

const formats = (timeZone: string) => ({
  short: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }),
})
const CALENDAR = formats('UTC')
const AGENT = formats(AGENT_TIME_ZONE)

/**
 * A calendar day: a sale's close, a lease's start, the ends of a report's period. Stored as
 * "2026-11-27" or as a moment at midnight or noon UTC, so read in UTC, where it cannot shift by a
 * day.
 */
export function calendarDay(day: string | number | Date, style: DayStyle = 'short'): string {
  const at = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day
  return CALENDAR[style].format(new Date(at))
}

/** The day of a moment (an estimate made, a record changed) as it was in New Jersey. */
export function agentDay(at: string | number | Date, style: DayStyle = 'short'): string {
  return AGENT[style].format(new Date(at))
}
