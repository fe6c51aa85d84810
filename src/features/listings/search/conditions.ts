import type { SQL } from 'drizzle-orm'

import { DUE_PER_MONTH } from '../read/estimate'
import type { SqlContext } from './filter'
import { knownPlace, locationName } from './location'
import type { HomeType, SearchStatus } from './options'

/** The longer SQL of some filters (filters.ts), written with the drizzle functions it is given. */

const MULTI_FAMILY = ['Duplex', 'Triplex', 'Quadruplex']
const CONDO = ['Condominium', 'StockCooperative']
export const STATUS_VALUES: Record<SearchStatus, string[]> = {
  active: ['Active'],
  'coming-soon': ['ComingSoon'],
  'under-contract': ['ActiveUnderContract', 'Pending'],
}

/** The RESO property type and sub-type that make each kind of home a visitor picks. */
export function typeCondition(type: HomeType, q: SqlContext): SQL {
  const { L, and, or, eq, inArray, isNull, notInArray } = q
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
export function locationCondition(location: string, q: SqlContext): SQL | undefined {
  const { L, eq, sql } = q
  const text = location.trim()
  if (!text) return undefined
  const place = knownPlace(text, q.places)
  if (place?.kind === 'zip') return eq(L.PostalCode, place.name)
  if (place?.kind === 'county') return eq(L.CountyOrParish, place.name)
  if (place?.kind === 'town') return eq(L.City, place.name)
  return sql`lower(${L.City}) = ${locationName(text).name.toLowerCase()}`
}

/** What the keyword finds: the words of the address, town, postal code and remarks. */
export function keywordCondition(keyword: string, q: SqlContext): SQL | undefined {
  const { L, sql } = q
  // Words only: the search syntax of either database is not the visitor's to use.
  const words = keyword
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8)
  if (!words?.length) return undefined
  // Each word matches the beginning of a word, on both databases ("gran" finds "granite").
  if (q.postgres)
    return sql`${L.id} in (select id from listings where search @@ to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`
  const match = words.map((w) => `"${w}"*`).join(' ')
  return sql`${L.id} in (select rowid from listings_fts where listings_fts match ${match})`
}

/** The HOA fee a month, from the amount and how often it falls due (estimate.ts's table). */
export function monthlyHoa(q: SqlContext): SQL {
  const { L, sql } = q
  const key = sql`replace(replace(coalesce(${L.AssociationFeeFrequency}, 'Monthly'), '-', ''), ' ', '')`
  const cases = Object.entries(DUE_PER_MONTH).map(
    ([frequency, times]) => sql` when ${frequency} then ${L.AssociationFee} * ${times}`,
  )
  return sql`(case ${key}${sql.join(cases)} else ${L.AssociationFee} end)`
}

/** Open houses still to come this weekend: on Sunday, Saturday's finished ones no longer count. */
export function openHouseCondition(q: SqlContext, weekend: { start: Date; end: Date }): SQL {
  const { L, O, sql, now } = q
  const from = new Date(Math.max(weekend.start.getTime(), now.getTime())).toISOString()
  return sql`exists (select 1 from ${O} where ${O.listing} = ${L.id} and ${O.OpenHouseStartTime} < ${weekend.end.toISOString()} and ${O.OpenHouseEndTime} > ${from} and coalesce(${O.OpenHouseStatus}, 'Active') <> 'Canceled')`
}
