import type { EmailMessage } from '@/lib/mail'

import { type AgentContext, lines, receivedAt, studioLink } from './shared'

export type ContactLead = {
  id: string | number
  name: string
  email: string
  phone: string
  message: string
  sourceUrl?: string | null
  createdAt: string
}

/** The agent's notice of a contact message: who, how to reach them, what they wrote. */
export function contactAgentEmail(lead: ContactLead, agent: AgentContext): EmailMessage {
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: `New contact message from ${lead.name}`,
    text: [
      `${lead.name} sent a message through the website.`,
      '',
      lines([
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Received', receivedAt(lead.createdAt)],
        ['Page', lead.sourceUrl],
      ]),
      '',
      'Message:',
      lead.message,
      '',
      `Reply to this email to answer ${lead.name} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'contact-messages', lead.id)}`,
    ].join('\n'),
  }
}
