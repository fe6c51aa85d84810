import type { CollectionAfterChangeHook, CollectionSlug, PayloadRequest } from 'payload'

import { handoffsFor } from '@/features/leads/handoff/deliveries'

import { deliveryOf, withHandoffs, type DeliveryName, type LeadEmailName } from './registry'
import { isHandoffSlot, LEAD_QUEUE, SEND_LEAD_EMAIL } from './constants'

/** An email slot reset to be sent (again), as a re-subscription does. */
export const QUEUED = { state: 'queued' as const, attempts: 0, sentAt: null, lastError: null }

/**
 * Queues emails of one lead, and with the agent's notice its hand-offs (registry.ts), with the
 * request that stored the lead (`req`: its transaction on PostgreSQL; on SQLite, where Payload
 * runs none, requeue.ts catches a process killed between), so a stored lead always has its
 * deliveries queued and nothing is sent for a lead that was not stored.
 */
async function queueEmails(
  req: PayloadRequest,
  collection: string,
  leadId: string | number,
  emails: LeadEmailName[],
) {
  const deliveries = withHandoffs(collection, emails)
  // The hand-offs are marked queued before their jobs exist (on SQLite these are separate
  // statements): a sender that took a job at once would otherwise have its "sent" overwritten, and
  // a process killed in between leaves "queued" with no job, which requeue.ts queues again.
  const handoffs = handoffSlotsQueued(deliveries)
  if (Object.keys(handoffs).length)
    await req.payload.db.updateOne({
      collection: collection as CollectionSlug,
      id: leadId,
      data: handoffs,
      req,
      returning: false,
    })
  for (const email of deliveries) {
    await req.payload.jobs.queue({
      task: SEND_LEAD_EMAIL,
      queue: LEAD_QUEUE,
      input: { collection, leadId: String(leadId), email },
      req,
    })
  }
}

/**
 * The hand-off groups of a lead of `collection` marked queued, for a write that will queue the
 * agent's notice (a confirmation): the mark goes in the same write as the change that causes it.
 */
export const handoffsQueuedFor = (collection: string) => handoffSlotsQueued(handoffsFor(collection))

/**
 * The lead's hand-off groups marked queued, for the deliveries about to be queued (an email's
 * group starts out queued by its default; a hand-off's only once it is asked for).
 */
export function handoffSlotsQueued(
  deliveries: readonly DeliveryName[],
): Record<string, typeof QUEUED> {
  return Object.fromEntries(
    deliveries.flatMap((name) => {
      const slot = deliveryOf(name)?.slot
      return slot && isHandoffSlot(slot) ? [[slot, QUEUED]] : []
    }),
  )
}

/** The emails a collection queues with a new lead (its config's `emailsOnCreate`). */
export function emailsOnCreate(collection: { custom?: Record<string, unknown> }): LeadEmailName[] {
  return (collection.custom?.emailsOnCreate as LeadEmailName[] | undefined) ?? []
}

/**
 * A lead collection's afterChange hook: on create, queue its emails. Any creation path through
 * Payload counts (scripts, the local API); the endpoints store through intake.ts, which queues
 * the same emails in the same transaction.
 */
export const queueLeadEmails: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  req,
}) => {
  if (operation === 'create')
    await queueEmails(req, collection.slug, doc.id, emailsOnCreate(collection))
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
    emails.push(...emailsOnCreate(collection))
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
    await queueEmails(req, collection.slug, doc.id, emailsOnCreate(collection))
  const confirmed = previousDoc?.subscription === 'pending' && doc.subscription === 'active'
  if (operation === 'update' && confirmed)
    await queueEmails(req, collection.slug, doc.id, ['alert-agent'])
  return doc
}
