import type { CollectionAfterChangeHook, CollectionSlug, PayloadRequest } from 'payload'

import { configuredTargets } from '../handoff/config'
import { HANDOFF_SLOTS } from '../handoff/deliveries'
import type { LeadEmail, LeadType } from '../leadType'
import { DELIVERY_TASK, isHandoffSlot, LEAD_QUEUE, type DeliveryJobInput } from './constants'
import { deliveriesWith, type Delivery } from './deliveries'

/** A delivery's group reset to be sent (again), as a re-subscription does. */
export const QUEUED = { state: 'queued' as const, attempts: 0, sentAt: null, lastError: null }

/** Passed as an update's `context`: send (again) the emails a waiting lead gets when stored. */
export const SEND_CONFIRMATION = { sendConfirmation: true }

/** A delivery job's input, as the intake and the hook both write it. */
export const jobInput = (delivery: Delivery, leadId: string | number): DeliveryJobInput => ({
  collection: delivery.leadType.collection.slug,
  leadId: String(leadId),
  delivery: delivery.name,
})

/**
 * The lead's hand-off groups marked queued, for the deliveries about to be queued (an email's
 * group starts out queued by its default; a hand-off's only once it is asked for).
 */
export function handoffSlotsQueued(deliveries: readonly Delivery[]): Record<string, typeof QUEUED> {
  return Object.fromEntries(
    deliveries.flatMap(({ slot }) => (isHandoffSlot(slot) ? [[slot, QUEUED]] : [])),
  )
}

/**
 * What a confirmation writes with its own change, so that the mark goes in the same write as the
 * change that causes it: the groups of `slots` (the emails it queues) and of the configured
 * hand-offs marked queued.
 */
export function queuedOnConfirmation(slots: readonly string[]): Record<string, typeof QUEUED> {
  return Object.fromEntries([
    ...slots.map((slot) => [slot, QUEUED]),
    ...configuredTargets().map((target) => [HANDOFF_SLOTS[target], QUEUED]),
  ])
}

/**
 * Queues deliveries of one lead stored through Payload (a script, the local API, a confirmation),
 * with the request that stored it (`req`: its transaction on PostgreSQL; on SQLite, where Payload
 * runs none, requeue.ts catches a process killed between), so a stored lead always has its
 * deliveries queued and nothing is sent for a lead that was not stored.
 */
async function queueDeliveries(
  req: PayloadRequest,
  leadType: LeadType,
  leadId: string | number,
  emails: readonly LeadEmail<never>[],
) {
  if (!emails.length) return
  const deliveries = deliveriesWith(leadType, emails)
  // The hand-offs are marked queued before their jobs exist (on SQLite these are separate
  // statements): a sender that took a job at once would otherwise have its "sent" overwritten, and
  // a process killed in between leaves "queued" with no job, which requeue.ts queues again.
  const handoffs = handoffSlotsQueued(deliveries)
  if (Object.keys(handoffs).length)
    await req.payload.db.updateOne({
      collection: leadType.collection.slug as CollectionSlug,
      id: leadId,
      data: handoffs,
      req,
      returning: false,
    })
  for (const delivery of deliveries)
    await req.payload.jobs.queue({
      task: DELIVERY_TASK,
      queue: LEAD_QUEUE,
      input: jobInput(delivery, leadId),
      req,
    })
}

/**
 * A lead collection's afterChange hook, for a lead stored or changed through Payload (the
 * endpoints store through the intake, which queues the same in the lead's own commit): a new
 * lead's `queuedWithLead` emails (for a double opt-in, only while it waits, and again when asked
 * with SEND_CONFIRMATION), and its `queuedOnConfirm` ones once its owner confirms. A save in the
 * studio queues nothing else.
 */
export const queueOnChange =
  (leadType: LeadType): CollectionAfterChangeHook =>
  async ({ context, doc, previousDoc, operation, req }) => {
    const { confirmation } = leadType
    const emails: LeadEmail<never>[] = []
    const waiting = !confirmation || confirmation.pending(doc as never)
    if (waiting && (operation === 'create' || (confirmation && context.sendConfirmation)))
      emails.push(...leadType.queuedWithLead)
    const confirmed =
      confirmation &&
      operation === 'update' &&
      previousDoc &&
      confirmation.pending(previousDoc as never) &&
      confirmation.confirmed(doc as never)
    if (confirmed) emails.push(...confirmation.queuedOnConfirm)
    await queueDeliveries(req, leadType, doc.id, emails)
    return doc
  }
