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
  type SQL,
} from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { databaseUrl, isPostgresUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { agentDate, agentWeekend } from '@/lib/timeZone'

import { DUE_PER_MONTH } from '../read/estimate'
import { listingCards, type ListingCard } from '../read/listing'
import { listingDb, type ListingDb } from '../sync/db'
import { searchQuery, type SearchCriteria } from './criteria'
import { knownPlace, locationName, type Places } from './location'
import { PAGE_SIZE, type HomeType, type SearchSort, type SearchStatus } from './options'

export type SearchResult = {
  total: number
  page: number
  pageCount: number
  cards: ListingCard[]
}

const MULTI_FAMILY = ['Duplex', 'Triplex', 'Quadruplex']
const CONDO = ['Condominium', 'StockCooperative']
const STATUS_VALUES: Record<SearchStatus, string[]> = {
  active: ['Active'],
  'coming-soon': ['ComingSoon'],
  'under-contract': ['ActiveUnderContract', 'Pending'],
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = any

/** The RESO property type and sub-type that make each kind of home a visitor picks. */
function typeCondition(L: Table, type: HomeType): SQL {
  switch (type) {
    case 'house':
      return and(
        eq(L.PropertyType, 'Residential'),
        or(
          isNull(L.PropertySubType),
          notInArray(L.PropertySubType, ['Townhouse', 'Farm', ...CONDO, ...MULTI_FAMILY]),
        ),
      )!
    case 'townhouse':
      return eq(L.PropertySubType, 'Townhouse')
    case 'condo':
      return inArray(L.PropertySubType, CONDO)
    case 'multi-family':
      return or(eq(L.PropertyType, 'ResidentialIncome'), inArray(L.PropertySubType, MULTI_FAMILY))!
    case 'land':
      return eq(L.PropertyType, 'Land')
    case 'farm':
      return or(eq(L.PropertyType, 'Farm'), eq(L.PropertySubType, 'Farm'))!
  }
}

/**
 * Where the visitor typed: a known place (location.ts) compared exactly (so the covering index
 * answers), or else a town not listed now, by name.
 */
function locationCondition(L: Table, location: string, places: Places): SQL | undefined {
  const text = location.trim()
  if (!text) return undefined
  const place = knownPlace(text, places)
  if (place?.kind === 'zip') return eq(L.PostalCode, place.name)
  if (place?.kind === 'county') return eq(L.CountyOrParish, place.name)
  if (place?.kind === 'town') return eq(L.City, place.name)
  return sql`lower(${L.City}) = ${locationName(text).name.toLowerCase()}`
}

/** What the keyword finds: the words of the address, town, postal code and remarks. */
function keywordCondition(L: Table, keyword: string): SQL | undefined {
  // Words only: the search syntax of either database is not the visitor's to use.
  const words = keyword
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8)
  if (!words?.length) return undefined
  // Each word matches the beginning of a word, on both databases ("gran" finds "granite").
  if (isPostgresUrl(databaseUrl()))
    return sql`${L.id} in (select id from listings where search @@ to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`
  const match = words.map((w) => `"${w}"*`).join(' ')
  return sql`${L.id} in (select rowid from listings_fts where listings_fts match ${match})`
}

/** The HOA fee a month, from the amount and how often it falls due (estimate.ts's table). */
function monthlyHoa(L: Table): SQL {
  const key = sql`replace(replace(coalesce(${L.AssociationFeeFrequency}, 'Monthly'), '-', ''), ' ', '')`
  const cases = Object.entries(DUE_PER_MONTH).map(
    ([frequency, times]) => sql` when ${frequency} then ${L.AssociationFee} * ${times}`,
  )
  return sql`(case ${key}${sql.join(cases)} else ${L.AssociationFee} end)`
}

export function conditions(db: ListingDb, c: SearchCriteria, places: Places, now: Date): SQL[] {
  const L = db.listings
  const O = db.openHouses
  const where: (SQL | undefined)[] = [eq(L.shown, true)]
  where.push(locationCondition(L, c.location, places))
  if (c.minPrice) where.push(gte(L.ListPrice, c.minPrice))
  if (c.maxPrice) where.push(lte(L.ListPrice, c.maxPrice))
  if (c.beds) where.push(gte(L.BedroomsTotal, c.beds))
  if (c.baths) where.push(gte(L.BathroomsTotalInteger, c.baths))
  if (c.types.length) where.push(or(...c.types.map((t) => typeCondition(L, t))))
  if (c.minArea) where.push(gte(L.LivingArea, c.minArea))
  if (c.minAcres) where.push(gte(L.LotSizeAcres, c.minAcres))
  if (c.minYear) where.push(gte(L.YearBuilt, c.minYear))
  if (c.statuses.length)
    where.push(
      inArray(
        L.StandardStatus,
        c.statuses.flatMap((s) => STATUS_VALUES[s]),
      ),
    )
  // The feed gives the day a home came on the market (stored as that day's midnight UTC): "the
  // last 7 days" are the New Jersey calendar days from a week ago to today.
  if (c.newWithin) where.push(gte(L.OnMarketDate, `${agentDate(now, -c.newWithin)}T00:00:00.000Z`))
  if (c.reduced) where.push(sql`${L.ListPrice} < ${L.OriginalListPrice}`)
  if (c.openHouse) {
    const { start, end } = agentWeekend(now)
    where.push(
      // Still to come: on Sunday, Saturday's finished open houses no longer count.
      sql`exists (select 1 from ${O} where ${O.listing} = ${L.id} and ${O.OpenHouseStartTime} < ${end.toISOString()} and ${O.OpenHouseEndTime} > ${new Date(Math.max(start.getTime(), now.getTime())).toISOString()} and coalesce(${O.OpenHouseStatus}, 'Active') <> 'Canceled')`,
    )
  }
  where.push(keywordCondition(L, c.keyword))
  if (c.water === 'public') where.push(sql`lower(${L.WaterSource}) like '%public%'`)
  if (c.water === 'well') where.push(sql`lower(${L.WaterSource}) like '%well%'`)
  if (c.sewer === 'public') where.push(sql`lower(${L.Sewer}) like '%public%'`)
  if (c.sewer === 'septic') where.push(sql`lower(${L.Sewer}) like '%septic%'`)
  if (c.maxHoa) where.push(sql`coalesce(${monthlyHoa(L)}, 0) <= ${c.maxHoa}`)
  if (c.maxTax) where.push(lte(L.TaxAnnualAmount, c.maxTax))
  if (c.area) {
    where.push(gte(L.Latitude, c.area.south), lte(L.Latitude, c.area.north))
    where.push(gte(L.Longitude, c.area.west), lte(L.Longitude, c.area.east))
  }
  return where.filter((w): w is SQL => w !== undefined)
}

/**
 * The order of each sort, homes without the sorted value last; the row id breaks ties, so pages
 * never share or skip a home.
 */
export function ordering(L: Table, sort: SearchSort): SQL[] {
  const up = (column: Table) => sql`${column} asc nulls last`
  const down = (column: Table) => sql`${column} desc nulls last`
  switch (sort) {
    case 'price-asc':
      return [up(L.ListPrice), asc(L.id)]
    case 'price-desc':
      return [down(L.ListPrice), asc(L.id)]
    case 'largest':
      return [down(L.LivingArea), asc(L.id)]
    case 'lot':
      return [down(L.LotSizeAcres), asc(L.id)]
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
  return rows.map((r: { city: string; county: string | null; count: number | string }) => ({
    city: r.city,
    county: r.county,
    count: Number(r.count),
  }))
}

/** How many homes a search finds (uncached). */
export async function countMatches(
  db: ListingDb,
  criteria: SearchCriteria,
  towns: Town[],
  now: Date,
): Promise<number> {
  const [{ total }] = await db.drizzle
    .select({ total: sql<number>`count(*)` })
    .from(db.listings)
    .where(and(...conditions(db, criteria, placesOf(towns), now)))
  return Number(total)
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
  const ids: { id: number }[] = await db.drizzle
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
