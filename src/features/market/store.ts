import { and, eq, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { AfterListingSync } from '@/lib/afterListingSync'

import { columnsOf, listingDb, closedSalesSince } from '@/lib/db/listings'
import { agentDate } from '@/lib/timeZone'

import {
  type ActiveCount,
  type ClosedRow,
  figuresByArea,
  FIGURES_METHOD,
  type MarketFigures,
  saleRecordOf,
  type SaleRecord,
} from './figures'

const COLUMNS = [
  'ClosePrice',
  'CloseDate',
  'ListPrice',
  'PurchaseContractDate',
  'OnMarketDate',
  'DaysOnMarket',
  'PropertyType',
  'PropertySubType',
  'LivingArea',
  'City',
  'CountyOrParish',
  'PostalCode',
] as const satisfies readonly (keyof ClosedRow)[]

/** The first day of the month 24 months before `asOf`'s: the oldest sale a year-ago figure reads. */
const since = (asOf: string) =>
  new Date(Date.UTC(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)) - 25, 1)).toISOString()

/** The store's closed sales of the last 24 months and its active homes by town. */
export async function readMarket(
  payload: Payload,
  asOf: string,
): Promise<{ sales: SaleRecord[]; active: ActiveCount[] }> {
  const db = listingDb(payload)
  const L = db.listings
  const rows = (await db.drizzle
    .select(columnsOf(L, COLUMNS))
    .from(L)
    .where(closedSalesSince(L, since(asOf)))) as ClosedRow[]
  const counts = (await db.drizzle
    .select({ city: L.City, county: L.CountyOrParish, homes: sql<number>`count(*)` })
    .from(L)
    .where(and(eq(L.shown, true), eq(L.StandardStatus, 'Active')))
    .groupBy(L.City, L.CountyOrParish)) as {
    city: string | null
    county: string | null
    homes: number
  }[]
  const sales: SaleRecord[] = []
  for (const row of rows) {
    const sale = saleRecordOf(row)
    if (sale) sales.push(sale)
  }
  const active = counts.flatMap((c) =>
    c.city && c.county ? [{ city: c.city, county: c.county, homes: Number(c.homes) }] : [],
  )
  return { sales, active }
}

/**
 * Computes every area's figures from the store now and keeps them for the report pages and the
 * studio. `computeMs` is the time to read and compute them.
 */
export async function computeAndStoreMarketFigures(
  payload: Payload,
  now = new Date(),
): Promise<MarketFigures> {
  const started = performance.now()
  const asOf = agentDate(now)
  const { sales, active } = await readMarket(payload, asOf)
  const { areas, towns } = figuresByArea(sales, active, asOf)
  const figures: MarketFigures = {
    method: FIGURES_METHOD,
    asOf,
    computedAt: now.toISOString(),
    computeMs: Math.round(performance.now() - started),
    salesRead: sales.length,
    activeHomes: active.reduce((sum, c) => sum + c.homes, 0),
    areas,
    towns,
  }
  await payload.updateGlobal({
    slug: 'market-figures',
    data: { computedAt: figures.computedAt, computeMs: figures.computeMs, result: figures },
    overrideAccess: true,
  })
  return figures
}

/** Whether stored figures were worked out the way this code works them out. */
export const figuresAreCurrent = (figures: MarketFigures | null): boolean =>
  figures?.method === FIGURES_METHOD

/** The stored figures; null before the first computation. */
export async function storedMarketFigures(payload: Payload): Promise<MarketFigures | null> {
  const stored = await payload.findGlobal({
    slug: 'market-figures',
    depth: 0,
    overrideAccess: true,
  })
  return (stored.result as MarketFigures | null | undefined) ?? null
}

/**
 * After each listing sync that changed something, in the sync's process: the figures are read and
 * computed there (a few hundred milliseconds on a large MLS, which would hold the site's pages
 * back), and the site renders the report pages anew when the sync then tells it to refresh.
 */
export const marketFiguresAfterSync: AfterListingSync = {
  name: 'market figures',
  run: (payload) => computeAndStoreMarketFigures(payload),
}
