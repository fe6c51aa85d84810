/**
 * New Jersey, where the agent works and the visitors buy: the site's months and dates, the
 * calculator's payoff month (in the browser and in the stored lead alike) and the times in lead
 * emails are all read in this zone, whatever zone the server or the visitor is in.
 */
export const AGENT_TIME_ZONE = 'America/New_York'

/** "November 2026": the month it is now in New Jersey, whatever zone the server is in. */
export function agentMonthYear(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: AGENT_TIME_ZONE,
  })
}

/** A moment as read in New Jersey, in the wording `options` ask for (US English). */
export function agentTime(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(iso).toLocaleString('en-US', { ...options, timeZone: AGENT_TIME_ZONE })
}

const DAY_MS = 24 * 60 * 60 * 1000
const wallFormats = new Map<string, Intl.DateTimeFormat>()
const wallFormat = (timeZone: string) => {
  let format = wallFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallFormats.set(timeZone, format)
  }
  return format
}

/** The wall clock in `timeZone` (New Jersey's by default) at a moment, as if it were UTC (for day arithmetic). */
export function wallClock(at: Date | number, timeZone: string = AGENT_TIME_ZONE): Date {
  const p = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return new Date(Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!))
}

/** The moment a New Jersey calendar day begins, that day given by its wall-clock date (UTC fields). */
function dayStart(wallDay: Date): Date {
  let guess = new Date(wallDay.getTime())
  // Twice: the offset at the guess may differ from the offset at midnight on a clock-change day.
  for (let i = 0; i < 2; i++)
    guess = new Date(wallDay.getTime() - (wallClock(guess).getTime() - guess.getTime()))
  return guess
}

/**
 * "This weekend" in New Jersey: from Saturday 00:00 to Monday 00:00 there, the coming one on a
 * weekday, the current one on Saturday and Sunday.
 */
export function agentWeekend(now: Date = new Date()): { start: Date; end: Date } {
  const wall = wallClock(now)
  const today = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())
  const weekday = wall.getUTCDay() // 0 Sunday … 6 Saturday
  const saturday = today + (weekday === 0 ? -1 : 6 - weekday) * DAY_MS
  return { start: dayStart(new Date(saturday)), end: dayStart(new Date(saturday + 2 * DAY_MS)) }
}

/** The New Jersey calendar date `days` days from `now` (negative: before), as YYYY-MM-DD. */
export function agentDate(now: Date, days = 0): string {
  const wall = wallClock(now)
  const day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())
  return new Date(day + days * DAY_MS).toISOString().slice(0, 10)
}

/** The moment New Jersey's clock reads `hour`:00 on a calendar date (YYYY-MM-DD). */
export const agentMoment = (date: string, hour: number): Date =>
  dayStart(new Date(Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000))
