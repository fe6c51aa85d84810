import { and, eq, gte } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingPath } from '@/features/listings/read'
import { AREAS, countyLabel } from '@/lib/areas'
import { siteUrl } from '@/lib/env'
import { columnsOf, listingDb, closedSalesSince } from '@/lib/db/listings'

import { countyName } from '../figures/records'
import type { NewHome, SoldHome } from './emails'

type Row = Record<string, unknown>

/** A stored date (text in SQLite, text or Date in PostgreSQL) as its YYYY-MM-DD. */
const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10)

const key = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase()

/** Whether a listing lies in a service area: its town, or any town of its county. */
function inArea(slug: string): (row: Row) => boolean {
  const area = AREAS.find((a) => a.slug === slug)
  if (!area) return () => false
  if (area.name === countyLabel(area.county)) {
    const county = key(area.county)
    return (row) => key(countyName(String(row.CountyOrParish ?? ''))) === county
  }
  const town = key(area.name)
  return (row) => key(row.City) === town
}

/** The street line, or "Address withheld" where the MLS says not to show it. */
function street(row: Row): string {
  const shown = row.InternetAddressDisplayYN !== false && row.InternetAddressDisplayYN !== 0
  const line = String(row.UnparsedAddress ?? '')
    .split(',')[0]
    ?.trim()
  return shown && line ? line : 'Address withheld'
}

/** The first day a query reads: the day after `since`, as an ISO moment (UTC midnight). */
const after = (since: string) => `${since}T00:00:00.000Z`

/** Closed sales in the area with a close date after `since` (YYYY-MM-DD), the latest first. */
export async function soldSince(
  payload: Payload,
  area: string,
  since: string,
): Promise<SoldHome[]> {
  const db = listingDb(payload)
  const L = db.listings
  const rows = (await db.drizzle
    .select(
      columnsOf(L, [
        'UnparsedAddress',
        'InternetAddressDisplayYN',
        'City',
        'CountyOrParish',
        'ClosePrice',
        'CloseDate',
      ] as const),
    )
    .from(L)
    .where(closedSalesSince(L, after(since)))) as Row[]
  const mine = inArea(area)
  return rows
    .filter((row) => mine(row) && dayOf(row.CloseDate) > since && Number(row.ClosePrice) > 0)
    .map((row) => ({
      address: street(row),
      town: String(row.City ?? '').trim(),
      price: Number(row.ClosePrice),
      closeDate: dayOf(row.CloseDate),
    }))
    .sort((a, b) => b.closeDate.localeCompare(a.closeDate) || a.address.localeCompare(b.address))
}

/** Homes for sale in the area listed after `since` (YYYY-MM-DD), the latest first, each with its page. */
export async function listedSince(
  payload: Payload,
  area: string,
  since: string,
): Promise<(NewHome & { listed: string })[]> {
  const db = listingDb(payload)
  const L = db.listings
  const rows = (await db.drizzle
    .select(
      columnsOf(L, [
        'ListingId',
        'slug',
        'UnparsedAddress',
        'InternetAddressDisplayYN',
        'City',
        'CountyOrParish',
        'ListPrice',
        'OnMarketDate',
      ] as const),
    )
    .from(L)
    .where(
      and(eq(L.shown, true), eq(L.StandardStatus, 'Active'), gte(L.OnMarketDate, after(since))),
    )) as Row[]
  const mine = inArea(area)
  return rows
    .filter((row) => mine(row) && dayOf(row.OnMarketDate) > since)
    .map((row) => ({
      address: street(row),
      town: String(row.City ?? '').trim(),
      price: row.ListPrice === null || row.ListPrice === undefined ? null : Number(row.ListPrice),
      url: `${siteUrl()}${listingPath(String(row.ListingId), String(row.slug))}`,
      listed: dayOf(row.OnMarketDate),
    }))
    .sort((a, b) => b.listed.localeCompare(a.listed) || a.address.localeCompare(b.address))
}
