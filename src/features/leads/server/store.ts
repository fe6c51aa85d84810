import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { QUEUED, runLeadEmails, SEND_CONFIRMATION } from '@/features/leads/server/queue'
import type { ContactInput, NewsletterInput } from './schemas'

/** Where a lead came from: the page that sent it, and the browser. */
export type Provenance = { sourceUrl?: string; userAgent?: string }

/**
 * Stores a lead (its emails are queued with it by the collection's hook), then
 * starts sending them in the background: the reply never waits for, or fails because of, email.
 */
export async function createLead<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  data: RequiredDataFromCollectionSlug<T>,
) {
  const doc = await payload.create({ collection, data })
  void runLeadEmails(payload)
  return doc
}

export async function storeContactMessage(payload: Payload, input: ContactInput, meta: Provenance) {
  return createLead(payload, 'contact-messages', { ...pick(input), status: 'new', ...meta })
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
      void runLeadEmails(payload)
    }
    return
  }
  try {
    // The agent's notice and the welcome wait for the confirmation: nothing queued for them yet.
    await createLead(payload, 'newsletter-subscribers', {
      email: input.email,
      subscription: 'pending',
      status: 'new',
      agentEmail: { state: null },
      visitorEmail: { state: null },
      ...meta,
    })
  } catch (error) {
    // Two sign-ups of one address at the same moment: the unique index keeps one, both succeed.
    if (!(await findSubscriber(payload, input.email))) throw error
  }
}

async function findSubscriber(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/** Only the form's fields (never the honeypot) reach the database. */
const pick = ({ name, email, phone, message }: ContactInput) => ({ name, email, phone, message })
