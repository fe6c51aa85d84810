import { payloadClient } from '@/lib/payload'

import { lastUpdatesMoment, runValueUpdates } from './updates'

const DAY_MS = 24 * 60 * 60_000

/**
 * The sellers' value updates, in this server process: every day at 8:00 New York time (and once
 * at start, for a day a stopped server missed), each sign-up getting one at most a month.
 */
export function scheduleValueUpdates(): void {
  const run = async () => {
    try {
      const done = await runValueUpdates(await payloadClient())
      if (done.sent || done.failed)
        console.log(`Home value updates: ${done.sent} sent, ${done.failed} failed.`)
    } catch (error) {
      console.error('Home value updates failed (tried again at the next run):', error)
    }
    const next = lastUpdatesMoment(new Date()).getTime() + DAY_MS + 1000
    // Clock changes make a day 23 or 25 hours: the next run finds the right 8:00 again.
    setTimeout(() => void run(), Math.max(60_000, next - Date.now())).unref()
  }
  setTimeout(() => void run(), 45_000).unref()
}
