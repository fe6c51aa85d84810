import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'

import { isLease, proposed, type ListingDb, type ListingTx } from '@/lib/db/listings'
import { agentDate } from '@/lib/timeZone'
import { chunks } from './chunks'
import { type PhotoRow, toPhotoRows } from './media'
import { type ListingRow, type ResoRecord, toListingRow } from './record'

/** `moment`, or a second after `floor` when it is not later (or cannot be read). */
function laterOf(moment: string, floor: string): string {
  const at = Date.parse(moment)
  const least = Date.parse(floor) + 1000
  if (Number.isNaN(least)) return moment
  return Number.isNaN(at) || at < least ? new Date(least).toISOString() : moment
}

/**
 * What changed for the visitor: homes for sale added, changed, removed, closed sales new or
 * changed, and leases new or changed (never shown, never a sale: the comparables of the
 * investment figures' rents).
 */
export type PageCounts = {
  added: number
  changed: number
  removed: number
  sold: number
  leases: number
}

/** PostgreSQL and SQLite write the same moment differently. */
const sameMoment = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b))

type Existing = {
  id: number
  ListingKey: string
  ListPrice: number | null
  StandardStatus: string | null
  shown: boolean | null
  ModificationTimestamp: string | null
}

/**
 * Stores one page of the feed in one transaction: each listing inserted or updated by its key
 * (so a page read twice, after a crash, changes nothing), a history row for each new listing and
 * each price or status change, its photos when the page carries them, and the watermark of the
 * last record. Returns what changed for the visitor.
 */
export async function storePage(
  db: ListingDb,
  records: ResoRecord[],
  watermark: { timestamp: string; key: string } | null,
  options: { demo?: boolean } = {},
): Promise<PageCounts> {
  const rows = records.map(toListingRow).filter((row): row is ListingRow => row !== null)
  const counts: PageCounts = { added: 0, changed: 0, removed: 0, sold: 0, leases: 0 }
  const now = new Date().toISOString()
  await db.drizzle.transaction(async (tx) => {
    const L = db.listings
    const before = new Map<string, Existing>()
    for (const keys of chunks(
      rows.map((r) => r.ListingKey),
      500,
    )) {
      const found: Existing[] = await tx
        .select({
          id: L.id,
          ListingKey: L.ListingKey,
          ListPrice: L.ListPrice,
          StandardStatus: L.StandardStatus,
          shown: L.shown,
          ModificationTimestamp: L.ModificationTimestamp,
        })
        .from(L)
        .where(inArray(L.ListingKey, keys))
      for (const row of found) before.set(row.ListingKey, row)
    }
    const ids = new Map<string, number>()
    for (const batch of chunks(rows, 100)) {
      const values = batch.map((row) => ({
        ...row,
        removedAt: row.shown || row.StandardStatus === 'Closed' ? null : now,
        demo: options.demo ?? false,
        updatedAt: now,
        createdAt: now,
      }))
      const names = Object.keys(values[0]!) as (keyof (typeof values)[number])[]
      const set = proposed(
        L,
        names.filter((name) => name !== 'createdAt' && name !== 'ListingKey'),
      )
      const stored = await tx
        .insert(L)
        .values(values)
        .onConflictDoUpdate({ target: L.ListingKey, set })
        .returning({ id: L.id, ListingKey: L.ListingKey })
      for (const row of stored) ids.set(row.ListingKey, row.id)
    }

    const history: Omit<typeof db.history.$inferInsert, 'updatedAt' | 'createdAt'>[] = []
    for (const row of rows) {
      const old = before.get(row.ListingKey)
      const listing = ids.get(row.ListingKey)!
      const at = row.ModificationTimestamp ?? now
      // A closed sale changes the market figures and the home-value estimate; a lease, closed or
      // not, the rent estimates (a closed lease is no sale: its close price is a month's rent).
      const lease = isLease(row.PropertyType)
      const sold = row.StandardStatus === 'Closed' && !lease
      const event = (kind: 'listed' | 'price' | 'status', when: string, price = row.ListPrice) => ({
        listing,
        at: when,
        kind,
        ListPrice: price,
        StandardStatus: row.StandardStatus,
      })
      const priceChange = () => event('price', row.PriceChangeTimestamp ?? at)
      if (!old) {
        if (row.shown) counts.added++
        if (sold) counts.sold++
        if (lease) counts.leases++
        // Listed on the day it came on the market when the feed says (a home's first record may
        // come long after, as on a feed's first sync): noon UTC, that same day in New Jersey.
        // (A home coming soon has its day on the market still ahead: listed as first seen.)
        const onMarketDay = row.OnMarketDate?.slice(0, 10)
        const seenDay = Number.isNaN(Date.parse(at)) ? at.slice(0, 10) : agentDate(new Date(at))
        const listedDay = onMarketDay && onMarketDay <= seenDay ? onMarketDay : null
        const listedAt = listedDay ? `${listedDay}T12:00:00.000Z` : at
        // A home first seen after a price change (a feed's first sync): listed at the feed's
        // original price, then the change on the day the feed gives, so a "Price reduced" card
        // leads to a page that shows the reduction.
        const original = row.OriginalListPrice
        const changedBefore =
          typeof original === 'number' && row.ListPrice !== null && original !== row.ListPrice
        history.push(event('listed', listedAt, changedBefore ? original : row.ListPrice))
        // The cut after the listing it follows, even when the feed dates it earlier (the same
        // morning, or a home first seen coming soon, listed as seen).
        if (changedBefore)
          history.push(event('price', laterOf(row.PriceChangeTimestamp ?? at, listedAt)))
        continue
      }
      // The record at the watermark comes again on the next run: not a change.
      if (sameMoment(old.ModificationTimestamp, row.ModificationTimestamp)) continue
      if (sold) counts.sold++
      if (lease) counts.leases++
      if (old.shown && !row.shown) counts.removed++
      else if (!old.shown && row.shown) counts.added++
      else if (row.shown) counts.changed++
      if (old.ListPrice !== row.ListPrice && row.ListPrice !== null) history.push(priceChange())
      if (old.StandardStatus !== row.StandardStatus)
        history.push(event('status', row.StatusChangeTimestamp ?? at))
    }
    for (const batch of chunks(history, 200))
      await tx
        .insert(db.history)
        .values(batch.map((h) => ({ ...h, updatedAt: now, createdAt: now })))

    // Photos only when the page carries them ($expand or the Media query); else they stay as they are.
    for (const row of rows) {
      if (!Array.isArray(row.source.Media)) continue
      const photos = toPhotoRows(row.source.Media, row.PhotosChangeTimestamp)
      await storePhotos(tx, db, ids.get(row.ListingKey)!, photos, now)
    }
    if (watermark)
      await tx.update(db.feed).set({
        watermarkTimestamp: watermark.timestamp,
        watermarkKey: watermark.key,
        runningSince: now, // a sign of life: the run is not dead
      })
  })
  return counts
}

/**
 * Replaces a listing's photo list with the feed's. A photo whose timestamps are unchanged keeps
 * its stored copy; a new or changed one is left without a copy, for the photo fetcher to fill.
 */
export async function storePhotos(
  tx: ListingTx,
  db: ListingDb,
  listing: number,
  photos: PhotoRow[],
  now: string,
) {
  const P = db.photos
  const keys = photos.map((p) => p.MediaKey)
  await tx
    .delete(P)
    .where(
      keys.length
        ? and(eq(P.listing, listing), notInArray(P.MediaKey, keys))
        : eq(P.listing, listing),
    )
  if (!photos.length) return
  await tx
    .insert(P)
    .values(photos.map((p) => ({ ...p, listing, updatedAt: now, createdAt: now })))
    .onConflictDoUpdate({
      target: P.MediaKey,
      set: {
        ...proposed(P, ['listing', 'Order', 'alt', 'MediaURL', 'MediaModificationTimestamp']),
        width: sql`coalesce(excluded.${sql.raw(`"${P.width.name}"`)}, ${P.width})`,
        height: sql`coalesce(excluded.${sql.raw(`"${P.height.name}"`)}, ${P.height})`,
        // The fetcher refetches a photo whose copy (fetchedFor) is not of this version.
        ...proposed(P, ['version']),
        updatedAt: now,
      },
    })
}
