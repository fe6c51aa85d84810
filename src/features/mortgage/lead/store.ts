import type { Payload } from 'payload'

import { storeLead, type OncePer, type Provenance } from '@/features/leads'
import { cleanLine } from '@/features/leads/fieldRules'
import { agentMonth, calculateMortgage } from '@/features/mortgage/math'

import { CONSENT_TEXT } from './contactRules'
import { mortgageBreakdown, mortgageLeadType } from './leadType'
import type { MortgageLeadInput } from './schema'

/**
 * Anyone may type any address, so its owner gets a breakdown at most once a day: a later lead
 * for it that day is stored and reaches the agent, and sends that address nothing (the visitor
 * has the figures on the page, with a print button).
 */
const BREAKDOWN_ONCE_A_DAY: OncePer = {
  email: mortgageBreakdown,
  field: 'email',
  withinMs: 24 * 60 * 60_000,
}

/**
 * One create (its two emails queued in the same transaction, sent within seconds): the contact,
 * the consent with its exact wording, the inputs clamped and every figure computed again here
 * (the browser's `results` are never trusted), and the page it came from.
 */
export async function storeMortgageLead(
  payload: Payload,
  { contact, inputs: sent, meta }: MortgageLeadInput,
  from: Provenance,
) {
  const { inputs, results } = calculateMortgage(sent, agentMonth())
  return storeLead(
    payload,
    mortgageLeadType,
    {
      name: contact.name,
      email: contact.email.toLowerCase(), // one address, however it was typed, for the cap
      phone: contact.phone,
      allowFollowUp: contact.allowFollowUp,
      consentText: CONSENT_TEXT,
      inputs: { ...inputs },
      results: { ...results },
      status: 'new',
      // The calculator says which page it sits on; the Referer is the fallback.
      sourceUrl: cleanLine(meta?.sourceUrl) ?? from.sourceUrl,
      userAgent: from.userAgent ?? cleanLine(meta?.userAgent),
      visitorHash: from.visitorHash,
    },
    { oncePer: BREAKDOWN_ONCE_A_DAY },
  )
}
