import type { CollectionSlug, TaskConfig } from 'payload'

import { HandoffRefused } from '../handoff/send'
import { leadTypesOf } from '../leadType'
import { DELIVERY_TASK, deliveryNameOf, type DeliveryJobInput } from './constants'
import { agentContext, deliveryNamed } from './deliveries'
import { emailSettings } from './settings'

/**
 * A failed send is retried 11 times, 1, 2, 4 … 1024 minutes apart: about 34 hours in all, so an
 * SMTP or CRM outage over a night or a weekend day loses nothing.
 */
export const LEAD_EMAIL_RETRIES = { attempts: 11, backoff: { type: 'exponential', delay: 60_000 } }

/**
 * Sends one delivery of one lead (an email, or the lead handed to the CRM, the webhook or the
 * agent's phone), found by the name its job carries among the config's lead types, and records
 * the outcome on the lead, where the agent sees it.
 */
export const deliveryTask: TaskConfig<{ input: DeliveryJobInput; output: { result: string } }> = {
  slug: DELIVERY_TASK,
  label: 'Send a lead email',
  retries: LEAD_EMAIL_RETRIES as TaskConfig['retries'],
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'leadId', type: 'text', required: true },
    { name: 'delivery', type: 'text' },
    // What jobs queued by earlier versions call the delivery.
    { name: 'email', type: 'text' },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const name = deliveryNameOf(input)
    const delivery = deliveryNamed(leadTypesOf(payload), name)
    if (!delivery) throw new Error(`Unknown lead delivery "${name}"`)
    const collection = input.collection as CollectionSlug
    const lead = await payload.findByID({ collection, id: input.leadId, depth: 0 })
    const attempts = (job.totalTried ?? 0) + 1
    // Writes only this delivery's status columns: a lead's deliveries run side by side, and the
    // agent may be editing its status or notes, so a whole-document update would undo theirs.
    const record = (status: Record<string, unknown>) =>
      payload.db.updateOne({
        collection,
        id: input.leadId,
        data: { [delivery.slot]: { attempts, ...status } },
        req,
        returning: false,
      })
    // Already sent (a job picked up twice, by the cron and the background run, or by two
    // processes): never email the same person, or hand the same lead over, twice.
    const slot = (lead as unknown as Record<string, { state?: string } | undefined>)[delivery.slot]
    if (slot?.state === 'sent') return { output: { result: 'already sent' } }
    // A confirmation for an address confirmed since, a welcome for one that has unsubscribed.
    if (delivery.stillWanted && !delivery.stillWanted(lead as never))
      return { output: { result: 'no longer wanted' } }
    let result: string
    try {
      const agent = agentContext(await emailSettings(payload))
      // One key per queued delivery, the same on each attempt: if a process dies between the
      // receiver's "accepted" and noting it here, the send after the restart carries the same
      // Message-ID or idempotency header, which mail services and receivers show once. A
      // confirmation queued again later is a new job, so a new key. Named by the lead and the
      // job's creation time, not the job's id alone: SQLite gives a deleted job's id to the next.
      const queuedAt = Date.parse(String(job.createdAt))
      const key = `${name.replace(':', '.')}.${input.leadId}.${queuedAt}.${job.id}`
      result = await delivery.send(lead as never, { payload, agent, key })
    } catch (error) {
      const refused = error instanceof HandoffRefused // the receiver said no: asking again is no use
      const final = refused || (job.totalTried ?? 0) >= LEAD_EMAIL_RETRIES.attempts
      const lastError = error instanceof Error ? error.message : String(error)
      await record({ state: final ? 'failed' : 'retrying', lastError: lastError.slice(0, 500) })
      payload.logger.warn(
        `Lead ${name} for ${collection} ${input.leadId}, attempt ${attempts}: ` +
          `${lastError}${final ? ' (gave up)' : ' (will retry)'}`,
      )
      if (refused) return { output: { result: `refused: ${lastError}` } }
      throw error // the queue schedules the next attempt
    }
    // Sent: a failure to note it must not make the queue send it again.
    await record({ state: 'sent', sentAt: new Date().toISOString(), lastError: null }).catch(
      (error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Lead delivery sent; status not saved' }),
    )
    return { output: { result } }
  },
}
