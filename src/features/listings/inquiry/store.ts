import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { HttpError } from '@/lib/httpError'
import { storeLead, type Provenance } from '@/features/leads'
import { siteUrl } from '@/lib/env'

import { addressLine } from '../page/format'
import { toListingView } from '../read/view'
import { listingDb } from '@/lib/db/listings'
import { inquiryLeadType } from './leadType'
import { INQUIRY_CONSENT_TEXT } from './rules'
import type { InquiryInput } from './schema'

/**
 * Stores a showing request or question with the home it is about, as the site shows it now (key,
 * address, price, page), and the consent wording; its email to the agent is queued with it.
 */
export async function storeInquiry(payload: Payload, lead: InquiryInput, from: Provenance) {
  const db = listingDb(payload)
  const L = db.listings
  const [row] = await db.drizzle
    .select()
    .from(L)
    .where(and(eq(L.ListingKey, lead.listingKey), eq(L.shown, true)))
    .limit(1)
  if (!row) throw new HttpError(410, 'This home is no longer available.')
  const listing = toListingView(row)
  return storeLead(payload, inquiryLeadType, {
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredTimes: lead.preferredTimes || null,
    message: lead.message || null,
    allowFollowUp: lead.allowFollowUp,
    consentText: INQUIRY_CONSENT_TEXT,
    listingKey: listing.key,
    listingAddress: addressLine(listing),
    listingPrice: listing.price,
    listingUrl: `${siteUrl()}${listing.path}`,
    status: 'new',
    sourceUrl: from.sourceUrl,
    userAgent: from.userAgent,
    visitorHash: from.visitorHash,
  })
}
