import type { EmailMessage } from '@/lib/mail'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

import { formatDay, formatPrice } from '../figures'
import type { HeadlineFigure } from './headline'

/** A `report-subscriptions` document as the endpoint stores it. */
export type ReportLead = {
  id: string | number
  email: string
  name?: string | null
  area: string
  areaName: string
  subscription?: string | null
  consentText?: string | null
  confirmedAt?: string | null
  lastMonth?: string | null
  lastSentAt?: string | null
  figuresSent?: unknown
  salesThrough?: string | null
  listedThrough?: string | null
  reportsSent?: number | null
  sourceUrl?: string | null
  createdAt: string
}

/** A closed sale as the email lists it: closed sales have no page of their own. */
export type SoldHome = { address: string; town: string; price: number; closeDate: string }
/** A home new for sale, with its listing page. */
export type NewHome = { address: string; town: string; price: number | null; url: string }

export const reportPath = (lead: Pick<ReportLead, 'area'>) => `/market-update/${lead.area}`

/**
 * The double opt-in: sent to whatever address was typed, so it repeats nothing the visitor wrote
 * (the area in the site's words); whoever did not ask for it ignores it and hears nothing more.
 */
export function reportConfirmationEmail(
  lead: ReportLead,
  agent: AgentContext,
  url: string,
): EmailMessage {
  return {
    to: lead.email,
    subject: `Confirm your monthly ${lead.areaName} market report`,
    text: [
      `Someone, we hope you, asked ${agent.siteUrl} to email this address the ${lead.areaName} market report once a month, on the first weekday of the month.`,
      '',
      'To start the reports, open this link and confirm:',
      url,
      '',
      'If you did not ask for them, ignore this email: nothing will be sent.',
    ].join('\n'),
  }
}

/** The agent's notice, once the sign-up is confirmed. */
export function reportAgentEmail(lead: ReportLead, agent: AgentContext): EmailMessage {
  const who = lead.name || lead.email
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: `New market report sign-up: ${lead.areaName}`,
    text: [
      `${who} confirmed the monthly ${lead.areaName} market report by email.`,
      '',
      lines([
        ['Area', lead.areaName],
        ['Name', lead.name || 'Not given'],
        ['Email', lead.email],
        ['Received', receivedAt(lead.createdAt)],
        ['Page', lead.sourceUrl],
      ]),
      '',
      `The report: ${agent.siteUrl}${reportPath(lead)}`,
      `Reply to this email to write to ${who} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'report-subscriptions', lead.id)}`,
    ].join('\n'),
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The monthly report: the area's headline figures with what each counts and its change, the
 * homes that sold and the homes new for sale since the last email (the first report: since the
 * day its sign-up looked back to), and a one-click way to stop.
 */
export function monthlyReportEmail(
  lead: ReportLead,
  agent: AgentContext,
  report: { month: string; figures: HeadlineFigure[]; sold: SoldHome[]; listed: NewHome[] },
  stop: { url: string; headers: Record<string, string> },
): EmailMessage {
  const { figures, sold, listed } = report
  // The first report has no email before it: it counts from the day its sign-up looked back to.
  const since = (day: string | null | undefined) =>
    lead.reportsSent || !day ? 'since our last email' : `since ${formatDay(day)}`
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `${lead.areaName} market report, ${report.month}`,
    headers: stop.headers,
    text: [
      `The ${lead.areaName} market, ${report.month}:`,
      '',
      ...figures.flatMap((f) => [
        `${f.label}: ${f.value ?? 'not shown'}${f.change ? ` (${f.change})` : ''}`,
        `  ${f.counts}`,
      ]),
      '',
      sold.length
        ? `What sold: ${plural(sold.length, 'home', 'homes')} ${since(lead.salesThrough)}`
        : `What sold: no new closed sales ${since(lead.salesThrough)}`,
      ...sold.map(
        (s) =>
          `- ${s.address}, ${s.town}: ${formatPrice(s.price)}, closed ${formatDay(s.closeDate)}`,
      ),
      '',
      listed.length
        ? `New on the market: ${plural(listed.length, 'home', 'homes')} ${since(lead.listedThrough)}`
        : `New on the market: no new homes for sale ${since(lead.listedThrough)}`,
      ...listed.flatMap((h) => [
        `- ${h.address}, ${h.town}: ${h.price === null ? 'Price on request' : formatPrice(h.price)}`,
        `  ${h.url}`,
      ]),
      '',
      `The full report: ${agent.siteUrl}${reportPath(lead)}`,
      `Thinking of buying or selling? Reply to this email or call ${agent.agentName} at ${agent.agentPhone}.`,
      '',
      `Stop these emails: ${stop.url}`,
    ].join('\n'),
  }
}
