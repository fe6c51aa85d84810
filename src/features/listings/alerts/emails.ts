import type { EmailMessage } from '@/lib/mail'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

import { ALERT_FREQUENCIES, type AlertFrequency } from './rules'

/** A `search-alerts` document as the endpoint stores it. */
export type AlertLead = {
  id: string | number
  email: string
  name?: string | null
  phone?: string | null
  search?: string | null
  searchLabel: string
  frequency: AlertFrequency
  subscription?: string | null
  sourceUrl?: string | null
  createdAt: string
}

/** A home an alert reports: new on the market, or its price lowered. */
export type AlertHome = {
  kind: 'new' | 'reduced'
  address: string
  price: string
  /** For a reduction, the price before. */
  was?: string
  url: string
}

const searchUrl = (agent: AgentContext, lead: AlertLead) =>
  `${agent.siteUrl}/listings/search${lead.search ? `?${lead.search}` : ''}`

/** One line, as a subject needs. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The double opt-in: sent to whatever address was typed, so it repeats nothing the visitor
 * wrote (the search in the site's words, label.ts); whoever did not ask for it ignores it and
 * hears nothing more. An address gets one a day; its link's page starts the later ones too.
 */
export function alertConfirmationEmail(
  lead: AlertLead,
  agent: AgentContext,
  url: string,
): EmailMessage {
  return {
    to: lead.email,
    subject: 'Confirm your home alert',
    text: [
      `Someone, we hope you, asked ${agent.siteUrl} to email this address about new homes for this search: ${lead.searchLabel}.`,
      '',
      `To start the alert, open this link and confirm:`,
      url,
      '',
      'Alerts asked for this address later today are listed on the same page, to start there.',
      'If you did not ask for it, ignore this email: nothing will be sent.',
    ].join('\n'),
  }
}

/** The agent hears of an alert once its owner has confirmed it: a buyer with a search. */
export function alertAgentEmail(lead: AlertLead, agent: AgentContext): EmailMessage {
  const who = lead.name || lead.email
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: `New search alert from ${who}: ${oneLine(lead.searchLabel)}`,
    text: [
      `${who} confirmed an alert for new homes and price reductions.`,
      '',
      lines([
        ['Search', lead.searchLabel],
        ['Search page', searchUrl(agent, lead)],
        ['How often', ALERT_FREQUENCIES[lead.frequency]],
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Received', receivedAt(lead.createdAt)],
      ]),
      '',
      `Reply to this email to write to ${who} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'search-alerts', lead.id)}`,
    ].join('\n'),
  }
}

/** The alert itself: the homes new or reduced since the last one, and how to change or stop it. */
export function alertEmail(
  lead: AlertLead,
  agent: AgentContext,
  homes: AlertHome[],
  manage: { url: string; headers: Record<string, string> },
): EmailMessage {
  const fresh = homes.filter((h) => h.kind === 'new')
  const reduced = homes.filter((h) => h.kind === 'reduced')
  const list = (items: AlertHome[]) =>
    items.flatMap((h) => [`${h.address}: ${h.price}${h.was ? ` (was ${h.was})` : ''}`, h.url, ''])
  const count = homes.length
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `${count} ${count === 1 ? 'home' : 'homes'} for your search: ${oneLine(lead.searchLabel)}`,
    headers: manage.headers,
    text: [
      `New for your search (${lead.searchLabel}):`,
      '',
      ...(fresh.length ? ['Just listed:', '', ...list(fresh)] : []),
      ...(reduced.length ? ['Price reduced:', '', ...list(reduced)] : []),
      `See every home for this search: ${searchUrl(agent, lead)}`,
      `To see one in person, reply to this email or call ${agent.agentName} at ${agent.agentPhone}.`,
      '',
      `Change or stop this alert: ${manage.url}`,
    ].join('\n'),
  }
}
