import type { Payload } from 'payload'

import { storeLead, type Provenance } from '@/features/leads'
import { cleanLine } from '@/features/leads/fieldRules'
import { agentMonth, calculateMortgage } from '@/features/mortgage/math'

import { CONSENT_TEXT } from './contactRules'
import { mortgageLeadType } from './leadType'
import type { MortgageLeadInput } from './schema'

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
  return storeLead(payload, mortgageLeadType, {
    name: contact.name,
    email: contact.email,
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
  })
}
