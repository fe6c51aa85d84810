import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import { _internal_jobSystemGlobals as jobSystem, type Payload } from 'payload'

import { siteProcesses } from '@/lib/siteProcesses'
import type * as schema from '@/payload-generated-schema'

import { LEAD_JOBS_SILENT, LEAD_QUEUE } from './constants'

/*
 * The sending side of the lead email queue: claims due jobs, runs them a few at a time off the
 * request path, and wakes, schedules and stops that work. What a saved lead queues is enqueue.ts.
 */

let running: Promise<void> | undefined
let again = false
let stopped = false

/** Lets a burst of leads be stored first, then sends its emails in one pass. */
const GATHER_MS = 200
/** Between passes, requests get the process back: emails may lag under load, leads never wait. */
const BREATHER_MS = 50
const PASS_SIZE = 25
/** Emails of one pass sent side by side: bounded, so a backlog never crowds out page serving. */
const SENDING_AT_ONCE = 4
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes up to `limit` due lead email jobs for this process, in one statement: a job is marked
 * processing only where it was not already, so when several processes (or a run and the minute
 * timer) look at once, each job goes to exactly one of them. Payload's own `jobs.run` reads the
 * due jobs first and marks them after, which lets two processes take the same job.
 */
export async function claimLeadJobs(
  payload: Payload,
  limit: number,
  // The jobs system's clock, which decides when a retry is due (tests move it).
  now: Date = jobSystem.getCurrentDate(),
): Promise<(number | string)[]> {
  // Typed by the schema Payload writes for SQLite; on PostgreSQL the same calls run on Payload's
  // PostgreSQL table, whose columns have the same names (see lib/db/listings.ts).
  const { drizzle, tables } = payload.db as unknown as {
    drizzle: LibSQLDatabase
    tables: { payload_jobs: typeof schema.payload_jobs }
  }
  const J = tables.payload_jobs
  const at = now.toISOString()
  const due = drizzle
    .select({ id: J.id })
    .from(J)
    .where(
      and(
        eq(J.queue, LEAD_QUEUE),
        isNull(J.completedAt),
        or(isNull(J.hasError), eq(J.hasError, false)),
        eq(J.processing, false),
        or(isNull(J.waitUntil), lt(J.waitUntil, at)),
      ),
    )
    .orderBy(asc(J.createdAt))
    .limit(limit)
  const claimed: { id: number | string }[] = await drizzle
    .update(J)
    .set({ processing: true, updatedAt: at })
    .where(and(inArray(J.id, due), eq(J.processing, false)))
    .returning({ id: J.id })
  return claimed.map((row) => row.id)
}

/**
 * Sends the due lead emails in the background of this process, once the lead is committed (the
 * endpoints call it after storing; a minute timer started with the server catches retries that
 * come due and leads stored by other paths). One run at a time; a call during a run asks for one
 * more pass. Tests await the returned promise.
 */
export function runLeadDeliveries(payload: Payload, { gather = GATHER_MS } = {}): Promise<void> {
  if (stopped) return Promise.resolve()
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    await sleep(gather)
    await releaseStaleLeadJobs(payload)
    let full: boolean
    do {
      again = false
      const ids = await claimLeadJobs(payload, PASS_SIZE)
      for (let i = 0; i < ids.length; i += SENDING_AT_ONCE)
        await Promise.all(
          ids
            .slice(i, i + SENDING_AT_ONCE)
            .map((id) => payload.jobs.runByID({ id, silent: LEAD_JOBS_SILENT })),
        )
      full = ids.length >= PASS_SIZE // more may be due
      if (again || full) await sleep(BREATHER_MS)
    } while ((again || full) && !stopped)
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Lead emails run failed' }))
    .finally(() => {
      running = undefined
    })
  return running
}

/**
 * This process stops sending: no new pass starts, and the promise resolves once the sends under
 * way are done and noted. The email worker calls it when the web process is gone, so that an
 * email the SMTP server has just accepted is marked sent before the worker exits, and the next
 * worker does not send it again. Test beds call it before they close their database, so that
 * no run is left half-way on a closed one.
 */
export function stopLeadDeliveries(): Promise<void> {
  stopped = true
  return running ?? Promise.resolve()
}

/**
 * Emails were queued: have them sent. Under `npm start` a worker process of its own sends them
 * (told here, in a message), so a backlog never takes the CPU that serves pages; elsewhere (the
 * dev server, tests, scripts) this process sends them in the background.
 */
export function wakeLeadDeliveries(payload: Payload): void {
  const wake = siteProcesses().wakeEmailWorker // set where a worker was started (server/emailWorker.ts)
  if (wake) wake()
  else void runLeadDeliveries(payload)
}

/**
 * Every minute: `first` (the lost emails queued again), then the retries that came due and the
 * leads another process or a script stored. Asks for the Payload client each time, so a
 * database that was down at start is picked up once it is back.
 */
export function scheduleLeadDeliveries(
  client: () => Promise<Payload>,
  first: (payload: Payload) => Promise<unknown>,
): void {
  setInterval(() => {
    void client()
      .then(async (payload) => {
        await first(payload).catch((error: unknown) =>
          payload.logger.error({ err: error, msg: 'Lead emails check failed' }),
        )
        await runLeadDeliveries(payload, { gather: 0 })
      })
      .catch((error: unknown) => console.error('Lead emails: no database:', error))
  }, 60_000).unref()
}

/**
 * A process stopped mid-send (a deploy, a crash) leaves its jobs marked as processing, which the
 * queue never picks up again: the email would wait for ever. Longer than any send can take
 * (nodemailer gives up on a stalled server within 10 minutes), such a job is handed back to the
 * queue; before each background run, and at start-up (releaseLeftoverLeadJobs) at once where only one
 * process can be sending.
 */
export const STALE_JOB_MS = 15 * 60_000

export async function releaseStaleLeadJobs(
  payload: Payload,
  { now = new Date(), olderThanMs = STALE_JOB_MS } = {},
) {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEAD_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than_equal: new Date(now.getTime() - olderThanMs).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
  })
  if (docs.length)
    payload.logger.warn(`Handed ${docs.length} stalled lead email(s) back to the queue`)
  return docs.length
}

/**
 * At the server's start. On SQLite this process is the only one that sends, so whatever is marked
 * processing was left by the process before it: handed back at once, not 15 minutes later. On
 * PostgreSQL other processes may be sending right now: only jobs untouched for 15 minutes.
 */
export function releaseLeftoverLeadJobs(payload: Payload, onlyProcess: boolean) {
  return releaseStaleLeadJobs(payload, { olderThanMs: onlyProcess ? 0 : STALE_JOB_MS })
}
