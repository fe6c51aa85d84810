import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { AfterListingSync } from '@/lib/afterListingSync'
import { allowsAutomatedValue, columnsOf, listingDb, type ListingDb } from '@/lib/db/listings'
import { roundHalfAwayFromZero } from '@/lib/round'

import { defaultAssumptions } from './defaults'
import { type InvestmentRow, INVESTMENT_COLUMNS, investmentFactsOf } from './facts'
import { investmentFigures } from './numbers'
import { estimateRent, LeaseIndex, readLeases, rentBeforeLeases, unitsOf } from './rent'

/**
 * What the search filters and sorts on, worked out for each shown listing with a price: its
 * monthly gross rent and where it came from (the listing's own figures, or comparable leases),
 * the cap rate in percent at the investor defaults, and the price per unit. Null where there is
 * no number: no rent, no cap rate.
 */
export type InvestmentColumns = {
  estimatedRent: number | null
  rentSource: 'listing' | 'leases' | null
  estimatedCapRate: number | null
  pricePerUnit: number | null
}

const NONE: InvestmentColumns = {
  estimatedRent: null,
  rentSource: null,
  estimatedCapRate: null,
  pricePerUnit: null,
}
const COMPUTED = ['estimatedRent', 'rentSource', 'estimatedCapRate', 'pricePerUnit'] as const

/** One listing's columns: rent to the dollar, cap rate to 0.01 %, price per unit to the dollar. */
export function investmentColumns(row: InvestmentRow, leases: LeaseIndex): InvestmentColumns {
  const facts = investmentFactsOf(row)
  if (!facts) return NONE
  const { cost, subject } = facts
  const pricePerUnit = Math.round(cost.price / unitsOf(subject))
  // The panel's rule: where the seller refuses an automated value, the search neither filters
  // nor sorts on a rent estimated from leases (the listing's own figures stay).
  const allowEstimate = allowsAutomatedValue(row.InternetAutomatedValuationDisplayYN)
  const rent = rentBeforeLeases(subject, allowEstimate) ?? estimateRent(subject, leases)
  if (rent.kind === 'none' || !(rent.monthly > 0)) return { ...NONE, pricePerUnit }
  const { capRate } = investmentFigures(cost.price, defaultAssumptions(cost, rent.monthly))
  return {
    estimatedRent: Math.round(rent.monthly),
    rentSource: rent.kind,
    estimatedCapRate: capRate === null ? null : roundHalfAwayFromZero(capRate, 2),
    pricePerUnit,
  }
}

/**
 * Rows per UPDATE: seven parameters a row (its id and a value in each of three CASE lists, its id
 * in the list of rows), far below either database's limit.
 */
const CHUNK = 400

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))
const same = (a: InvestmentColumns, b: InvestmentColumns) =>
  COMPUTED.every((name) => a[name] === b[name])

/**
 * Works the columns out again for every shown listing with a price (and clears them on the others)
 * from the store's leases, writing only the rows whose values changed, a few hundred to an UPDATE.
 * Returns how many listings it read, how many leases it compared with, and how many rows it wrote.
 */
export async function refreshInvestmentColumns(
  payload: Payload,
  now = Date.now(),
): Promise<{ listings: number; leases: number; written: number; ms: number }> {
  const started = performance.now()
  const db = listingDb(payload)
  const L = db.listings
  const leases = await readLeases(payload, now)
  const index = new LeaseIndex(leases, now)
  const rows = await db.drizzle
    .select({ id: L.id, ...columnsOf(L, INVESTMENT_COLUMNS), ...columnsOf(L, COMPUTED) })
    .from(L)
    .where(eq(L.shown, true))
  const changed: (InvestmentColumns & { id: number })[] = []
  for (const row of rows) {
    const next = investmentColumns(row, index)
    const stored: InvestmentColumns = {
      estimatedRent: number(row.estimatedRent),
      rentSource: row.rentSource ?? null,
      estimatedCapRate: number(row.estimatedCapRate),
      pricePerUnit: number(row.pricePerUnit),
    }
    if (!same(next, stored)) changed.push({ id: row.id, ...next })
  }
  // A listing no longer shown keeps no figures: the search never reads it, nor should anyone.
  await db.drizzle
    .update(L)
    .set(NONE)
    .where(
      and(
        or(eq(L.shown, false), isNull(L.shown)),
        or(...COMPUTED.map((name) => isNotNull(L[name]))),
      ),
    )
  for (const source of ['listing', 'leases', null] as const) {
    const group = changed.filter((c) => c.rentSource === source)
    for (let i = 0; i < group.length; i += CHUNK)
      await writeChunk(db, group.slice(i, i + CHUNK), source)
  }
  return {
    listings: rows.length,
    leases: leases.length,
    written: changed.length,
    ms: Math.round(performance.now() - started),
  }
}

/**
 * One UPDATE for rows of one rent source: each number column set by a CASE on the id. The
 * numbers are cast to numeric (PostgreSQL types a CASE of bare parameters as text); the source,
 * the same for every row, is a plain parameter of its column (an enum on PostgreSQL).
 */
async function writeChunk(
  db: ListingDb,
  rows: (InvestmentColumns & { id: number })[],
  source: InvestmentColumns['rentSource'],
) {
  const L = db.listings
  const byId = (pick: (row: InvestmentColumns) => number | null): SQL =>
    sql`case ${L.id} ${sql.join(
      rows.map((row) => sql`when ${row.id} then cast(${pick(row)} as numeric)`),
      sql` `,
    )} end`
  await db.drizzle
    .update(L)
    .set({
      estimatedRent: byId((row) => row.estimatedRent),
      estimatedCapRate: byId((row) => row.estimatedCapRate),
      pricePerUnit: byId((row) => row.pricePerUnit),
      rentSource: source,
    })
    .where(
      inArray(
        L.id,
        rows.map((row) => row.id),
      ),
    )
}

/**
 * Whether the columns were never worked out on this store: shown listings with a price, none with
 * a price per unit (a fresh install, or the first start after the columns came).
 */
export async function investmentColumnsMissing(payload: Payload): Promise<boolean> {
  const db = listingDb(payload)
  const L = db.listings
  const priced = and(eq(L.shown, true), isNotNull(L.ListPrice))
  const [filled] = await db.drizzle
    .select({ id: L.id })
    .from(L)
    .where(and(priced, isNotNull(L.pricePerUnit)))
    .limit(1)
  if (filled) return false
  const [any] = await db.drizzle.select({ id: L.id }).from(L).where(priced).limit(1)
  return Boolean(any)
}

/**
 * After each listing sync that changed something, in the sync's process: every shown listing's
 * rent, cap rate and price per unit against the leases as they are now (a new lease changes the
 * estimates of homes that never changed themselves).
 */
export const investmentColumnsAfterSync: AfterListingSync = {
  name: 'investment columns',
  run: (payload) => refreshInvestmentColumns(payload),
}
