import type { Payload } from 'payload'

import { HttpError } from '@/lib/httpError'
import { storeLead, type Provenance } from '@/features/leads'
import { shownHome } from '@/features/listings/read'

import { investmentLeadType } from './leadType'
import { INVESTMENT_CONSENT_TEXT } from './rules'
import type { InvestmentInquiryInput } from './schema'

/**
 * Stores a question about a home as an investment with the home as the site shows it now (key,
 * address, price, page), the figures the visitor saw (checked by the schema) and the consent
 * wording; its email to the agent and its hand-offs are queued with it. A home no longer on
 * show is refused, and nothing is stored.
 */
export async function storeInvestmentInquiry(
  payload: Payload,
  lead: InvestmentInquiryInput,
  from: Provenance,
) {
  const home = await shownHome(payload, lead.listingKey)
  if (!home) throw new HttpError(410, 'This home is no longer available.')
  return storeLead(payload, investmentLeadType, {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message || null,
    allowFollowUp: lead.allowFollowUp,
    consentText: INVESTMENT_CONSENT_TEXT,
    listingKey: home.key,
    listingAddress: home.address,
    listingPrice: home.price,
    listingUrl: home.url,
    snapshot: lead.snapshot,
    status: 'new',
    sourceUrl: from.sourceUrl,
    userAgent: from.userAgent,
    visitorHash: from.visitorHash,
  })
}
