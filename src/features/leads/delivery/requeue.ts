import { sql, type SQL } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'

import { databaseUrl, isPostgresUrl } from '@/lib/env'

import { leadTypesOf } from '../leadType'
import { DELIVERY_TASK, LEAD_QUEUE } from './constants'
import { watchedDeliveries } from './deliveries'
import { columnsOf, tableOf } from './intakeRows'
import { jobInput } from './queueing'

/**
 * A lead's own record says which of its emails and hand-offs wait to go (their state "queued"). The lead
 * endpoints write the lead and the emails' jobs in one transaction (intake.ts); a lead stored
 * through Payload instead (a script, the local API) gets its jobs from the collection's hook, on
 * SQLite in a separate statement, and a process killed between the two leaves a lead whose email
 * would never go. This finds such leads, queued for longer than `olderThanMs` with no job, and
 * queues the email again: when the sender starts and every minute.
 */
export async function requeueLostLeadDeliveries(
  payload: Payload,
  options: { now?: Date; olderThanMs?: number } = {},
): Promise<number> {
  if (!isPostgresUrl(databaseUrl())) return requeue(payload, options)
  // Several processes on PostgreSQL: one at a time, or two would queue the same lost email.
  const { drizzle } = payload.db as unknown as { drizzle: RawSql }
  return drizzle.transaction(async (tx: Pick<RawSql, 'execute'>) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${REQUEUE_LOCK}) as locked`,
    )
    return rows[0]?.locked ? requeue(payload, options) : 0
  })
}

/**
 * The two statements here are SQL, not drizzle's builder: one takes PostgreSQL's advisory lock,
 * which drizzle has no call for; the other reads fields inside the jobs' JSON input, of a lead
 * table chosen at run time, which neither builder offers the same way on both databases.
 */
type RawSql = {
  execute<Row>(query: SQL): Promise<{ rows: Row[] }>
  all<Row>(query: SQL): Promise<Row[]>
  transaction<T>(run: (tx: Pick<RawSql, 'execute'>) => Promise<T>): Promise<T>
}

/** The advisory lock key of the requeue (any fixed number the site uses for nothing else). */
const REQUEUE_LOCK = 7_310_517

/** At most this many lost emails of one kind are queued again per run: a run stays short. */
const PER_RUN = 500

async function requeue(
  payload: Payload,
  { now = new Date(), olderThanMs = 60_000 }: { now?: Date; olderThanMs?: number },
): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs).toISOString()
  let queued = 0
  for (const delivery of watchedDeliveries(leadTypesOf(payload))) {
    const collection = delivery.leadType.collection.slug as CollectionSlug
    const { slot, name } = delivery
    for (const id of await leadsWithoutTheirJob(payload, collection, slot, name, before)) {
      const lead = await payload.findByID({ collection, id, depth: 0 }).catch(() => null)
      if (!lead || (delivery.stillWanted && !delivery.stillWanted(lead as never))) continue
      await payload.jobs.queue({
        task: DELIVERY_TASK,
        queue: LEAD_QUEUE,
        input: jobInput(delivery, id),
      })
      queued++
    }
  }
  if (queued) payload.logger.warn(`Queued again ${queued} lead email(s) whose job was lost`)
  return queued
}

/**
 * The leads of `collection` whose `slot` email has waited ("queued") since before `before` with no
 * job to send it. One query, whatever the backlog: during a flood there are tens of thousands of
 * queued emails, each with its job.
 */
async function leadsWithoutTheirJob(
  payload: Payload,
  collection: CollectionSlug,
  slot: string,
  delivery: string,
  before: string,
): Promise<(number | string)[]> {
  const table = tableOf(payload, collection)
  const columns = columnsOf(payload, table)
  const state = columns[`${slot}_state`]?.name
  const updatedAt = columns.updatedAt?.name
  if (!state || !updatedAt) return []
  const postgres = isPostgresUrl(databaseUrl())
  const field = (key: string) =>
    sql.raw(postgres ? `j.input->>'${key}'` : `json_extract(j.input, '$.${key}')`)
  const query = sql`select t.id as id from ${sql.identifier(table)} t
    where t.${sql.identifier(state)} = 'queued' and t.${sql.identifier(updatedAt)} <= ${before}
    and cast(t.id as text) not in (
      select ${field('leadId')} from payload_jobs j
      where j.queue = ${LEAD_QUEUE} and ${field('collection')} = ${collection}
        and coalesce(${field('delivery')}, ${field('email')}) = ${delivery}
        and ${field('leadId')} is not null)
    limit ${PER_RUN}`
  const { drizzle } = payload.db as unknown as { drizzle: RawSql }
  const rows = postgres
    ? (await drizzle.execute<{ id: number | string }>(query)).rows
    : await drizzle.all<{ id: number | string }>(query)
  return rows.map((row) => row.id)
}
