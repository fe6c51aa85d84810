import type { LeadHandoff, LeadType } from '../leadType'

/** What every hand-off says of a lead, whatever form it came from. */
export type LeadFacts = {
  /** `collection/id`: the same on every delivery of the lead, so a receiver can drop repeats. */
  id: string
  /** The page the visitor sent it from. */
  sourceUrl?: string
  createdAt: string
} & Omit<LeadHandoff, 'followUpBossType'>

type Stored = { id: string | number; createdAt: string; sourceUrl?: string | null }

/** Text that may be missing or blank: left out. */
export const optional = (text: string | null | undefined) => text?.trim() || undefined

/** The name, email and phone of a lead, as a hand-off sends them. */
export function person(lead: { name?: string | null; email: string; phone?: string | null }) {
  return { name: optional(lead.name), email: lead.email, phone: optional(lead.phone) }
}

/** The wording shown, and the visitor's choice where the form offered one. */
export function consentOf(lead: {
  allowFollowUp?: boolean | null
  consentText?: string | null
}): LeadHandoff['consent'] {
  if (!lead.consentText) return undefined
  return typeof lead.allowFollowUp === 'boolean'
    ? { allowFollowUp: lead.allowFollowUp, text: lead.consentText }
    : { text: lead.consentText }
}

/** The facts of a stored lead of `leadType`, and the CRM's event type for it. */
export function leadFacts(
  leadType: LeadType,
  stored: Stored,
): { facts: LeadFacts; followUpBossType: string } {
  const { kind, label, followUpBossType, ...rest } = leadType.handoff(stored as never)
  const facts: LeadFacts = {
    id: `${leadType.collection.slug}/${stored.id}`,
    sourceUrl: optional(stored.sourceUrl),
    createdAt: stored.createdAt,
    kind,
    label,
    ...rest,
  }
  return { facts, followUpBossType }
}
