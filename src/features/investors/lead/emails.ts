import type { EmailMessage } from '@/lib/mail'
import { formatLumpSum } from '@/lib/money'
import { agentTime } from '@/lib/timeZone'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

import type { InvestmentSnapshot } from '../numbers'
import { assumptionRows, resultRows } from './figures'

/** An `investment-inquiries` document as the endpoint stores it. */
export type InvestmentLead = {
  id: string | number
  name: string
  email: string
  phone: string
  message?: string | null
  allowFollowUp?: boolean | null
  consentText?: string | null
  listingKey?: string | null
  listingAddress: string
  listingPrice?: number | null
  listingUrl: string
  snapshot: InvestmentSnapshot
  sourceUrl?: string | null
  createdAt: string
}

/** "November 27, 2026": the day the visitor sent the figures, in New Jersey. */
export const sawOn = (lead: Pick<InvestmentLead, 'createdAt'>) =>
  agentTime(lead.createdAt, { dateStyle: 'long' })

/** The figures as the agent reads them: the results, then what they rest on. */
export function figuresText(lead: Pick<InvestmentLead, 'snapshot' | 'createdAt'>): string {
  const { snapshot } = lead
  return [
    `The figures as the visitor saw them on ${sawOn(lead)}:`,
    lines(resultRows(snapshot)),
    '',
    'Resting on:',
    lines(assumptionRows(snapshot.assumptions, snapshot.rentSource)),
  ].join('\n')
}

/** The agent's notice, its subject naming the home and the cap rate the visitor saw. */
export function investmentAgentEmail(lead: InvestmentLead, agent: AgentContext): EmailMessage {
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: `New investment question: ${lead.listingAddress}`,
    text: [
      `${lead.name} asked about ${lead.listingAddress} as an investment.`,
      '',
      lines([
        ['Home', lead.listingAddress],
        ['Price', lead.listingPrice ? formatLumpSum(lead.listingPrice) : null],
        ['Listing', lead.listingUrl],
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Follow-up on other homes', lead.allowFollowUp ? 'Yes' : 'No'],
        ['Received', receivedAt(lead.createdAt)],
      ]),
      '',
      ...(lead.message ? ['Question:', lead.message] : ['No question written: the figures below.']),
      '',
      figuresText(lead),
      '',
      `Reply to this email to answer ${lead.name} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'investment-inquiries', lead.id)}`,
    ].join('\n'),
  }
}
