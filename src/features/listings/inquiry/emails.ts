import type { EmailMessage } from '@/lib/mail'
import { formatLumpSum } from '@/lib/money'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

/** A `listing-inquiries` document as the endpoint stores it. */
export type InquiryLead = {
  id: string | number
  kind: 'showing' | 'question'
  name: string
  email: string
  phone: string
  preferredTimes?: string | null
  message?: string | null
  allowFollowUp?: boolean | null
  listingAddress: string
  listingPrice?: number | null
  listingUrl: string
  sourceUrl?: string | null
  createdAt: string
}

/** The agent's notice, its subject naming the home: the lead an agent answers first. */
export function inquiryAgentEmail(lead: InquiryLead, agent: AgentContext): EmailMessage {
  const showing = lead.kind === 'showing'
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: showing
      ? `New showing request: ${lead.listingAddress}`
      : `New question about ${lead.listingAddress}`,
    text: [
      showing
        ? `${lead.name} would like to see ${lead.listingAddress}.`
        : `${lead.name} has a question about ${lead.listingAddress}.`,
      '',
      lines([
        ['Home', lead.listingAddress],
        ['Price', lead.listingPrice ? formatLumpSum(lead.listingPrice) : null],
        ['Listing', lead.listingUrl],
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Preferred times', lead.preferredTimes],
        ['Follow-up on other homes', lead.allowFollowUp ? 'Yes' : 'No'],
        ['Received', receivedAt(lead.createdAt)],
      ]),
      ...(lead.message ? ['', 'Message:', lead.message] : []),
      '',
      `Reply to this email to answer ${lead.name} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'listing-inquiries', lead.id)}`,
    ].join('\n'),
  }
}
