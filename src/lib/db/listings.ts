import type { Payload } from 'payload'

/**
 * The drizzle handle and table objects Payload built from the listing collections. The sync
 * writes through them in batches (one transaction per feed page) instead of one local-API call
 * per document: the same code runs on SQLite and PostgreSQL, at thousands of rows a second.
 */
export type ListingDb = {
  // Drizzle's SQLite and PostgreSQL builders share the calls used here; typed loosely on purpose.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  drizzle: any
  listings: any
  photos: any
  openHouses: any
  history: any
  /** The listing-feed global's single row. */
  feed: any
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

export function listingDb(payload: Payload): ListingDb {
  const adapter = payload.db as unknown as { drizzle: unknown; tables: Record<string, unknown> }
  return {
    drizzle: adapter.drizzle,
    listings: adapter.tables.listings,
    photos: adapter.tables.listing_photos,
    openHouses: adapter.tables.listing_open_houses,
    history: adapter.tables.listing_history,
    feed: adapter.tables.listing_feed,
  }
}
