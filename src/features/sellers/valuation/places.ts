import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { allowsAutomatedValue, columnsOf, listingDb, notLease } from '@/lib/db/listings'
import { payloadClient } from '@/lib/payload'

import { conditionOf, type Facts, homeTypeOf, MONTH } from './facts'
import { FACT_COLUMNS, PLACE_COLUMNS, withNumbers } from './sales'
import { SALES_MONTHS } from './store'

/** A town the store has sales in: where they are on average, its county and ZIP codes. */
export type Place = { city: string; county: string; zips: string[]; lat: number; lng: number }

/**
 * The towns of the closed sales an estimate can compare with (those of the last 36 months), by
 * name. Read through the close date's index: the home page's Home value block reads it too, and
 * grouping every listing of a large store held the page back for 40 to 120 ms.
 */
export const cachedPlaces = () =>
  cachedRead(['home-value', 'places'], [TAGS.listings], async () =>
    readPlaces(await payloadClient()),
  )

/** The same towns, read now from the store (for code that runs outside a page). */
export async function readPlaces(payload: Payload): Promise<Place[]> {
  const db = listingDb(payload)
  const L = db.listings
  const rows = (await db.drizzle
    .select({
      city: L.City,
      county: L.CountyOrParish,
      zip: L.PostalCode,
      lat: sql<number>`avg(${L.Latitude})`,
      lng: sql<number>`avg(${L.Longitude})`,
      homes: sql<number>`count(*)`,
    })
    .from(L)
    .where(
      and(
        gte(L.CloseDate, new Date(Date.now() - SALES_MONTHS * MONTH).toISOString()),
        eq(L.StandardStatus, 'Closed'),
        notLease(L),
        isNotNull(L.City),
        isNotNull(L.CountyOrParish),
        isNotNull(L.Latitude),
      ),
    )
    .groupBy(L.City, L.CountyOrParish, L.PostalCode)) as {
    city: string
    county: string
    zip: string | null
    lat: number
    lng: number
    homes: number
  }[]
  const towns = new Map<string, Place & { homes: number }>()
  for (const row of rows) {
    const town = towns.get(row.city)
    const homes = Number(row.homes)
    if (!town) {
      // PostgreSQL's averages arrive as text.
      towns.set(row.city, {
        city: row.city,
        county: row.county,
        lat: Number(row.lat),
        lng: Number(row.lng),
        zips: row.zip ? [row.zip] : [],
        homes,
      })
      continue
    }
    const all = town.homes + homes
    town.lat = (town.lat * town.homes + Number(row.lat) * homes) / all
    town.lng = (town.lng * town.homes + Number(row.lng) * homes) / all
    if (homes > town.homes) town.county = row.county
    town.homes = all
    if (row.zip && !town.zips.includes(row.zip)) town.zips.push(row.zip)
  }
  return [...towns.values()]
    .map(({ homes: _, ...place }) => ({ ...place, zips: place.zips.sort() }))
    .sort((a, b) => a.city.localeCompare(b.city))
}

/** The names of the towns the estimate has homes in, for a form's suggestions. */
export const homeValueTowns = async (): Promise<string[]> =>
  (await cachedPlaces()).map((place) => place.city)

/** A town by its name or one of its ZIP codes, as a visitor types it. */
export function findPlace(places: Place[], text: string): Place | null {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/,?\s*(nj|new jersey)$/, '')
  if (!wanted) return null
  if (/^\d{5}$/.test(wanted)) return places.find((p) => p.zips.includes(wanted)) ?? null
  return places.find((p) => p.city.toLowerCase() === wanted) ?? null
}

const WORDS: Record<string, string> = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  av: 'ave',
  lane: 'ln',
  drive: 'dr',
  court: 'ct',
  terrace: 'ter',
  trail: 'trl',
  place: 'pl',
  boulevard: 'blvd',
  highway: 'hwy',
  circle: 'cir',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
}

/** A street as compared: lower case, no punctuation, the usual words abbreviated. */
export const streetKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ')

/** Street types as `streetKey` writes them (a listing's StreetName may leave its type out). */
const STREET_TYPES = new Set([
  ...['st', 'rd', 'ave', 'ln', 'dr', 'ct', 'ter', 'trl', 'pl', 'blvd', 'hwy', 'cir'],
  ...['way', 'pike', 'path', 'run', 'pkwy', 'tpke', 'row', 'sq', 'xing', 'aly'],
])
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'])

/** A street's key without its type at the end: "orchard st" and "orchard" are the same street. */
const withoutType = (key: string) => {
  const words = key.split(' ')
  return words.length > 1 && STREET_TYPES.has(words.at(-1)!) ? words.slice(0, -1).join(' ') : key
}

/** The word of a street's name most its own (not a type or a direction), longest first. */
const nameWord = (key: string) =>
  key
    .split(' ')
    .filter((word) => !STREET_TYPES.has(word) && !DIRECTIONS.has(word))
    .map((word) => word.replace(/[^a-z0-9']/g, ''))
    .sort((a, b) => b.length - a.length)[0]

/** A home of the store found at the address a visitor typed, with its facts to confirm. */
export type FoundHome = {
  address: string
  city: string
  county: string
  lat: number
  lng: number
  facts: Partial<Facts>
  /** The seller of a home listed now asked that no automated value be shown for it. */
  noValuation: boolean
}

/**
 * The home at a typed address (`12 Orchard St`, with or without `, Andover`), from every home the
 * MLS has sent: the latest record of it. Homes whose sellers withheld the address from display are
 * never matched. Null when none matches.
 */
export async function findHome(typed: string): Promise<FoundHome | null> {
  const [street = '', town = ''] = typed.split(',').map((part) => part.trim())
  const match = /^(\d+[a-z]?)\s+(.+)$/i.exec(street)
  if (!match) return null
  const [, number, name] = match as unknown as [string, string, string]
  const nameKey = streetKey(name)
  const word = nameWord(nameKey)
  const db = listingDb(await payloadClient())
  const L = db.listings
  // Narrowed by the number and by the street's own word (a common number such as 12 is on many
  // streets, more than a page of rows in a large store), then compared in full below.
  const rows = await db.drizzle
    .select(
      columnsOf(L, [
        'StreetName',
        'StandardStatus',
        'InternetAutomatedValuationDisplayYN',
        'shown',
        ...FACT_COLUMNS,
        ...PLACE_COLUMNS,
      ] as const),
    )
    .from(L)
    .where(
      and(
        eq(L.StreetNumber, number),
        eq(L.InternetAddressDisplayYN, true),
        word ? sql`lower(${L.StreetName}) like ${`%${word}%`}` : undefined,
      ),
    )
    .orderBy(desc(L.ModificationTimestamp))
    .limit(50)
  const wantedTown = town.replace(/\s*(nj|new jersey)?\s*\d{0,5}$/i, '').toLowerCase()
  const inTown = rows.filter(
    (r) => r.StreetName && (!wantedTown || r.City?.toLowerCase() === wantedTown),
  )
  // The street as typed ("Orchard Street"); else the same name with or without its type, since
  // RESO's StreetName often leaves the type to StreetSuffix ("Orchard").
  const found =
    inTown.find((r) => streetKey(r.StreetName!) === nameKey) ??
    inTown.find((r) => withoutType(streetKey(r.StreetName!)) === withoutType(nameKey))
  const row = found && withNumbers(found)
  if (!row || !row.City || !row.CountyOrParish || row.Latitude === null || row.Longitude === null)
    return null
  const type = homeTypeOf(row.PropertySubType, row.PropertyType)
  const facts: Partial<Facts> = {
    ...(type ? { type } : {}),
    ...(row.BedroomsTotal !== null ? { beds: row.BedroomsTotal } : {}),
    ...(row.BathroomsTotalInteger !== null ? { baths: row.BathroomsTotalInteger } : {}),
    ...(row.LivingArea ? { sqft: row.LivingArea } : {}),
    ...(row.LotSizeAcres !== null ? { lot: row.LotSizeAcres } : {}),
    ...(row.YearBuilt ? { year: row.YearBuilt } : {}),
    ...(row.PropertyCondition ? { condition: conditionOf(row.PropertyCondition) } : {}),
  }
  return {
    address: row.UnparsedAddress?.split(',')[0]?.trim() ?? `${number} ${row.StreetName}`,
    city: row.City,
    county: row.CountyOrParish,
    lat: row.Latitude,
    lng: row.Longitude,
    facts,
    noValuation:
      Boolean(row.shown) && !allowsAutomatedValue(row.InternetAutomatedValuationDisplayYN),
  }
}
