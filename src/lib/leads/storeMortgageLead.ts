import type { Payload } from 'payload'

import type { MortgageCalculation } from '@/lib/mortgage'

import { CONSENT_TEXT } from './mortgage'
import type { MortgageLeadInput } from './mortgageSchema'
import { createLead, type Provenance } from './store'

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
