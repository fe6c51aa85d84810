import { createHmac } from 'node:crypto'

import type { FollowUpBossConfig, SmsConfig, WebhookConfig } from './config'
import type { LeadFacts } from './facts'

/** One HTTP request of a hand-off, ready to send. */
export type HandoffRequest = { url: string; headers: Record<string, string>; body: string }

/** Who sends: this site's name and address, as the receiver files the lead under. */
export type SiteIdentity = { name: string; url: string }

/** The header that carries the webhook's signature: `sha256=` and the HMAC of the body in hex. */
export const SIGNATURE_HEADER = 'X-Lead-Signature'
/** The same on every attempt of one delivery: a receiver keeps the first, drops repeats. */
export const DELIVERY_HEADER = 'X-Lead-Delivery'

const basic = (user: string, password = '') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

function splitName(name: string | undefined) {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (!parts.length) return {}
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') || undefined }
}

/**
 * "12 Lake Shore Dr, Sparta, NJ 07871" as Follow Up Boss's address fields; "Sparta, NJ" with its
 * `city` said apart is a home known by its town alone, with no street.
 */
function propertyOf(property: NonNullable<LeadFacts['property']>) {
  const parts = property.address.split(',').map((part) => part.trim())
  if (property.city && parts[0] === property.city) parts.unshift('')
  const [street, city, stateZip] = parts
  const [state, code] = (stateZip ?? '').split(/\s+/)
  return {
    street: street || undefined,
    city: city || undefined,
    state: state || undefined,
    code: code || undefined,
    mlsNumber: property.listingKey || undefined,
    price: property.price,
    url: property.url,
  }
}

/**
 * A lead as a Follow Up Boss event (POST /v1/events, basic auth with the API key as the user):
 * Follow Up Boss finds or creates the person, files the event under `source` and starts the
 * agent's action plans.
 */
export function followUpBossRequest(
  config: FollowUpBossConfig,
  lead: LeadFacts,
  site: SiteIdentity,
  /** Follow Up Boss's event type for the lead's kind (its lead type says which). */
  type: string,
): HandoffRequest {
  const event = {
    source: new URL(site.url).hostname,
    system: site.name,
    type,
    message: lead.message,
    description: lead.label,
    occurredAt: lead.createdAt,
    person: {
      ...splitName(lead.name),
      emails: [{ value: lead.email }],
      ...(lead.phone ? { phones: [{ value: lead.phone }] } : {}),
      // The agent's action plans can leave alone a visitor who declined follow-up.
      tags: [lead.label, ...(lead.consent?.allowFollowUp === false ? ['No follow-up wanted'] : [])],
    },
    ...(lead.property ? { property: propertyOf(lead.property) } : {}),
    ...(lead.sourceUrl ? { pageUrl: lead.sourceUrl } : {}),
  }
  return {
    url: `${config.apiUrl}/events`,
    headers: { authorization: basic(config.apiKey), 'content-type': 'application/json' },
    body: JSON.stringify(event),
  }
}

/** The signature a receiver recomputes over the body it got, with the shared secret. */
export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** A lead as JSON for Zapier, Make or a brokerage system, signed with the shared secret. */
export function webhookRequest(
  config: WebhookConfig,
  lead: LeadFacts,
  site: SiteIdentity,
  deliveryId: string,
): HandoffRequest {
  const body = JSON.stringify({ event: 'lead.created', site: site.url, lead })
  return {
    url: config.url,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER.toLowerCase()]: signature(config.secret, body),
      [DELIVERY_HEADER.toLowerCase()]: deliveryId,
    },
    body,
  }
}

/** "(973) 555-0142" for a ten-digit North American number; anything else as typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : phone
}

/** "Jane D." from "Jane Doe": enough for the agent to know who, on a lock screen. */
function shortName(name: string | undefined) {
  const { firstName, lastName } = splitName(name)
  if (!firstName) return undefined
  return lastName ? `${firstName} ${lastName[0]!.toUpperCase()}.` : firstName
}

/** The text to the agent: "New showing request: 12 Lake Shore Dr, Jane D., (973) 555-0142". */
export function smsText(lead: LeadFacts): string {
  const parts = [
    lead.property?.address.split(',')[0]?.trim(),
    shortName(lead.name),
    lead.phone ? formatPhone(lead.phone) : lead.email,
  ].filter(Boolean)
  return `New ${lead.label.toLowerCase()}: ${parts.join(', ')}`
}

/**
 * The text as a form post in Twilio's Messages API shape (To, From, Body), basic auth from
 * SMS_WEBHOOK_AUTH ("user:password", for Twilio the account SID and auth token). Other providers
 * take the same through their Twilio-compatible endpoint or a small relay.
 */
export function smsRequest(config: SmsConfig, lead: LeadFacts): HandoffRequest {
  const form = new URLSearchParams({ To: config.to, Body: smsText(lead) })
  if (config.from) form.set('From', config.from)
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (config.auth) {
    const at = config.auth.indexOf(':')
    headers.authorization =
      at < 0 ? basic(config.auth) : basic(config.auth.slice(0, at), config.auth.slice(at + 1))
  }
  return { url: config.url, headers, body: form.toString() }
}
