import { desc } from 'drizzle-orm'
import type { Payload } from 'payload'

import { columnsOf, listingDb, closedSalesSince } from '@/lib/db/listings'

import { MONTH, type Sale } from './facts'
import { type ClosedRow, FACT_COLUMNS, PLACE_COLUMNS, saleOf } from './sales'

const COLUMNS = [
  'ListingKey',
  'ClosePrice',
  'CloseDate',
  ...FACT_COLUMNS,
  ...PLACE_COLUMNS,
] as const

/**
 * Closed sales go back this far: the estimate looks back 24 months, and measuring it on the last
 * 12 months of sales estimates each of them from the 24 months before it.
 */
export const SALES_MONTHS = 36

/** The store's closed sales of the last 36 months that an estimate can compare with. */
export async function readSales(payload: Payload, now: number): Promise<Sale[]> {
  const db = listingDb(payload)
  const L = db.listings
  const since = new Date(now - SALES_MONTHS * MONTH).toISOString()
  const rows = (await db.drizzle
    .select(columnsOf(L, COLUMNS))
    .from(L)
    .where(closedSalesSince(L, since))
    .orderBy(desc(L.CloseDate))) as ClosedRow[]
  return rows.map(saleOf).filter((sale): sale is Sale => sale !== null)
}
