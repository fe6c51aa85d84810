import type { Payload } from 'payload'

import type { MortgageCalculation } from '@/features/mortgage/math'

import { CONSENT_TEXT } from './contactRules'
import type { MortgageLeadInput } from './schema'
import { createLead, type Provenance } from '@/features/leads/intake/store'

/**
 * One create (its two emails queued in the same transaction, sent within seconds): the contact, the consent with its exact wording, the clamped inputs and the
 * server's own figures (`calculation`, never the browser's `results`), and where it came from.
 */
export async function storeMortgageLead(
  payload: Payload,
  { contact }: MortgageLeadInput,
  { inputs, results }: MortgageCalculation,
  meta: Provenance,
) {
  return createLead(payload, 'mortgage-leads', {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    allowFollowUp: contact.allowFollowUp,
    consentText: CONSENT_TEXT,
    inputs: { ...inputs },
    results: { ...results },
    status: 'new',
    ...meta,
  })
}
