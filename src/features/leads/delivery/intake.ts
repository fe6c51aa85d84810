import type { CollectionSlug, Payload } from 'payload'

import { databaseUrl, isPostgresUrl, sqliteFilePath } from '@/lib/env'

import type { LeadEmail, LeadType } from '../leadType'
import { DELIVERY_TASK, LEAD_QUEUE } from './constants'
import { deliveriesWith, type Delivery } from './deliveries'
import {
  isBusy,
  postgresWriter,
  sqliteWriter,
  type Prepared,
  type Stored,
  type Writer,
} from './intakeWriters'
import { leadRow, tableOf } from './intakeRows'
import { wakeLeadDeliveries } from './queue'
import { handoffSlotsQueued, jobInput } from './queueing'

/**
 * The lead intake: what a lead endpoint waits for. A lead and the jobs of its emails are written
 * in one transaction, and the leads that arrive together share it (one commit, so one flush to
 * disk, for a burst of them): a flood of leads costs the server a few SQL statements each, not a
 * Payload create with its hooks, and the reply goes out once the lead is on disk. Sending is
 * someone else's work (the email worker, see queue.ts). docs/lead-delivery.md tells the whole way.
 *
 * Rows are written through drizzle with Payload's own table definitions (column names and value
 * encoding), so the studio reads an intake lead exactly as one Payload stored; the form's schema
 * has already checked every value.
 */
export type NewLead = {
  collection: CollectionSlug
  /** The document as Payload's create would take it (groups as nested objects). */
  data: Record<string, unknown>
  /** The emails and hand-offs queued with it. */
  deliveries: readonly Delivery[]
  /** Another lead with the same unique value (a newsletter address) is kept; this one is not. */
  ignoreDuplicate?: boolean
  oncePer?: OncePer
}

/**
 * An email that an address gets at most once in `withinMs`: when another lead of the collection
 * with the same `field` value had it queued (its group on the lead has a state) that recently,
 * this lead is stored without it: its group empty, no job. Looked up in the lead's own
 * transaction, so two leads at the same moment queue it once.
 */
export type OncePer = { email: LeadEmail<never>; field: string; withinMs: number }

/**
 * Where a lead came from: the page that sent it, the browser, and the visitor's address as a
 * keyed hash (server/http.ts), never the address itself.
 */
export type Provenance = { sourceUrl?: string; userAgent?: string; visitorHash?: string }

/**
 * The one way the site stores a new lead: the lead with the deliveries its type queues with it
 * (and the hand-off groups they need marked queued), in one commit (insertLead), then the sender
 * is woken (queue.ts). The reply never waits for, or fails because of, email or the CRM. Resolves
 * with the stored id, or null when `ignoreDuplicate` kept an existing row.
 */
export async function storeLead<Lead>(
  payload: Payload,
  leadType: LeadType<Lead>,
  data: Record<string, unknown>,
  { ignoreDuplicate = false, oncePer }: Pick<NewLead, 'ignoreDuplicate' | 'oncePer'> = {},
): Promise<Stored> {
  const type = leadType as unknown as LeadType
  // A lead of a double opt-in type that has nothing to confirm (a seller asking the agent for a
  // review, beside those who sign up for emails) counts from the start: it is stored with what a
  // confirmation queues.
  const { confirmation } = type
  const counts =
    confirmation && !confirmation.pending(data as never) && confirmation.confirmed(data as never)
  const deliveries = deliveriesWith(
    type,
    counts ? confirmation.queuedOnConfirm : type.queuedWithLead,
  )
  const collection = type.collection.slug
  const queued = { ...data, ...handoffSlotsQueued(deliveries) }
  const stored = await insertLead(payload, {
    collection,
    data: queued,
    deliveries,
    ignoreDuplicate,
    oncePer,
  })
  if (stored) wakeLeadDeliveries(payload)
  return stored
}

export type { Stored } from './intakeWriters'

/** Leads waiting longer than this for the database's write lock are refused (the visitor may retry). */
const LOCK_WAIT_MS = 10_000
/** At most this many leads per transaction: a commit stays short. */
const BATCH_MAX = 200

type Pending = Prepared & { resolve: (stored: Stored) => void; reject: (error: unknown) => void }

let writer: Writer | undefined
const pending: Pending[] = []
let flushing = false

/** Stores a lead and queues its emails; resolves once both are committed. */
export function insertLead(payload: Payload, lead: NewLead): Promise<Stored> {
  return new Promise<Stored>((resolve, reject) => {
    pending.push({ ...prepare(payload, lead), resolve, reject }) // a bad row throws here, alone
    if (!flushing) {
      flushing = true
      // The leads that arrive in the same turn of the event loop go in together.
      setImmediate(() => void flush(payload))
    }
  })
}

/**
 * The stored row whose `field` (a unique column, such as a subscriber's email) equals `value`,
 * keyed as Payload's table definitions name them (`confirmationEmail_state`), or undefined.
 */
export async function findLead(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  value: string,
): Promise<Record<string, unknown> | undefined> {
  return writerFor(payload).findOne(tableOf(payload, collection), field, value)
}

async function flush(payload: Payload) {
  let waitingSince = Date.now()
  while (pending.length) {
    const batch = pending.slice(0, BATCH_MAX)
    let outcomes: (Stored | Error)[]
    try {
      outcomes = await writerFor(payload).write(batch)
    } catch (error) {
      if (isBusy(error) && Date.now() - waitingSince < LOCK_WAIT_MS) {
        // Another writer (the email worker, a sync) holds the lock: try again in a moment.
        await new Promise((resolve) => setTimeout(resolve, 1))
        continue
      }
      outcomes = batch.map(() => (error instanceof Error ? error : new Error(String(error))))
    }
    pending.splice(0, batch.length)
    waitingSince = Date.now()
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!
      if (outcome instanceof Error) item.reject(outcome)
      else item.resolve(outcome)
    })
  }
  flushing = false
}

function prepare(payload: Payload, lead: NewLead): Prepared {
  const now = new Date().toISOString()
  const table = tableOf(payload, lead.collection)
  const jobsOf = (deliveries: readonly Delivery[]) => (id: number | string) =>
    deliveries.map((delivery) => ({
      input: jobInput(delivery, id),
      taskSlug: DELIVERY_TASK,
      queue: LEAD_QUEUE,
      createdAt: now,
      updatedAt: now,
    }))
  const data = { ...lead.data, createdAt: now, updatedAt: now }
  const prepared: Prepared = {
    table,
    lead: leadRow(payload, table, data),
    jobs: jobsOf(lead.deliveries),
    ignoreDuplicate: Boolean(lead.ignoreDuplicate),
  }
  if (!lead.oncePer) return prepared
  const { email, field, withinMs } = lead.oncePer
  const value = lead.data[field]
  prepared.once = {
    recent: {
      lock: `${table}:${String(value)}`,
      equal: field,
      value,
      present: `${email.slot}_state`,
      after: new Date(Date.parse(now) - withinMs).toISOString(),
    },
    lead: leadRow(payload, table, { ...data, [email.slot]: { state: null } }),
    jobs: jobsOf(lead.deliveries.filter(({ name }) => name !== email.name)),
  }
  return prepared
}

function writerFor(payload: Payload): Writer {
  if (!writer) {
    const url = databaseUrl()
    writer = isPostgresUrl(url)
      ? postgresWriter(payload)
      : sqliteWriter(payload, sqliteFilePath(url))
  }
  return writer
}
