import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload, Where } from 'payload'

import { databaseUrl, isPostgresUrl } from '@/lib/env'

import { LEAD_QUEUE, SEND_LEAD_EMAIL } from './constants'
import { LEAD_EMAILS, type LeadEmailName } from './registry'

/**
 * A lead's own record says which of its emails wait to go (the email's state "queued"). The lead
 * endpoints write the lead and the emails' jobs in one transaction (intake.ts); a lead stored
 * through Payload instead (a script, the local API) gets its jobs from the collection's hook, on
 * SQLite in a separate statement, and a process killed between the two leaves a lead whose email
 * would never go. This finds such leads, queued for longer than `olderThanMs` with no job, and
 * queues the email again: when the sender starts and every minute.
 */
export async function requeueLostLeadEmails(
  payload: Payload,
  options: { now?: Date; olderThanMs?: number } = {},
): Promise<number> {
  if (!isPostgresUrl(databaseUrl())) return requeue(payload, options)
  // Several processes on PostgreSQL: one at a time, or two would queue the same lost email.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const { drizzle } = payload.db as unknown as { drizzle: any }
  return drizzle.transaction(
    async (tx: { execute: (q: unknown) => Promise<{ rows: { locked: boolean }[] }> }) => {
      const { rows } = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${REQUEUE_LOCK}) as locked`,
      )
      return rows[0]?.locked ? requeue(payload, options) : 0
    },
  )
}

/** The advisory lock key of the requeue (any fixed number the site uses for nothing else). */
const REQUEUE_LOCK = 7_310_517

async function requeue(
  payload: Payload,
  { now = new Date(), olderThanMs = 60_000 }: { now?: Date; olderThanMs?: number },
): Promise<number> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: LEAD_QUEUE } },
    pagination: false,
    depth: 0,
  })
  const waiting = new Set(
    jobs.map((job) => {
      const input = (job.input ?? {}) as { collection?: string; leadId?: string; email?: string }
      return `${input.collection}/${input.leadId}/${input.email}`
    }),
  )
  const before = new Date(now.getTime() - olderThanMs).toISOString()
  let queued = 0
  for (const [name, email] of Object.entries(LEAD_EMAILS)) {
    const collection = email.collection as CollectionSlug
    const where: Where = {
      and: [
        { [`${email.slot}.state`]: { equals: 'queued' } },
        { updatedAt: { less_than_equal: before } },
      ],
    }
    const { docs } = await payload.find({ collection, where, pagination: false, depth: 0 })
    for (const lead of docs) {
      if (waiting.has(`${collection}/${lead.id}/${name}`)) continue
      if (email.stillWanted && !email.stillWanted(lead as never)) continue
      await payload.jobs.queue({
        task: SEND_LEAD_EMAIL,
        queue: LEAD_QUEUE,
        input: { collection, leadId: String(lead.id), email: name as LeadEmailName },
      })
      queued++
    }
  }
  if (queued) payload.logger.warn(`Queued again ${queued} lead email(s) whose job was lost`)
  return queued
}
