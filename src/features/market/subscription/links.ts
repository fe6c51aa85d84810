import type { Payload } from 'payload'

import { confirmSubscription, stopSubscription } from '@/features/leads'
import { siteUrl } from '@/lib/env'
import { matches, sign } from '@/lib/signature'

import type { ReportLead } from './emails'

type Purpose = 'report-subscription-confirm' | 'report-subscription-stop'

/** Signed over the sign-up's row and address: a link works only for the sign-up it was sent about. */
const signatureOf = (purpose: Purpose, id: string | number, email: string) =>
  sign(purpose, `${id}:${email.toLowerCase()}`)

const link = (path: string, purpose: Purpose, id: string | number, email: string) =>
  `${siteUrl()}${path}?${new URLSearchParams({ id: String(id), token: signatureOf(purpose, id, email) })}`

/** The confirmation email's link (GET asks, POST starts the monthly report). */
export const reportConfirmUrl = (id: string | number, email: string) =>
  link('/market-update/email/confirm', 'report-subscription-confirm', id, email)

/** Every monthly report's link: stop them (GET asks, POST stops, in one click from a mail client). */
export const reportStopUrl = (id: string | number, email: string) =>
  link('/market-update/email/stop', 'report-subscription-stop', id, email)

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs to the link. */
export const reportUnsubscribeHeaders = (id: string | number, email: string) => ({
  'List-Unsubscribe': `<${reportStopUrl(id, email)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The sign-up an email's link names (its `id` and `token`), if the signature is right. */
export async function reportLeadOfRequest(
  payload: Payload,
  purpose: Purpose,
  request: Request,
): Promise<ReportLead | null> {
  const query = new URL(request.url).searchParams
  const id = query.get('id')
  const token = query.get('token')
  if (!id || !/^\d{1,10}$/.test(id) || !token) return null
  const lead = await payload
    .findByID({ collection: 'report-subscriptions', id, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!lead) return null
  return matches(signatureOf(purpose, lead.id, lead.email), token)
    ? (lead as unknown as ReportLead)
    : null
}

/** The link's own path and query: where its page's button posts back to. */
export function linkPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** Starts a waiting sign-up (which tells the agent); true when this call started it. */
export const confirmReport = (payload: Payload, id: number | string) =>
  confirmSubscription(payload, 'report-subscriptions', id)

/** Stops the monthly report (once: a repeat keeps the first time). */
export const stopReport = (payload: Payload, id: number | string) =>
  stopSubscription(payload, 'report-subscriptions', id)
