import type { Payload } from 'payload'

import { confirmSubscription, stopSubscription } from '@/features/leads'
import { siteUrl } from '@/lib/env'
import { matches, sign } from '@/lib/signature'

/** Signed over the lead's row and address: a link works only for the lead it was sent about. */
const signatureOf = (purpose: Purpose, id: string | number, email: string) =>
  sign(purpose, `${id}:${email.toLowerCase()}`)

type Purpose = 'seller-updates-confirm' | 'seller-updates-stop'

const link = (path: string, purpose: Purpose, id: string | number, email: string) =>
  `${siteUrl()}${path}?${new URLSearchParams({ id: String(id), token: signatureOf(purpose, id, email) })}`

/** The confirmation email's link (GET asks, POST starts the updates). */
export const sellerConfirmUrl = (id: string | number, email: string) =>
  link('/home-value/confirm', 'seller-updates-confirm', id, email)

/** Every value update's link: stop them (GET asks, POST stops, in one click from a mail client). */
export const sellerStopUrl = (id: string | number, email: string) =>
  link('/home-value/stop', 'seller-updates-stop', id, email)

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export const sellerUnsubscribeHeaders = (id: string | number, email: string) => ({
  'List-Unsubscribe': `<${sellerStopUrl(id, email)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The sign-up an email's link names (its `id` and `token`), if the signature is right. */
export async function sellerLeadOfRequest(payload: Payload, purpose: Purpose, request: Request) {
  const query = new URL(request.url).searchParams
  const id = query.get('id')
  const token = query.get('token')
  if (!id || !/^\d{1,10}$/.test(id) || !token) return null
  const lead = await payload
    .findByID({ collection: 'seller-leads', id, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!lead || lead.kind !== 'updates') return null
  return matches(signatureOf(purpose, lead.id, lead.email), token) ? lead : null
}

/** The link's own path and query: where its page's button posts back to. */
export function linkPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** Starts waiting value updates (which tells the agent); true when this call started them. */
export const confirmUpdates = (payload: Payload, id: number | string) =>
  confirmSubscription(payload, 'seller-leads', id)

/** Stops value updates (once: a repeat keeps the first time). */
export const stopUpdates = (payload: Payload, id: number | string) =>
  stopSubscription(payload, 'seller-leads', id)
