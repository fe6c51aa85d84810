import type { Payload } from 'payload'

import { contactLeadType } from '../contact/leadType'
import { findLead, storeLead, type Provenance } from '../delivery/intake'
import { QUEUED, SEND_CONFIRMATION } from '../delivery/queueing'
import { wakeLeadDeliveries } from '../delivery/queue'
import { newsletterLeadType } from '../newsletter/leadType'
import type { ContactInput, NewsletterInput } from './schemas'

export async function storeContactMessage(payload: Payload, input: ContactInput, meta: Provenance) {
  return storeLead(payload, contactLeadType, { ...pick(input), status: 'new', ...meta })
}

/** A waiting sign-up gets its confirmation email again after a day, not on every repeat. */
const RESEND_CONFIRMATION_MS = 24 * 60 * 60_000

/**
 * One row per address: a repeat sign-up succeeds and never duplicates. A new address, or one
 * that had unsubscribed, waits for its owner to confirm by email; an address already subscribed
 * gets nothing more (and the visitor the same reply, so the form tells nobody who subscribes).
 */
export async function storeSubscriber(payload: Payload, input: NewsletterInput, meta: Provenance) {
  const existing = await findSubscriber(payload, input.email)
  if (existing?.subscription === 'subscribed') return
  if (existing) {
    const { state, sentAt } = existing.confirmationEmail ?? {}
    const sentLongAgo = Date.now() - Date.parse(sentAt ?? '') > RESEND_CONFIRMATION_MS
    const resend =
      existing.subscription !== 'pending' ||
      !state ||
      state === 'failed' ||
      (state === 'sent' && sentLongAgo)
    if (resend) {
      await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data: { subscription: 'pending', unsubscribedAt: null, confirmationEmail: QUEUED },
        context: SEND_CONFIRMATION,
      })
      wakeLeadDeliveries(payload)
    }
    return
  }
  // The agent's notice and the welcome wait for the confirmation: nothing queued for them yet.
  // Two sign-ups of one address at the same moment: the unique index keeps one, both succeed.
  await storeLead(
    payload,
    newsletterLeadType,
    {
      email: input.email,
      subscription: 'pending',
      status: 'new',
      agentEmail: { state: null },
      visitorEmail: { state: null },
      ...meta,
    },
    { ignoreDuplicate: true },
  )
}

/** The sign-up of an address as stored, read straight from its row (this runs on every sign-up). */
async function findSubscriber(payload: Payload, email: string) {
  const row = await findLead(payload, 'newsletter-subscribers', 'email', email)
  if (!row) return undefined
  return {
    id: row.id as number | string,
    subscription: row.subscription as string,
    confirmationEmail: {
      state: row.confirmationEmail_state as string | null,
      sentAt: row.confirmationEmail_sentAt as string | null,
    },
  }
}

/** Only the form's fields (never the honeypot) reach the database. */
const pick = ({ name, email, phone, message }: ContactInput) => ({ name, email, phone, message })
