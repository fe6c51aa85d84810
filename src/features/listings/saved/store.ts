import { and, eq, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'

import { HttpError } from '@/lib/httpError'
import { storeLead, type OncePer, type Provenance } from '@/features/leads'
import { formatLumpSum } from '@/lib/money'
import { siteUrl } from '@/lib/env'

import { addressLine } from '../page/format'
import { toListingView } from '../read/view'
import { listingDb } from '@/lib/db/listings'
import { savedHomesCopy, savedHomesLeadType } from './leadType'
import { SAVED_CONSENT_TEXT } from './rules'
import type { SavedHomesInput } from './schema'

/**
 * Anyone may type any address, so its owner gets the homes at most once a day; later requests
 * for it that day are stored and reach the agent, and send that address nothing.
 */
const VISITOR_EMAIL_ONCE_A_DAY: OncePer = {
  email: savedHomesCopy,
  field: 'email',
  withinMs: 24 * 60 * 60_000,
}

/**
 * Stores "Email me these homes" with the homes as the site shows them now (address, price, page,
 * in the visitor's order, each once as the schema leaves them), and the consent wording; the
 * visitor's email (once a day per address) and the agent's notice are queued with it. Saved homes that
 * left the market are left out; if none is left, nothing is stored and the visitor is told.
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
  await storeLead(
    payload,
    savedHomesLeadType,
    {
      name: lead.name,
      email: lead.email.toLowerCase(),
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
    },
    { oncePer: VISITOR_EMAIL_ONCE_A_DAY },
  )
}
