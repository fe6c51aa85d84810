import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import { matches, sign } from '@/lib/signature'

import { queuedOnConfirmation } from '../delivery/queueing'

/** Signed over the subscriber's row and address: a link works only for the address it went to. */
const signatureOf = (id: string | number, email: string) =>
  sign('newsletter-confirm', `${id}:${email.toLowerCase()}`)

/** The link in the confirmation email; it names the subscriber's row, never the address. */
export function confirmationUrl(id: string | number, email: string): string {
  const query = new URLSearchParams({ id: String(id), token: signatureOf(id, email) })
  return `${siteUrl()}/newsletter/confirm?${query}`
}

export type Confirmation = 'confirmed' | 'already' | 'invalid'

/**
 * Confirms the sign-up the link names. Only a sign-up waiting for confirmation turns into a
 * subscription (which queues the welcome and the agent's notice); a link that is changed, or
 * whose address has since unsubscribed, does nothing.
 */
export async function confirmSubscription(
  payload: Payload,
  id: string | null,
  token: string | null,
): Promise<Confirmation> {
  if (!id || !/^\d{1,10}$/.test(id)) return 'invalid'
  const subscriber = await payload
    .findByID({ collection: 'newsletter-subscribers', id, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!subscriber || !matches(signatureOf(subscriber.id, subscriber.email), token)) return 'invalid'
  if (subscriber.subscription === 'subscribed') return 'already'
  if (subscriber.subscription !== 'pending') return 'invalid'
  // Only while still waiting: of two confirmations at once, one subscribes and one finds it done.
  const { docs } = await payload.update({
    collection: 'newsletter-subscribers',
    where: { and: [{ id: { equals: subscriber.id } }, { subscription: { equals: 'pending' } }] },
    data: {
      subscription: 'subscribed',
      confirmedAt: new Date().toISOString(),
      ...queuedOnConfirmation(['agentEmail', 'visitorEmail']),
    },
  })
  if (!docs.length) return 'already'
  return 'confirmed'
}
