import type { Payload } from 'payload'

import { HttpError } from '@/lib/httpError'
import { storeLead, type Provenance } from '@/features/leads'

import { shownHome } from '../read/shownHome'
import { inquiryLeadType } from './leadType'
import { INQUIRY_CONSENT_TEXT } from './rules'
import type { InquiryInput } from './schema'

/**
 * Stores a showing request or question with the home it is about, as the site shows it now (key,
 * address, price, page), and the consent wording; its email to the agent is queued with it.
 */
export async function storeInquiry(payload: Payload, lead: InquiryInput, from: Provenance) {
  const home = await shownHome(payload, lead.listingKey)
  if (!home) throw new HttpError(410, 'This home is no longer available.')
  return storeLead(payload, inquiryLeadType, {
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredTimes: lead.preferredTimes || null,
    message: lead.message || null,
    allowFollowUp: lead.allowFollowUp,
    consentText: INQUIRY_CONSENT_TEXT,
    listingKey: home.key,
    listingAddress: home.address,
    listingPrice: home.price,
    listingUrl: home.url,
    status: 'new',
    sourceUrl: from.sourceUrl,
    userAgent: from.userAgent,
    visitorHash: from.visitorHash,
  })
}
