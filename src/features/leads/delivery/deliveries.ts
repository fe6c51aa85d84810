import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import { fromAddress } from '@/lib/mail'
import type { SiteSetting } from '@/payload-types'

import { configuredTargets, type HandoffTarget } from '../handoff/config'
import { HANDOFF_SLOTS, handoffName, parseHandoffName, sendHandoff } from '../handoff/deliveries'
import type { AgentContext } from '../emails/shared'
import type { LeadEmail, LeadType } from '../leadType'
import type { DeliverySlot } from './constants'

/**
 * What the queue can deliver for a lead: each email of each lead type, and with the agent's
 * notice a hand-off to each configured target (the CRM, the webhook, the agent's phone). A queued
 * job names its delivery (`name`); the send task finds it again here, in the config's lead types.
 */
export type Delivery = {
  /** Stored in the job: an email's name, or `<target>:<collection>` for a hand-off. */
  name: string
  leadType: LeadType
  /** The group on the lead that keeps where it stands. */
  slot: DeliverySlot
  /** Checked when it is about to go: false when the lead moved on since it was queued. */
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

/** The agent as the site settings say now (not as cached pages show it). */
export function agentContext(settings: SiteSetting): AgentContext {
  return {
    agentName: settings.agentName,
    agentEmail: settings.email,
    agentPhone: settings.phone,
    siteUrl: siteUrl(),
  }
}

/** Who lead emails come from: the agent's name at the site's address. */
export const senderOf = (agent: AgentContext) => fromAddress(agent.agentName)

export function emailDelivery(leadType: LeadType, email: LeadEmail<never>): Delivery {
  return {
    name: email.name,
    leadType,
    slot: email.slot,
    stillWanted: email.stillWanted,
    send: async (lead, { payload, agent, key }) => {
      const message = email.render(lead, agent)
      const messageId = `<${key}@${new URL(agent.siteUrl).hostname}>`
      return String(await payload.sendEmail({ ...message, from: senderOf(agent), messageId }))
    },
  }
}

function handoffDelivery(leadType: LeadType, target: HandoffTarget): Delivery {
  const { confirmation } = leadType
  return {
    name: handoffName(target, leadType.collection.slug),
    leadType,
    slot: HANDOFF_SLOTS[target],
    // A sign-up that unsubscribed before its hand-off went is not handed over any more.
    stillWanted: confirmation && ((lead) => confirmation.confirmed(lead)),
    send: (
      lead: { id: string | number; createdAt: string; sourceUrl?: string | null },
      { agent },
    ) => sendHandoff(target, leadType, lead, { name: agent.agentName, url: agent.siteUrl }),
  }
}

/** The delivery a job names, or undefined for a name this version does not know. */
export function deliveryNamed(leadTypes: readonly LeadType[], name: string): Delivery | undefined {
  for (const leadType of leadTypes) {
    const email = leadType.emails.find((candidate) => candidate.name === name)
    if (email) return emailDelivery(leadType, email)
  }
  const handoff = parseHandoffName(name)
  const leadType = handoff && leadTypes.find((t) => t.collection.slug === handoff.collection)
  return handoff && leadType ? handoffDelivery(leadType, handoff.target) : undefined
}

/**
 * What is queued with `emails` for a lead of `leadType`: the emails, and with the agent's notice
 * the configured hand-offs (a lead reaches the CRM and the agent's phone when it reaches the
 * agent's inbox: a newsletter sign-up once confirmed).
 */
export function deliveriesWith(
  leadType: LeadType,
  emails: readonly LeadEmail<never>[],
): Delivery[] {
  const deliveries = emails.map((email) => emailDelivery(leadType, email))
  if (!emails.some((email) => email.slot === 'agentEmail')) return deliveries
  return [...deliveries, ...configuredTargets().map((target) => handoffDelivery(leadType, target))]
}

/** Every delivery a lead may be waiting for now: each email, each configured hand-off. */
export function watchedDeliveries(leadTypes: readonly LeadType[]): Delivery[] {
  return leadTypes.flatMap((leadType) => [
    ...leadType.emails.map((email) => emailDelivery(leadType, email)),
    ...configuredTargets().map((target) => handoffDelivery(leadType, target)),
  ])
}
