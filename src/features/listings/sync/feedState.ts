import fs from 'node:fs'
import os from 'node:os'

import { eq, isNull } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingDb } from '@/lib/db/listings'

export type FeedState = {
  watermarkTimestamp: string | null
  watermarkKey: string | null
  openHouseWatermark: string | null
  lastReconcileAt: string | null
  lastSuccessAt: string | null
}

/** A sync that has shown no sign of life (a stored page) for this long has died. */
const STALE_RUN_MS = 10 * 60 * 1000

const me = () => `${os.hostname()}:${process.pid}`

/** Whether the sync marked as running is gone: silent too long, or a dead process on this host. */
export function runnerGone(runner: string | null, since: string | null): boolean {
  if (!since || !runner) return true
  if (Date.now() - Date.parse(since) > STALE_RUN_MS) return true
  const [host, pid] = [runner.slice(0, runner.lastIndexOf(':')), Number(runner.split(':').pop())]
  if (host !== os.hostname() || !Number.isInteger(pid)) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
  return exitedUnreaped(pid)
}

/**
 * A killed process whose parent died with it stays a zombie until the machine's first process
 * reaps it, and some containers' first process never does: it still answers a signal, but it
 * runs nothing. Linux tells by its state in /proc (Z or X); elsewhere it counts as alive.
 */
function exitedUnreaped(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2))
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' // gone since the signal
  }
}

/**
 * Marks a sync as running unless a live one is. The mark is taken by compare-and-set on the old
 * one, so two processes cannot both start. Returns the feed's state, or null when another runs.
 */
export async function claimFeed(payload: Payload): Promise<FeedState | null> {
  const { drizzle: db, feed: F } = listingDb(payload)
  let [row] = await db.select().from(F).limit(1)
  if (!row) {
    await payload.updateGlobal({ slug: 'listing-feed', data: {} })
    ;[row] = await db.select().from(F).limit(1)
    if (!row) throw new Error('The listing feed global has no row after saving it.')
  }
  if (!runnerGone(row.runner, row.runningSince)) return null
  const now = new Date().toISOString()
  const claimed = await db
    .update(F)
    .set({ runner: me(), runningSince: now, lastAttemptAt: now })
    .where(row.runner === null ? isNull(F.runner) : eq(F.runner, row.runner))
    .returning({ id: F.id })
  if (!claimed.length) return null
  return row as FeedState
}

/** Ends a run: its outcome for the studio, and the running mark cleared. */
export async function releaseFeed(payload: Payload, outcome: Record<string, unknown>) {
  const { drizzle: db, feed: F } = listingDb(payload)
  await db.update(F).set({ ...outcome, runningSince: null, runner: null })
}
