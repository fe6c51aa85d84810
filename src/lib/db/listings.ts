import { and, eq, gte, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import type { Payload } from 'payload'

import type * as schema from '@/payload-generated-schema'

/**
 * The drizzle handle and table objects Payload built from the listing collections. The sync
 * writes through them in batches (one transaction per feed page) instead of one local-API call
 * per document: the same code runs on SQLite and PostgreSQL, at thousands of rows a second.
 *
 * Typed by the schema Payload writes for SQLite (`payload generate:db-schema`, kept current by
 * scripts/check-generated.sh), so the compiler checks every column name. On PostgreSQL the same
 * calls run on Payload's PostgreSQL tables: the same columns under the same names, and the
 * select, insert, update, delete and transaction calls used here are common to both builders.
 */
export type ListingDb = {
  drizzle: LibSQLDatabase
  listings: typeof schema.listings
  photos: typeof schema.listing_photos
  openHouses: typeof schema.listing_open_houses
  history: typeof schema.listing_history
  /** The listing-feed global's single row. */
  feed: typeof schema.listing_feed
}

/** A transaction on the listing tables, as `ListingDb['drizzle'].transaction` hands it. */
export type ListingTx = Parameters<Parameters<ListingDb['drizzle']['transaction']>[0]>[0]

export function listingDb(payload: Payload): ListingDb {
  const adapter = payload.db as unknown as { drizzle: unknown; tables: Record<string, unknown> }
  const table = <K extends keyof typeof schema>(name: K) =>
    adapter.tables[name] as (typeof schema)[K]
  return {
    drizzle: adapter.drizzle as LibSQLDatabase,
    listings: table('listings'),
    photos: table('listing_photos'),
    openHouses: table('listing_open_houses'),
    history: table('listing_history'),
    feed: table('listing_feed'),
  }
}

/** Some of a table's columns by name, for a select: `select({ id: L.id, ...columnsOf(L, names) })`. */
export function columnsOf<T extends object, K extends keyof T>(table: T, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>
}

/**
 * For an upsert's `set`: each named column takes the value the insert proposed for it
 * (`excluded."column"`, the same on both databases).
 */
export function proposed<K extends string>(
  table: Record<K, { name: string }>,
  names: readonly K[],
) {
  return Object.fromEntries(
    names.map((name) => [name, sql.raw(`excluded."${table[name].name}"`)]),
  ) as Record<K, SQL>
}

/**
 * Property types that are rentals, not homes for sale: the sync keeps them (their rents are the
 * comparables of the investment figures) but never shows them to visitors, and a closed lease is
 * never a sale (its close price is a month's rent).
 */
export const LEASE_TYPES = ['ResidentialLease', 'CommercialLease'] as const
export const isLease = (propertyType: string | null | undefined) =>
  (LEASE_TYPES as readonly string[]).includes(propertyType ?? '')

/**
 * Whether the seller allows an automated value beside the listing
 * (`InternetAutomatedValuationDisplayYN`, a yes unless said no; read as stored, a boolean or
 * SQLite's 0): where not, the site shows no estimate of the home's worth or of its rent from
 * other homes, only the listing's own figures.
 */
export const allowsAutomatedValue = (displayYN: unknown) => displayYN !== false && displayYN !== 0

/** The SQL condition "not a lease", for every read of closed sales. */
export const notLease = (table: ListingDb['listings']) =>
  or(isNull(table.PropertyType), notInArray(table.PropertyType, [...LEASE_TYPES]))!

/** The SQL condition "a sale that closed at a price since this instant (ISO)": never a lease. */
export const closedSalesSince = (table: ListingDb['listings'], since: string) =>
  and(
    eq(table.StandardStatus, 'Closed'),
    isNotNull(table.ClosePrice),
    gte(table.CloseDate, since),
    notLease(table),
  )!
