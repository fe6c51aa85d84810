import { and, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm'
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
  parkway: 'pkwy',
  turnpike: 'tpke',
  square: 'sq',
  crossing: 'xing',
  alley: 'aly',
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

/** A street's key without its type at the end ("orchard st" → "orchard"). */
const withoutType = (key: string) => {
  const words = key.split(' ')
  return words.length > 1 && STREET_TYPES.has(words.at(-1)!) ? words.slice(0, -1).join(' ') : key
}

/**
 * The longest run of letters and digits in a street's name that is not a type or a direction
 * ("wilkes-barre" gives "wilkes"): what the database narrows rows by, free of LIKE's wildcards.
 */
const nameWord = (key: string) =>
  key
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STREET_TYPES.has(word) && !DIRECTIONS.has(word))
    .filter((word) => word !== 'nj' && !/^\d{5}$/.test(word)) // a state or ZIP code typed after it
    .sort((a, b) => b.length - a.length)[0]

/** A record's street with its type, from its full address when the feed gives one. */
const fullStreetOf = (r: { UnparsedAddress: string | null; StreetName: string | null }) => {
  const street = r.UnparsedAddress?.split(',')[0]
    ?.trim()
    .replace(/^\S+\s+/, '')
  return street ? streetKey(street) : r.StreetName ? streetKey(r.StreetName) : ''
}

/**
 * Whether a record is on the street typed (its key): the same street, or the same name where
 * one side gives no type (the visitor typed none, or the feed sends the name alone, "Orchard",
 * with "St" apart, and no full address). Two different types are two streets.
 */
function onStreet(r: { UnparsedAddress: string | null; StreetName: string | null }, typed: string) {
  const name = r.StreetName ? streetKey(r.StreetName) : ''
  const full = fullStreetOf(r)
  if (name === typed || full === typed) return 'same'
  if (withoutType(typed) === typed && withoutType(full) === typed) return 'no type typed'
  if (withoutType(full) === full && name === withoutType(typed)) return 'no type sent'
  return null
}

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
  const wantedTown = town.replace(/\s*(nj|new jersey)?\s*\d{0,5}$/i, '').toLowerCase()
  const db = listingDb(await payloadClient())
  const L = db.listings
  // Narrowed in the database by the number, the street's own word and the town (a number such as
  // 12 is on many streets, more than a page of rows in a large store), then compared in full.
  const like = word ? `%${word}%` : null
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
        like
          ? or(
              sql`lower(${L.StreetName}) like ${like}`,
              sql`lower(${L.UnparsedAddress}) like ${like}`,
            )
          : undefined,
        wantedTown ? sql`lower(${L.City}) = ${wantedTown}` : undefined,
      ),
    )
    .orderBy(desc(L.ModificationTimestamp))
    .limit(50)
  // Without a comma the town, state and ZIP code may follow the street ("12 Orchard St Andover
  // NJ 07821"): the street is then what comes before the record's own town.
  const streetTyped = (r: { City: string | null }) => {
    if (town) return nameKey
    const bare = nameKey.replace(/(?:\s+(?:nj|new jersey))?(?:\s+\d{5}(?:-\d{4})?)?$/, '')
    const city = r.City ? streetKey(r.City) : ''
    return city && bare.endsWith(` ${city}`) ? bare.slice(0, -city.length - 1) : bare
  }
  // The same street first; else the same name where one side gives no type.
  const found =
    rows.find((r) => onStreet(r, streetTyped(r)) === 'same') ??
    rows.find((r) => onStreet(r, streetTyped(r)))
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
