import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { LeadEmailName } from './registry'
import { LEAD_JOBS_SILENT, LEAD_QUEUE, SEND_LEAD_EMAIL } from './constants'

/** An email slot reset to be sent (again), as a re-subscription does. */
export const QUEUED = { state: 'queued' as const, attempts: 0, sentAt: null, lastError: null }

/**
 * Queues emails of one lead in the transaction of the request that stored the lead (`req`), so
 * a stored lead always has its emails queued and nothing is sent for a lead that was not stored.
 */
async function queueEmails(
  req: PayloadRequest,
  collection: string,
  leadId: string | number,
  emails: LeadEmailName[],
) {
  for (const email of emails) {
    await req.payload.jobs.queue({
      task: SEND_LEAD_EMAIL,
      queue: LEAD_QUEUE,
      input: { collection, leadId: String(leadId), email },
      req,
    })
  }
}

/**
 * A lead collection's afterChange hook: on create, queue its emails. Any creation path counts
 * (endpoints, scripts, the local API).
 */
export const queueLeadEmails =
  (emails: LeadEmailName[]): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, req }) => {
    if (operation === 'create') await queueEmails(req, collection.slug, doc.id, emails)
    return doc
  }

/** Passed as an update's `context`: send (again) the confirmation of a waiting sign-up. */
export const SEND_CONFIRMATION = { sendConfirmation: true }

/**
 * The newsletter's double opt-in: the confirmation email when a sign-up is stored, or when the
 * sign-up path asks for it again (SEND_CONFIRMATION); the agent's notice and the welcome once
 * the sign-up is confirmed. A save in the studio sends nothing else.
 */
export const queueSubscriberEmails: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const emails: LeadEmailName[] = []
  const waiting = doc.subscription === 'pending'
  if (waiting && (operation === 'create' || context.sendConfirmation))
    emails.push('subscriber-confirm')
  const confirmed = previousDoc?.subscription === 'pending' && doc.subscription === 'subscribed'
  if (operation === 'update' && confirmed) emails.push('subscriber-agent', 'subscriber-welcome')
  await queueEmails(req, collection.slug, doc.id, emails)
  return doc
}

/**
 * A search alert's double opt-in: the confirmation email when it is stored, the agent's notice
 * once the visitor confirms it.
 */
export const queueAlertEmails: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create' && doc.subscription === 'pending')
    await queueEmails(req, collection.slug, doc.id, ['alert-confirm'])
  const confirmed = previousDoc?.subscription === 'pending' && doc.subscription === 'active'
  if (operation === 'update' && confirmed)
    await queueEmails(req, collection.slug, doc.id, ['alert-agent'])
  return doc
}

let running: Promise<void> | undefined
let again = false

/** Lets a burst of leads be stored first, then sends its emails in one pass. */
const GATHER_MS = 200
/** Between passes, requests get the process back: emails may lag under load, leads never wait. */
const BREATHER_MS = 50
const PASS_SIZE = 25
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs the due lead emails in the background of this process, once the lead's transaction is
 * committed (the endpoints call it after storing). One run at a time; a call during a run asks
 * for one more pass. The autoRun cron (payload.config.ts) is the safety net for leads created
 * elsewhere and for retries that come due. Tests await the returned promise.
 */
export function runLeadEmails(payload: Payload, { gather = GATHER_MS } = {}): Promise<void> {
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
      const { jobStatus = {} } = await payload.jobs.run({
        queue: LEAD_QUEUE,
        limit: PASS_SIZE,
        silent: LEAD_JOBS_SILENT,
      })
      full = Object.keys(jobStatus).length >= PASS_SIZE // more may be due
      if (again || full) await sleep(BREATHER_MS)
    } while (again || full)
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Lead emails run failed' }))
    .finally(() => {
      running = undefined
    })
  return running
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
