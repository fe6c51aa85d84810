import { payloadClient } from '@/lib/payload'

import { lastDigestMoment, runSearchAlerts } from './run'

const DAY_MS = 24 * 60 * 60_000

/**
 * The daily alerts' digest, in this server process: at 7:00 New York time every day (and once
 * at start, for a digest a stopped server missed). Alerts set to instant go out with each sync.
 */
export function scheduleDailyAlerts(): void {
  const run = async () => {
    try {
      const sent = await runSearchAlerts(await payloadClient(), { due: 'daily' })
      if (sent.alerts) console.log(`Daily home alerts: ${sent.sent} sent, ${sent.failed} failed.`)
    } catch (error) {
      console.error('Daily home alerts failed (tried again at the next run):', error)
    }
    const next = lastDigestMoment(new Date()).getTime() + DAY_MS + 1000
    // Clock changes make a day 23 or 25 hours: the next run finds the right 7:00 again.
    setTimeout(() => void run(), Math.max(60_000, next - Date.now())).unref()
  }
  setTimeout(() => void run(), 30_000).unref()
}
