import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import { matches, sign } from '@/lib/signature'

/** The address's signature: only someone who received the email can unsubscribe it. */
const signatureOf = (email: string) => sign('newsletter-unsubscribe', email.toLowerCase())

export const isUnsubscribeSignature = (email: string, candidate: string) =>
  matches(signatureOf(email), candidate)

/** The one-click link in every newsletter email (GET confirms, POST unsubscribes). */
export function unsubscribeUrl(email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), token: signatureOf(email) })
  return `${siteUrl()}/unsubscribe?${query}`
}

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(email: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** Marks the address unsubscribed (once; a repeat keeps the first time). Unknown: nothing to do. */
export async function unsubscribe(payload: Payload, email: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
  })
  const subscriber = docs[0]
  if (!subscriber || subscriber.subscription === 'unsubscribed') return
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { subscription: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
  })
}
