import type { Payload } from 'payload'

import { confirmSubscription, stopSubscription } from '@/features/leads'
import { siteUrl } from '@/lib/env'
import { matches, sign } from '@/lib/signature'

/** Signed over the alert's row and address: a link works only for the alert it was sent about. */
const signatureOf = (purpose: string, id: string | number, email: string) =>
  sign(purpose, `${id}:${email.toLowerCase()}`)

const link = (path: string, purpose: string, id: string | number, email: string) =>
  `${siteUrl()}${path}?${new URLSearchParams({ id: String(id), token: signatureOf(purpose, id, email) })}`

/** The confirmation email's link (GET asks, POST starts the alert). */
export const alertConfirmUrl = (id: string | number, email: string) =>
  link('/alerts/confirm', 'alert-confirm', id, email)

/** Every alert email's link: see, change or stop the alert (POST stops it in one click). */
export const alertManageUrl = (id: string | number, email: string) =>
  link('/alerts/manage', 'alert-manage', id, email)

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export const alertUnsubscribeHeaders = (id: string | number, email: string) => ({
  'List-Unsubscribe': `<${alertManageUrl(id, email)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

type Purpose = 'alert-confirm' | 'alert-manage'

/** The alert an email's link names (its `id` and `token` in the query), if the signature is right. */
export async function alertOfRequest(payload: Payload, purpose: Purpose, request: Request) {
  const query = new URL(request.url).searchParams
  return alertOfLink(payload, purpose, query.get('id'), query.get('token'))
}

/** The link's own path and query: where its page's buttons post back to. */
export function linkPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

async function alertOfLink(
  payload: Payload,
  purpose: Purpose,
  id: string | null,
  token: string | null,
) {
  if (!id || !/^\d{1,10}$/.test(id) || !token) return null
  const alert = await payload
    .findByID({ collection: 'search-alerts', id, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!alert || !matches(signatureOf(purpose, alert.id, alert.email), token)) return null
  return alert
}

/** How many other waiting alerts a confirmation page offers to start, newest first. */
const WAITING_SHOWN = 20

/**
 * The address's other alerts waiting for confirmation, each with the path of its own signed
 * confirmation link: an address gets one confirmation email a day, so its page starts the
 * sign-ups that came after it. Whoever opens it holds a link sent to that address.
 */
export async function waitingAlerts(
  payload: Payload,
  alert: { id: number | string; email: string },
): Promise<{ label: string; action: string }[]> {
  const { docs } = await payload.find({
    collection: 'search-alerts',
    where: {
      and: [
        { email: { equals: alert.email } },
        { subscription: { equals: 'pending' } },
        { id: { not_equals: alert.id } },
      ],
    },
    sort: '-createdAt',
    limit: WAITING_SHOWN,
    depth: 0,
  })
  return docs.map((other) => {
    const url = new URL(alertConfirmUrl(other.id, other.email))
    return { label: other.searchLabel, action: `${url.pathname}${url.search}` }
  })
}

/** Starts a waiting alert (which tells the agent); true when this call started it. */
export const confirmAlert = (payload: Payload, id: number | string) =>
  confirmSubscription(payload, 'search-alerts', id)

/** Stops an alert (once: a repeat keeps the first time). */
export const stopAlert = (payload: Payload, id: number | string) =>
  stopSubscription(payload, 'search-alerts', id)
