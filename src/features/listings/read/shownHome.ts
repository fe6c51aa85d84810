import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingDb } from '@/lib/db/listings'
import { siteUrl } from '@/lib/env'

import { addressLine } from '../page/format'
import { shownColumns } from './columns'
import { toListingView } from './view'

/** A home as a lead about it keeps it: its key, its address line, its price and its page. */
export type ShownHome = { key: string; address: string; price: number | null; url: string }

/**
 * The home a visitor asks about, as the site shows it now; null for a key that is not a listing
 * the site shows (sold, withdrawn, never there): leads are taken only about homes on show.
 */
export async function shownHome(payload: Payload, listingKey: string): Promise<ShownHome | null> {
  const db = listingDb(payload)
  const L = db.listings
  // The columns a page reads, not the source record: four fields are built from them.
  const [row] = await db.drizzle
    .select(shownColumns(L))
    .from(L)
    .where(and(eq(L.ListingKey, listingKey), eq(L.shown, true)))
    .limit(1)
  if (!row) return null
  const listing = toListingView(row)
  return {
    key: listing.key,
    address: addressLine(listing),
    price: listing.price,
    url: `${siteUrl()}${listing.path}`,
  }
}
