import type { LeadType } from '../leadType'
import type { HandoffSlot } from '../delivery/constants'

import {
  followUpBossConfig,
  HANDOFF_TARGETS,
  smsConfig,
  webhookConfig,
  type HandoffTarget,
} from './config'
import { leadFacts } from './facts'
import {
  followUpBossRequest,
  smsRequest,
  webhookRequest,
  type HandoffRequest,
  type SiteIdentity,
} from './requests'
import { HandoffRefused, postHandoff } from './send'

/** The lead's sidebar group that keeps each target's delivery state. */
export const HANDOFF_SLOTS: Record<HandoffTarget, HandoffSlot> = {
  followUpBoss: 'crmHandoff',
  webhook: 'webhookHandoff',
  sms: 'smsAlert',
}

/** A hand-off job's name: the target and the lead's collection, "followUpBoss:contact-messages". */
export type HandoffName = `${HandoffTarget}:${string}`

export const handoffName = (target: HandoffTarget, collection: string): HandoffName =>
  `${target}:${collection}`

export function parseHandoffName(
  name: string,
): { target: HandoffTarget; collection: string } | undefined {
  const [target, collection, extra] = name.split(':')
  if (extra !== undefined || !collection) return undefined
  if (!(HANDOFF_TARGETS as readonly string[]).includes(target ?? '')) return undefined
  return { target: target as HandoffTarget, collection }
}

/**
 * Sends one hand-off of a stored lead. Resolves with what the receiver answered; throws as
 * postHandoff does; a target switched off since the job was queued counts as refused. Delivery is
 * at least once (a process killed after the receiver's "yes" sends again): the webhook's
 * X-Lead-Delivery names the lead and the target, the same on every attempt and every requeue, so
 * a receiver drops repeats by it.
 */
export async function sendHandoff(
  target: HandoffTarget,
  leadType: LeadType,
  lead: { id: string | number; createdAt: string; sourceUrl?: string | null },
  site: SiteIdentity,
): Promise<string> {
  const { facts, followUpBossType } = leadFacts(leadType, lead)
  let request: HandoffRequest | undefined
  try {
    if (target === 'followUpBoss') {
      const config = followUpBossConfig()
      if (config) request = followUpBossRequest(config, facts, site, followUpBossType)
    } else if (target === 'webhook') {
      const config = webhookConfig()
      if (config) request = webhookRequest(config, facts, site, `${target}.${facts.id}`)
    } else {
      const config = smsConfig()
      if (config) request = smsRequest(config, facts)
    }
  } catch (error) {
    // Nothing to send again: the same lead would fail the same way.
    throw new HandoffRefused(`Could not be prepared: ${(error as Error).message}`)
  }
  if (!request)
    throw new HandoffRefused('Not sent: this hand-off was switched off after the lead came in.')
  return postHandoff(request)
}
