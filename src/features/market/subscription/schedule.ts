import { payloadClient } from '@/lib/payload'
import { agentDate, agentMoment } from '@/lib/timeZone'

import { REPORT_HOUR, runMonthlyReports } from './monthly'

const DAY_MS = 24 * 60 * 60_000

/** The last 8:00 in New York at or before `now`. */
function lastReportHour(now: Date): Date {
  const today = agentMoment(agentDate(now), REPORT_HOUR)
  return today <= now ? today : agentMoment(agentDate(now, -1), REPORT_HOUR)
}

/**
 * The monthly market reports, in this server process: looked at every day at 8:00 New York time
 * (and once at start, for a day a stopped server missed); each month's go out on its first
 * weekday, or at the first run after it.
 */
export function scheduleMonthlyReports(): void {
  const run = async () => {
    try {
      const done = await runMonthlyReports(await payloadClient())
      if (done.sent || done.failed)
        console.log(`Market reports by email: ${done.sent} sent, ${done.failed} failed.`)
    } catch (error) {
      console.error('Market reports by email failed (tried again at the next run):', error)
    }
    const next = lastReportHour(new Date()).getTime() + DAY_MS + 1000
    // Clock changes make a day 23 or 25 hours: the next run finds the right 8:00 again.
    setTimeout(() => void run(), Math.max(60_000, next - Date.now())).unref()
  }
  setTimeout(() => void run(), 50_000).unref()
}
