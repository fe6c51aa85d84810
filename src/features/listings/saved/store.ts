import { and, eq, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'

import { HttpError } from '@/features/leads/server/errors'
import { createLead, type Provenance } from '@/features/leads/server/store'
import { formatLumpSum } from '@/features/mortgage/math'
import { siteUrl } from '@/lib/env'

import { addressLine } from '../page/format'
import { toListingView } from '../read/view'
import { listingDb } from '../sync/db'
import { SAVED_CONSENT_TEXT } from './rules'
import type { SavedHomesInput } from './schema'

/**
 * Stores "Email me these homes" with the homes as the site shows them now (address, price, page,
 * in the visitor's order), and the consent wording; the visitor's email and the agent's notice
 * are queued with it. Saved homes that left the market are left out; if none is left, nothing is
 * stored and the visitor is told.
 */
export async function storeSavedHomes(payload: Payload, lead: SavedHomesInput, from: Provenance) {
  const db = listingDb(payload)
  const L = db.listings
  const rows: Record<string, unknown>[] = await db.drizzle
    .select()
    .from(L)
    .where(and(inArray(L.ListingKey, lead.listingKeys), eq(L.shown, true)))
  const byKey = new Map(rows.map((row) => [String(row.ListingKey), toListingView(row)]))
  const homes = lead.listingKeys.flatMap((key) => byKey.get(key) ?? [])
  if (!homes.length) throw new HttpError(410, 'These homes are no longer for sale.')
  return createLead(payload, 'saved-home-lists', {
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    allowFollowUp: lead.allowFollowUp,
    consentText: SAVED_CONSENT_TEXT,
    homeCount: homes.length,
    homes: homes
      .map((home) =>
        [
          addressLine(home),
          home.price === null ? 'Price on request' : formatLumpSum(home.price),
          `${siteUrl()}${home.path}`,
        ].join('\n'),
      )
      .join('\n\n'),
    status: 'new',
    sourceUrl: from.sourceUrl,
    userAgent: from.userAgent,
    visitorHash: from.visitorHash,
  })
}
