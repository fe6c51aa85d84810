import type { Payload } from 'payload'

import { fromAddress, type EmailMessage } from '@/lib/mail'
import { siteUrl } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

import type { DeliverySlot, EmailSlot } from './constants'

import { contactAgentEmail, type ContactLead } from '@/features/leads/emails/contact'
import {
  mortgageAgentEmail,
  mortgageBreakdownEmail,
  type MortgageLead,
} from '@/features/mortgage/lead/emails'
import {
  confirmationEmail,
  subscriberAgentEmail,
  welcomeEmail,
  type SubscriberLead,
} from '@/features/leads/emails/newsletter'
import { confirmationUrl } from '@/features/leads/newsletter/confirmation'
import { inquiryAgentEmail, type InquiryLead } from '@/features/listings/inquiry/emails'
import {
  alertAgentEmail,
  alertConfirmationEmail,
  type AlertLead,
} from '@/features/listings/alerts/emails'
import { alertConfirmUrl } from '@/features/listings/alerts/links'
import {
  savedHomesAgentEmail,
  savedHomesVisitorEmail,
  type SavedHomesLead,
} from '@/features/listings/saved/emails'
import type { AgentContext } from '@/features/leads/emails/shared'
import { unsubscribeHeaders, unsubscribeUrl } from '@/features/leads/newsletter/unsubscribe'
import {
  configuredHandoffs,
  HANDOFF_SLOTS,
  handoffsFor,
  parseHandoffName,
  sendHandoff,
  type HandoffName,
} from '@/features/leads/handoff/deliveries'

export type { EmailSlot }

type LeadEmail = {
  collection: string
  slot: EmailSlot
  render: (lead: never, agent: AgentContext) => EmailMessage
  /** Checked when the email is about to go: false when the lead moved on since it was queued. */
  stillWanted?: (lead: never) => boolean
}

/**
 * Every email a lead can trigger. A lead collection lists the ones it sends in its
 * queueLeadEmails hook; the send task looks the renderer up here by name.
 */
const emails = {
  'contact-agent': {
    collection: 'contact-messages',
    slot: 'agentEmail',
    render: (lead: ContactLead, agent) => contactAgentEmail(lead, agent),
  },
  'subscriber-confirm': {
    collection: 'newsletter-subscribers',
    slot: 'confirmationEmail',
    stillWanted: (lead: SubscriberLead) => lead.subscription === 'pending',
    render: (lead: SubscriberLead, agent) =>
      confirmationEmail(lead, agent, confirmationUrl(lead.id, lead.email)),
  },
  'subscriber-agent': {
    collection: 'newsletter-subscribers',
    slot: 'agentEmail',
    render: (lead: SubscriberLead, agent) => subscriberAgentEmail(lead, agent),
  },
  'subscriber-welcome': {
    collection: 'newsletter-subscribers',
    slot: 'visitorEmail',
    stillWanted: (lead: SubscriberLead) => lead.subscription === 'subscribed',
    render: (lead: SubscriberLead, agent) =>
      welcomeEmail(lead, agent, {
        url: unsubscribeUrl(lead.email),
        headers: unsubscribeHeaders(lead.email),
      }),
  },
  'mortgage-agent': {
    collection: 'mortgage-leads',
    slot: 'agentEmail',
    render: (lead: MortgageLead, agent) => mortgageAgentEmail(lead, agent),
  },
  'mortgage-breakdown': {
    collection: 'mortgage-leads',
    slot: 'visitorEmail',
    render: (lead: MortgageLead, agent) => mortgageBreakdownEmail(lead, agent),
  },
  'inquiry-agent': {
    collection: 'listing-inquiries',
    slot: 'agentEmail',
    render: (lead: InquiryLead, agent) => inquiryAgentEmail(lead, agent),
  },
  'saved-homes-visitor': {
    collection: 'saved-home-lists',
    slot: 'visitorEmail',
    render: (lead: SavedHomesLead, agent) => savedHomesVisitorEmail(lead, agent),
  },
  'saved-homes-agent': {
    collection: 'saved-home-lists',
    slot: 'agentEmail',
    render: (lead: SavedHomesLead, agent) => savedHomesAgentEmail(lead, agent),
  },
  'alert-confirm': {
    collection: 'search-alerts',
    slot: 'confirmationEmail',
    stillWanted: (lead: AlertLead) => lead.subscription === 'pending',
    render: (lead: AlertLead, agent) =>
      alertConfirmationEmail(lead, agent, alertConfirmUrl(lead.id, lead.email)),
  },
  'alert-agent': {
    collection: 'search-alerts',
    slot: 'agentEmail',
    render: (lead: AlertLead, agent) => alertAgentEmail(lead, agent),
  },
} satisfies Record<string, LeadEmail>

export type LeadEmailName = keyof typeof emails
export const LEAD_EMAILS: Record<LeadEmailName, LeadEmail> = emails

export const isLeadEmailName = (name: string): name is LeadEmailName => name in LEAD_EMAILS

/** The agent as the site settings say now (not as cached pages show it). */
export function agentContext(settings: SiteSetting): AgentContext {
  return {
    agentName: settings.agentName,
    agentEmail: settings.email,
    agentPhone: settings.phone,
    siteUrl: siteUrl(),
  }
}

export const senderOf = (agent: AgentContext) => fromAddress(agent.agentName)

/** Anything queued for a lead: one of its emails, or a hand-off to the CRM, a webhook or a phone. */
export type DeliveryName = LeadEmailName | HandoffName

/** How one delivery of a lead goes out, and where on the lead its state is kept. */
export type Delivery = {
  collection: string
  slot: DeliverySlot
  stillWanted?: (lead: never) => boolean
  /**
   * Sends it; resolves with what the receiving server said. `key` is the same on every attempt of
   * one queued delivery (a Message-ID, an idempotency header), so a repeat after a crash shows once.
   */
  send: (
    lead: never,
    context: { payload: Payload; agent: AgentContext; key: string },
  ) => Promise<string>
}

function emailDelivery(email: LeadEmail): Delivery {
  return {
    ...email,
    send: async (lead, { payload, agent, key }) => {
      const message = email.render(lead, agent)
      const messageId = `<${key}@${new URL(agent.siteUrl).hostname}>`
      return String(await payload.sendEmail({ ...message, from: senderOf(agent), messageId }))
    },
  }
}

/** The delivery a job names, or undefined for a name this version does not know. */
export function deliveryOf(name: string): Delivery | undefined {
  if (isLeadEmailName(name)) return emailDelivery(LEAD_EMAILS[name])
  const handoff = parseHandoffName(name)
  if (!handoff) return undefined
  const { target, collection } = handoff
  return {
    collection,
    slot: HANDOFF_SLOTS[target],
    // A sign-up that unsubscribed before its hand-off went is not handed over any more.
    stillWanted: (lead: { subscription?: string | null }) =>
      collection === 'newsletter-subscribers'
        ? lead.subscription === 'subscribed'
        : collection === 'search-alerts'
          ? lead.subscription === 'active'
          : true,
    send: (lead: { id: string | number; createdAt: string }, { agent }) =>
      sendHandoff(target, collection, lead, { name: agent.agentName, url: agent.siteUrl }),
  }
}

/**
 * What is queued with `emails` for a lead of `collection`: the emails, and with the agent's
 * notice the configured hand-offs (a lead reaches the CRM and the agent's phone when it reaches
 * the agent's inbox: a newsletter sign-up once confirmed).
 */
export function withHandoffs(collection: string, emails: readonly LeadEmailName[]): DeliveryName[] {
  const toAgent = emails.some((name) => LEAD_EMAILS[name].slot === 'agentEmail')
  return toAgent ? [...emails, ...handoffsFor(collection)] : [...emails]
}

/** Every delivery a lead may be waiting for now: each email, each configured hand-off. */
export function watchedDeliveries(): [DeliveryName, Delivery][] {
  const names: DeliveryName[] = [
    ...(Object.keys(LEAD_EMAILS) as LeadEmailName[]),
    ...configuredHandoffs(),
  ]
  return names.map((name) => [name, deliveryOf(name)!])
}
