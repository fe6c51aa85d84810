import type { Payload } from 'payload'

import type { ContactInput, NewsletterInput } from './schemas'

type Provenance = { sourceUrl?: string; userAgent?: string }

export async function storeContactMessage(payload: Payload, input: ContactInput, meta: Provenance) {
  return payload.create({
    collection: 'contact-messages',
    data: { ...pick(input), status: 'new', ...meta },
  })
}

/** One row per address: a repeat sign-up succeeds, re-subscribes if needed, never duplicates. */
export async function storeSubscriber(payload: Payload, input: NewsletterInput, meta: Provenance) {
  const existing = await findSubscriber(payload, input.email)
  if (existing) {
    if (existing.subscription === 'unsubscribed') {
      await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data: { subscription: 'subscribed', unsubscribedAt: null },
      })
    }
    return { created: false }
  }
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: input.email, subscription: 'subscribed', status: 'new', ...meta },
    })
    return { created: true }
  } catch (error) {
    // Two sign-ups of one address at the same moment: the unique index keeps one, both succeed.
    if (await findSubscriber(payload, input.email)) return { created: false }
    throw error
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
