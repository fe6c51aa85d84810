import type { EmailMessage } from '@/lib/mail'

import { type AgentContext, lines, receivedAt, studioLink } from './shared'

export type SubscriberLead = {
  id: string | number
  email: string
  subscription?: string | null
  sourceUrl?: string | null
  createdAt: string
}

export function subscriberAgentEmail(lead: SubscriberLead, agent: AgentContext): EmailMessage {
  return {
    to: agent.agentEmail,
    subject: `New newsletter subscriber: ${lead.email}`,
    text: [
      `${lead.email} subscribed to your newsletter on the website.`,
      '',
      lines([
        ['Email', lead.email],
        ['Received', receivedAt(lead.createdAt)],
        ['Page', lead.sourceUrl],
      ]),
      '',
      `Open it in the studio: ${studioLink(agent.siteUrl, 'newsletter-subscribers', lead.id)}`,
    ].join('\n'),
  }
}

/**
 * The double opt-in: sent to whatever address was typed into the sign-up form, so it carries
 * nothing the visitor wrote in its text; whoever did not ask for it ignores it.
 */
export function confirmationEmail(
  lead: SubscriberLead,
  agent: AgentContext,
  url: string,
): EmailMessage {
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `Please confirm your subscription to ${agent.agentName}'s newsletter`,
    text: [
      `Someone asked to receive ${agent.agentName}'s monthly newsletter at this address, on`,
      `${agent.siteUrl}.`,
      '',
      'To confirm the subscription, open this link:',
      url,
      '',
      'If it was not you, ignore this email: you will not be subscribed and will not hear from',
      'us again.',
    ].join('\n'),
  }
}

/** The subscriber's welcome, with the signed one-click unsubscribe link (and its headers). */
export function welcomeEmail(
  lead: SubscriberLead,
  agent: AgentContext,
  unsubscribe: { url: string; headers: Record<string, string> },
): EmailMessage {
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `Welcome to ${agent.agentName}'s newsletter`,
    headers: unsubscribe.headers,
    text: [
      'Thank you for subscribing!',
      '',
      `Once a month, ${agent.agentName} sends curated insights on luxury properties, market`,
      'trends and exclusive opportunities in Sussex and Warren counties, New Jersey.',
      'Your first newsletter will arrive soon.',
      '',
      `Questions? Reply to this email or call ${agent.agentPhone}.`,
      '',
      '--',
      `You receive this because ${lead.email} signed up at ${agent.siteUrl}.`,
      `Unsubscribe with one click: ${unsubscribe.url}`,
    ].join('\n'),
  }
}
