import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { listingDb, type ListingDb } from '@/lib/db/listings'
import { databaseUrl, isPostgresUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload'

import { listingCards, type ListingCard } from '../read/listing'
import { searchQuery, type SearchCriteria } from './criteria'
import { filterList } from './filters'
import type { Places } from './location'
import { PAGE_SIZE, type SearchSort } from './options'

export type SearchResult = {
  total: number
  page: number
  pageCount: number
  cards: ListingCard[]
}

const OPERATORS = { and, or, eq, gte, lte, inArray, notInArray, isNull, sql }

/** The SQL conditions of a search: the home is shown, and meets every filter (filters.ts). */
export function conditions(db: ListingDb, c: SearchCriteria, places: Places, now: Date): SQL[] {
  const context = {
    ...OPERATORS,
    L: db.listings,
    O: db.openHouses,
    places,
    now,
    postgres: isPostgresUrl(databaseUrl()),
  }
  const where = [eq(db.listings.shown, true), ...filterList.flatMap((f) => f.where(c, context))]
  return where.filter((w): w is SQL => w !== undefined)
}

/**
 * The order of each sort, homes without the sorted value last; the row id breaks ties, so pages
 * never share or skip a home.
 */
export function ordering(L: ListingDb['listings'], sort: SearchSort): SQL[] {
  const up = (column: AnyColumn) => sql`${column} asc nulls last`
  const down = (column: AnyColumn) => sql`${column} desc nulls last`
  switch (sort) {
    case 'price-asc':
      return [up(L.ListPrice), asc(L.id)]
    case 'price-desc':
      return [down(L.ListPrice), asc(L.id)]
    case 'largest':
      return [down(L.LivingArea), asc(L.id)]
    case 'lot':
      return [down(L.LotSizeAcres), asc(L.id)]
    case 'cap-rate':
      return [down(L.estimatedCapRate), asc(L.id)]
    default:
      return [down(L.OnMarketDate), desc(L.id)]
  }
}

/** The towns and counties homes are listed in, as the feed spells them. */
export function placesOf(towns: Town[]): Places {
  return {
    cities: [...new Set(towns.map((t) => t.city))],
    counties: [...new Set(towns.map((t) => t.county).filter((c): c is string => Boolean(c)))],
  }
}

export type Town = { city: string; county: string | null; count: number }

/** Towns with homes for sale and how many (uncached: `listedTowns` is the cached one). */
export async function readTowns(db: ListingDb): Promise<Town[]> {
  const L = db.listings
  const rows = await db.drizzle
    .select({ city: L.City, county: L.CountyOrParish, count: sql<number>`count(*)` })
    .from(L)
    .where(and(eq(L.shown, true), sql`${L.City} is not null`))
    .groupBy(L.City, L.CountyOrParish)
    .orderBy(asc(L.City))
  // PostgreSQL hands a count back as text.
  return rows.map((r) => ({ city: r.city ?? '', county: r.county, count: Number(r.count) }))
}

/** How many homes a search finds (uncached). */
export async function countMatches(
  db: ListingDb,
  criteria: SearchCriteria,
  towns: Town[],
  now: Date,
): Promise<number> {
  const [row] = await db.drizzle
    .select({ total: sql<number>`count(*)` })
    .from(db.listings)
    .where(and(...conditions(db, criteria, placesOf(towns), now)))
  return Number(row?.total ?? 0)
}

/** One page of a search (uncached): the ids in the search's order, then their cards. */
export async function readPage(
  db: ListingDb,
  criteria: SearchCriteria,
  towns: Town[],
  total: number,
  now: Date,
): Promise<SearchResult> {
  const L = db.listings
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(criteria.page, pageCount)
  const ids = await db.drizzle
    .select({ id: L.id })
    .from(L)
    .where(and(...conditions(db, criteria, placesOf(towns), now)))
    .orderBy(...ordering(L, criteria.sort))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
  return {
    total,
    page,
    pageCount,
    cards: await listingCards(
      db,
      ids.map((r) => r.id),
    ),
  }
}

export const database = async () => listingDb(await payloadClient())

/** Towns with homes for sale and how many, for the location suggestions and place pages. */
export const listedTowns = () =>
  cachedRead(['listings', 'towns'], [TAGS.listings], async () => readTowns(await database()))

/** A cache key part for searches that depend on the hour (new in the last days, open houses). */
export const hourOf = (criteria: SearchCriteria, now: Date) =>
  criteria.newWithin || criteria.openHouse ? now.toISOString().slice(0, 13) : ''

/** How many homes a search finds, without reading them: for the empty state's suggestions. */
export async function countListings(criteria: SearchCriteria, now: Date = new Date()) {
  const key = searchQuery(criteria, { view: 'grid', page: 1, sort: 'newest' })
  // Read before the cached function: a cached read may not start another.
  const towns = await listedTowns()
  return cachedRead(['listings', 'count', key, hourOf(criteria, now)], [TAGS.listings], async () =>
    countMatches(await database(), criteria, towns, now),
  )
}

/**
 * One page of a search and how many homes match in all, through the content readers' cache: kept
 * per search until a sync changes the listings (and at most a minute); the searches that depend
 * on today (new in the last days, open houses this weekend) are keyed by the hour too.
 */
export async function searchListings(
  criteria: SearchCriteria,
  now: Date = new Date(),
): Promise<SearchResult> {
  const key = searchQuery(criteria, { view: 'grid' })
  const [total, towns] = await Promise.all([countListings(criteria, now), listedTowns()])
  return cachedRead(['listings', 'search', key, hourOf(criteria, now)], [TAGS.listings], async () =>
    readPage(await database(), criteria, towns, total, now),
  )
}
