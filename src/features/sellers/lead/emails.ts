import { calendarDay } from '@/lib/dates'
import type { EmailMessage } from '@/lib/mail'
import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

import { HOME_TYPES } from '../valuation/facts'
import { CONFIDENCE_LABELS, money } from '../valuation/text'
import { factsLine, homeValuePath, homeWords, type SellerLead } from './home'
import { TIME_FRAMES, type ConsentChannel } from './rules'

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No')

const estimateLine = ({ estimate }: SellerLead) =>
  `${money(estimate.value)} (likely ${money(estimate.low)} to ${money(estimate.high)}, ` +
  `${CONFIDENCE_LABELS[estimate.confidence].toLowerCase()}), on ${calendarDay(estimate.asOf)}`

/** The sales the visitor saw, one line each, numbered as the page numbered them. */
const comparableLines = ({ estimate }: SellerLead) =>
  estimate.comparables.map(
    (c, i) =>
      `${i + 1}. ${c.address}: sold ${calendarDay(c.closeDate)} for ${money(c.price)}, ` +
      `adjusted ${money(c.adjusted)}, ${c.miles.toFixed(1)} mi away`,
  )

const consentLine = (lead: SellerLead, channel: ConsentChannel) =>
  yesNo(lead[`consent${channel[0]!.toUpperCase()}${channel.slice(1)}` as 'consentEmail'])

/**
 * The agent's notice: who, what they asked for, the home and the estimate they saw with every
 * sale it compared, and how they agreed to be contacted. A sign-up for value updates reaches the
 * agent once its owner has confirmed it.
 */
export function sellerAgentEmail(lead: SellerLead, agent: AgentContext): EmailMessage {
  const review = lead.kind === 'review'
  const url = `${agent.siteUrl}${homeValuePath(lead.home)}`
  return {
    to: agent.agentEmail,
    replyTo: lead.email,
    subject: review
      ? `New seller lead: review of ${lead.homeLine} (${money(lead.estimate.value)})`
      : `New seller sign-up: value updates for ${lead.homeLine}`,
    text: [
      review
        ? `${lead.name} would like you to review the home-value estimate of ${lead.homeLine}.`
        : `${lead.name} confirmed monthly emails when the value of ${lead.homeLine} may change.`,
      '',
      lines([
        ['Home', lead.homeLine],
        ['County', lead.home.county],
        ['Facts', factsLine(lead.home)],
        ['Estimate', estimateLine(lead)],
        ['Time frame', lead.timeFrame ? TIME_FRAMES[lead.timeFrame] : 'Not said'],
        ['Name', lead.name],
        ['Email', lead.email],
        ['Phone', lead.phone],
        ['May email', consentLine(lead, 'email')],
        ['May call', consentLine(lead, 'calls')],
        ['May text', consentLine(lead, 'texts')],
        ['Received', receivedAt(lead.createdAt)],
        ['Page', lead.sourceUrl],
      ]),
      '',
      `The ${lead.estimate.comparables.length} sales the estimate compared:`,
      ...comparableLines(lead),
      '',
      `The same estimate, made again today: ${url}`,
      `Reply to this email to write to ${lead.name} directly.`,
      `Open it in the studio: ${studioLink(agent.siteUrl, 'seller-leads', lead.id)}`,
    ].join('\n'),
  }
}

/**
 * The double opt-in of value updates: sent to whatever address was typed, so it repeats nothing
 * the visitor wrote (the kind of home and the town, as the site names them); whoever did not ask
 * for it ignores it and hears nothing more.
 */
export function sellerConfirmationEmail(
  lead: SellerLead,
  agent: AgentContext,
  url: string,
): EmailMessage {
  return {
    to: lead.email,
    subject: 'Confirm your home value updates',
    text: [
      `Someone, we hope you, asked ${agent.siteUrl} to email this address when the value of a ${homeWords(lead.home)} may have changed: at most once a month, and only when homes like it have sold nearby.`,
      '',
      'To start the updates, open this link and confirm:',
      url,
      '',
      'If you did not ask for them, ignore this email: nothing will be sent.',
    ].join('\n'),
  }
}

/** A closed sale near the home, as a value update lists it. */
export type NearbySale = {
  address: string
  closeDate: string
  price: number
  facts: string
  miles: number
}

/**
 * A value update: the homes like the seller's that sold nearby since the last one, a link to a
 * fresh estimate, and a one-click way to stop them.
 */
export function sellerUpdateEmail(
  lead: SellerLead,
  agent: AgentContext,
  sales: NearbySale[],
  stop: { url: string; headers: Record<string, string> },
): EmailMessage {
  const count = sales.length
  const kind = HOME_TYPES[lead.home.type].toLowerCase()
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `${count} new ${count === 1 ? 'sale' : 'sales'} near your home in ${lead.home.place}`,
    headers: stop.headers,
    text: [
      `${count === 1 ? 'One' : count} ${count === 1 ? kind : `${kind}s`} sold within ${lead.home.radiusMiles} mi of ${lead.homeLine} since we last wrote:`,
      '',
      ...sales.flatMap((s) => [
        `${s.address}: sold ${calendarDay(s.closeDate)} for ${money(s.price)}, ${s.miles.toFixed(1)} mi away`,
        s.facts,
        '',
      ]),
      `Your estimate was ${money(lead.estimate.value)} on ${calendarDay(lead.estimate.asOf)}. See what these sales make of it today:`,
      `${agent.siteUrl}${homeValuePath(lead.home)}`,
      '',
      `Thinking of selling? Reply to this email or call ${agent.agentName} at ${agent.agentPhone}.`,
      '',
      `Stop these emails: ${stop.url}`,
    ].join('\n'),
  }
}

/** The channels a seller agreed to, in words, for the hand-offs' message. */
export const channelWords = (channels: ConsentChannel[]) =>
  channels.length ? `May be contacted by ${channels.join(', ')}.` : 'Agreed to no follow-up.'
