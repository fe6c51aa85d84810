import { inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'
import { LEASE_TYPES, type ListingDb } from '@/lib/db/listings'
import type * as Listing from './listing'

// The reads behind a listing's page and the sitemap, on a fresh install holding the demo homes,
// sales and leases (SQLite here, PostgreSQL with TEST_DATABASE_URL), read as the pages read them
// through their cache (tests/e2e/listings.spec.ts asks the pages themselves).
const bed = routeTestbed('listing-leases')
let read: typeof Listing
let db: ListingDb
let leases: { id: string; slug: string }[]

beforeAll(async () => {
  read = await import('./listing')
  const { listingDb } = await import('@/lib/db/listings')
  db = listingDb(bed.payload)
  const L = db.listings
  leases = (await db.drizzle
    .select({ id: L.ListingId, slug: L.slug })
    .from(L)
    .where(inArray(L.PropertyType, [...LEASE_TYPES]))) as typeof leases
})

describe('a lease, never a home for sale', () => {
  it('has no page: its address names nothing (404), where a home that left answers 410', async () => {
    expect(leases.length).toBeGreaterThan(150)
    for (const lease of leases.slice(0, 20))
      expect(await read.readListingPage(db, `${lease.id}-${lease.slug}`)).toBeNull()
    // A closed sale still has its page, to say it is gone.
    const { docs } = await bed.payload.find({
      collection: 'listings',
      where: { StandardStatus: { equals: 'Closed' }, PropertyType: { equals: 'Residential' } },
      limit: 1,
      depth: 0,
    })
    const sold = docs[0]!
    const page = await read.readListingPage(db, `${sold.ListingId}-${sold.slug}`)
    expect(page?.listing.shown).toBe(false)
  })

  it('is not in the sitemap', async () => {
    const paths = (await read.readShownListingPaths(db)).map((p) => p.path)
    expect(paths.length).toBeGreaterThan(120)
    const ids = new Set(leases.map((l) => encodeURIComponent(l.id)))
    expect(paths.filter((p) => ids.has(p.split('/')[2]!.split('-')[0]!))).toEqual([])
  })
})
