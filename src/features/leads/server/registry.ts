import { fromAddress, type EmailMessage } from '@/lib/mail'
import { siteUrl } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

import type { EmailSlot } from './constants'

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
