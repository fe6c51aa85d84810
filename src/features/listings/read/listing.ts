import { and, asc, desc, eq, gte, inArray, ne } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { payloadClient } from '@/lib/payload'

import { listingDb, type ListingDb, notLease } from '@/lib/db/listings'
import { shownColumns } from './columns'
import {
  type HistoryView,
  type ListingPhotoView,
  type ListingView,
  type OpenHouseView,
  toListingView,
  toPhotoView,
} from './view'

export type ListingPage = {
  listing: ListingView
  photos: ListingPhotoView[]
  openHouses: OpenHouseView[]
  history: HistoryView[]
}

/**
 * The ListingId part of `/listings/{ListingId}-{slug}`: an id may itself hold hyphens, so every
 * prefix ending before a hyphen is a candidate. The segment comes decoded, as Next.js hands a
 * route its params; decoding it again read "%25" as a broken escape and threw.
 */
export function idCandidates(decoded: string): string[] {
  const out: string[] = []
  for (let i = decoded.indexOf('-'); i > 0; i = decoded.indexOf('-', i + 1))
    out.push(decoded.slice(0, i))
  out.push(decoded)
  return out.slice(0, 12)
}

/** Listing reads share the content readers' cache: keyed by database, expired by each sync. */
const cached = <T>(key: string[], query: () => Promise<T>) =>
  cachedRead(['listings', ...key], [TAGS.listings], () => query())

/**
 * A listing's page data by its URL segment (decoded: "MLS 7-12-main-st", not "MLS%207-…"), shown
 * or not (the page answers 410 for the latter). A lease has no page: it was never a home for sale,
 * so its address is not found (404), not gone.
 */
export async function getListingPage(segment: string): Promise<ListingPage | null> {
  return cached(['page', segment], async () =>
    readListingPage(listingDb(await payloadClient()), segment),
  )
}

/** The same, read now from the store (uncached). */
export async function readListingPage(db: ListingDb, segment: string): Promise<ListingPage | null> {
  const L = db.listings
  const found = await db.drizzle
    .select({ id: L.id, ...shownColumns(L) })
    .from(L)
    .where(and(inArray(L.ListingId, idCandidates(segment)), notLease(L)))
    .limit(5)
  const row = found.find((r) => r.ListingId !== null && segment.startsWith(r.ListingId))
  if (!row) return null
  const listing = toListingView(row)
  const fallbackAlt = `Photo of ${listing.street ?? `a home in ${listing.city ?? 'New Jersey'}`}`
  const [photos, openHouses, history] = await Promise.all([
    db.drizzle
      .select()
      .from(db.photos)
      .where(eq(db.photos.listing, row.id))
      .orderBy(asc(db.photos.Order)),
    db.drizzle
      .select()
      .from(db.openHouses)
      .where(
        and(
          eq(db.openHouses.listing, row.id),
          gte(db.openHouses.OpenHouseEndTime, new Date().toISOString()),
        ),
      )
      .orderBy(asc(db.openHouses.OpenHouseStartTime))
      .limit(6),
    db.drizzle
      .select()
      .from(db.history)
      .where(eq(db.history.listing, row.id))
      .orderBy(desc(db.history.at))
      .limit(20),
  ])
  return {
    listing,
    photos: photos
      .map((p: Record<string, unknown>) => toPhotoView(p, fallbackAlt))
      .filter(Boolean) as ListingPhotoView[],
    openHouses: openHouses
      .filter(
        (o: Record<string, unknown>) =>
          o.OpenHouseStatus !== 'Canceled' && o.OpenHouseStatus !== 'Ended',
      )
      .map((o: Record<string, unknown>) => ({
        key: String(o.OpenHouseKey),
        start: new Date(String(o.OpenHouseStartTime)).toISOString(),
        end: new Date(String(o.OpenHouseEndTime)).toISOString(),
        remarks: (o.OpenHouseRemarks as string | null) ?? null,
      })),
    history: history.map((h: Record<string, unknown>) => ({
      at: new Date(String(h.at)).toISOString(),
      kind: h.kind as HistoryView['kind'],
      price: h.ListPrice === null ? null : Number(h.ListPrice),
      status: (h.StandardStatus as string | null) ?? null,
    })),
  }
}

export type ListingCard = ListingView & { photo: ListingPhotoView | null }

/** Shown listings in a town, newest first, for "similar homes" and the town's own lists. */
export async function listingsInTown(
  city: string,
  exceptKey: string,
  limit = 4,
): Promise<ListingCard[]> {
  return cached(['town', city, exceptKey, String(limit)], async () => {
    const db = listingDb(await payloadClient())
    const L = db.listings
    const rows = await db.drizzle
      .select({ id: L.id, ...shownColumns(L) })
      .from(L)
      .where(and(eq(L.shown, true), eq(L.City, city), ne(L.ListingKey, exceptKey)))
      .orderBy(desc(L.OnMarketDate))
      .limit(limit)
    return withFirstPhotos(db, rows)
  })
}

/** Cards for these listings, in the order of the ids given (a search's order). */
export async function listingCards(db: ListingDb, ids: number[]): Promise<ListingCard[]> {
  if (!ids.length) return []
  const L = db.listings
  const rows = await db.drizzle
    .select({ id: L.id, ...shownColumns(L) })
    .from(L)
    .where(inArray(L.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return withFirstPhotos(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  )
}

/**
 * Each listing's primary photo row, by listing id: the first in the feed's order, whatever number
 * it starts at.
 */
export async function firstPhotoRows(
  db: ListingDb,
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  const P = db.photos
  const photos = ids.length
    ? await db.drizzle.select().from(P).where(inArray(P.listing, ids)).orderBy(asc(P.Order))
    : []
  const first = new Map<number, Record<string, unknown>>()
  for (const photo of photos) if (!first.has(photo.listing)) first.set(photo.listing, photo)
  return first
}

async function withFirstPhotos(db: ListingDb, rows: ({ id: number } & Record<string, unknown>)[]) {
  if (!rows.length) return []
  const photos = await firstPhotoRows(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const listing = toListingView(row)
    const photo = photos.get(row.id)
    return {
      ...listing,
      photo: photo ? toPhotoView(photo, `Photo of ${listing.street ?? 'the home'}`) : null,
    }
  })
}

/** Every shown listing's path and last change, for sitemap.xml. */
export async function shownListingPaths(): Promise<{ path: string; modifiedAt: string | null }[]> {
  return cached(['sitemap'], async () => readShownListingPaths(listingDb(await payloadClient())))
}

/** The same, read now from the store (uncached). */
export async function readShownListingPaths(
  db: ListingDb,
): Promise<{ path: string; modifiedAt: string | null }[]> {
  const L = db.listings
  const rows = await db.drizzle
    .select({
      ListingKey: L.ListingKey,
      ListingId: L.ListingId,
      slug: L.slug,
      ModificationTimestamp: L.ModificationTimestamp,
    })
    .from(L)
    .where(eq(L.shown, true))
  return rows.map((r: Record<string, unknown>) => {
    const view = toListingView(r)
    return { path: view.path, modifiedAt: view.modifiedAt }
  })
}
