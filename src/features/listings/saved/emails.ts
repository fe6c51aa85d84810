import type { EmailMessage } from '@/lib/mail'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

/** A `saved-home-lists` document as the endpoint stores it. */
export type SavedHomesLead = {
  id: string | number
  name: string
  email: string
  phone?: string | null
  allowFollowUp?: boolean | null
  homeCount: number
  /** Each home as address, price and page on three lines, homes apart by an empty line. */
  homes: string
  sourceUrl?: string | null
  createdAt: string
  /** No state: held back, the address had its homes emailed in the last day. */
  visitorEmail?: { state?: string | null } | null
}

const homesWord = (n: number) => (n === 1 ? 'home' : 'homes')

/**
 * The visitor's copy: the homes they saved, each with its page, and who to call. Sent to whatever
 * address was typed, so it carries the site's words and the homes (address, price, page, as the
 * site stored them) and nothing else the visitor wrote: no name, no phone.
 */
export function savedHomesVisitorEmail(lead: SavedHomesLead, agent: AgentContext): EmailMessage {
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `Your ${lead.homeCount} saved ${homesWord(lead.homeCount)}`,
    text: [
      'Hello,',
      '',
      `Here ${lead.homeCount === 1 ? 'is the home' : `are the ${lead.homeCount} homes`} saved on ${agent.siteUrl} and sent to this address:`,
      '',
      lead.homes,
      '',
      `To see one in person, reply to this email or call ${agent.agentName} at ${agent.agentPhone}.`,
      'If you did not ask for this list, you can ignore this email: nothing more will be sent.',
    ].join('\n'),
  }
}

/** The agent's notice: who saved which homes, to follow up on. */
export function savedHomesAgentEmail(lead: SavedHomesLead, agent: AgentContext): EmailMessage {
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: `New lead: ${lead.name} saved ${lead.homeCount} ${homesWord(lead.homeCount)}`,
    text: [
      `${lead.name} asked for the ${homesWord(lead.homeCount)} they saved to be emailed to them.`,
      ...(lead.visitorEmail?.state
        ? []
        : ['This address had saved homes emailed in the last day, so no email went to it now.']),
      '',
      lines([
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['Follow-up', lead.allowFollowUp ? 'Yes' : 'No'],
        ['Received', receivedAt(lead.createdAt)],
      ]),
      '',
      'Homes:',
      '',
      lead.homes,
      '',
      `Reply to this email to write to ${lead.name} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'saved-home-lists', lead.id)}`,
    ].join('\n'),
  }
}
