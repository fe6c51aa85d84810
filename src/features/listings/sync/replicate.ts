import { and, eq, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { FeedConfig } from './config'
import { listingDb, type ListingDb } from '@/lib/db/listings'
import { chunks } from './chunks'
import { keyListQuery, mediaQuery, replicationQuery } from './query'
import type { ResoRecord } from './record'
import { FeedError, type ResoClient } from './resoClient'
import { type PageCounts, storePage } from './store'

type Page = { value?: ResoRecord[]; '@odata.nextLink'?: string }

export type Progress = (line: string) => void

/** Records per request: MLS Grid allows 1,000 with Media expanded, 5,000 without. */
const PAGE_WITH_MEDIA = 1000
const PAGE = 5000

/**
 * Reads every record modified since the watermark, page after page through @odata.nextLink until
 * the feed has no more, storing each page (and moving the watermark) in one transaction. Photos
 * come expanded with each record; a server that refuses $expand is asked for Media by key.
 */
export async function replicateProperties(
  payload: Payload,
  client: ResoClient,
  config: FeedConfig,
  since: string | null,
  progress: Progress,
): Promise<PageCounts & { records: number }> {
  const db = listingDb(payload)
  const totals = { added: 0, changed: 0, removed: 0, sold: 0, leases: 0, records: 0 }
  let expandMedia = true
  let next: string | undefined = replicationQuery(config, 'Property', since, {
    top: PAGE_WITH_MEDIA,
    expandMedia,
  })
  while (next) {
    let page: Page
    try {
      page = await client.get<Page>(next)
    } catch (error) {
      // A server without $expand says so with 400 or 501 on the first request: ask again without it.
      if (
        expandMedia &&
        totals.records === 0 &&
        error instanceof FeedError &&
        (error.status === 400 || error.status === 501)
      ) {
        expandMedia = false
        next = replicationQuery(config, 'Property', since, { top: PAGE, expandMedia })
        continue
      }
      throw error
    }
    const records = page.value ?? []
    if (!expandMedia && records.length) await attachMedia(client, records)
    const last = records.at(-1)
    const watermark =
      last && typeof last.ModificationTimestamp === 'string' && typeof last.ListingKey === 'string'
        ? { timestamp: last.ModificationTimestamp, key: last.ListingKey }
        : null
    const counts = await storePage(db, records, watermark)
    totals.added += counts.added
    totals.changed += counts.changed
    totals.removed += counts.removed
    totals.sold += counts.sold
    totals.leases += counts.leases
    totals.records += records.length
    progress(
      `listings: ${totals.records} records read (${totals.added} new, ${totals.changed} changed, ${totals.removed} removed, ${totals.sold} closed sales, ${totals.leases} leases)`,
    )
    next = page['@odata.nextLink']
  }
  return totals
}

/** Media for records that came without it, in small OR-filters the servers accept. */
async function attachMedia(client: ResoClient, records: ResoRecord[]) {
  const byKey = new Map<string, ResoRecord[]>()
  const keys = records.map((r) => String(r.ListingKey ?? '')).filter(Boolean)
  for (const batch of chunks(keys, 25)) {
    let next: string | undefined = mediaQuery(batch)
    while (next) {
      const page: Page = await client.get<Page>(next)
      for (const media of page.value ?? []) {
        const key = String(media.ResourceRecordKey ?? '')
        byKey.set(key, [...(byKey.get(key) ?? []), media])
      }
      next = page['@odata.nextLink']
    }
  }
  for (const record of records) record.Media = byKey.get(String(record.ListingKey)) ?? []
}

/**
 * Takes out of public view every listing the feed no longer offers at all (deleted, or no longer
 * ours to show), by comparing the feed's whole key list with ours. Returns how many left.
 */
export async function reconcileKeys(
  payload: Payload,
  client: ResoClient,
  config: FeedConfig,
  progress: Progress,
) {
  const offered = new Set<string>()
  let next: string | undefined = keyListQuery(config)
  while (next) {
    const page: Page = await client.get<Page>(next)
    for (const record of page.value ?? [])
      if (typeof record.ListingKey === 'string') offered.add(record.ListingKey)
    next = page['@odata.nextLink']
    progress(`key list: ${offered.size} keys`)
  }
  const db = listingDb(payload)
  const L = db.listings
  const ours: { id: number; ListingKey: string }[] = await db.drizzle
    .select({ id: L.id, ListingKey: L.ListingKey })
    .from(L)
    .where(and(eq(L.shown, true), eq(L.demo, false)))
  const gone = ours.filter((row) => !offered.has(row.ListingKey)).map((row) => row.id)
  const now = new Date().toISOString()
  for (const batch of chunks(gone, 500))
    await db.drizzle.update(L).set({ shown: false, removedAt: now }).where(inArray(L.id, batch))
  return gone.length
}

/** The demo listings leave once a real feed has delivered. */
export async function removeDemoListings(db: ListingDb) {
  const L = db.listings
  const demo: { id: number }[] = await db.drizzle
    .select({ id: L.id })
    .from(L)
    .where(eq(L.demo, true))
  for (const batch of chunks(
    demo.map((d) => d.id),
    500,
  )) {
    await db.drizzle.delete(db.photos).where(inArray(db.photos.listing, batch))
    await db.drizzle.delete(db.openHouses).where(inArray(db.openHouses.listing, batch))
    await db.drizzle.delete(db.history).where(inArray(db.history.listing, batch))
    await db.drizzle.delete(L).where(inArray(L.id, batch))
  }
  return demo.length
}
