import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as Listings from '@/lib/db/listings'

// A fresh install, migrated and seeded with the demo inventory, on a real SQLite file (or the
// empty PostgreSQL database of TEST_DATABASE_URL): the search's investment columns are there
// before any sync, so a search by cap rate finds homes at once.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'investors-fresh-'))
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'investors-fresh-secret'
delete process.env.RESO_API_URL

type Row = {
  key: string
  city: string | null
  type: string | null
  beds: unknown
  shown: boolean | null
  rent: unknown
  source: string | null
  cap: unknown
  perUnit: unknown
}
let rows: Row[]
const number = (x: unknown) => (x === null ? null : Number(x))

beforeAll(async () => {
  const { listingDb } = (await import('@/lib/db/listings')) as typeof Listings
  const payload: Payload = await (await import('@/lib/payload')).payloadClient()
  const db = listingDb(payload)
  const L = db.listings
  rows = await db.drizzle
    .select({
      key: L.ListingKey,
      city: L.City,
      type: L.PropertyType,
      beds: L.BedroomsTotal,
      shown: L.shown,
      rent: L.estimatedRent,
      source: L.rentSource,
      cap: L.estimatedCapRate,
      perUnit: L.pricePerUnit,
    })
    .from(L)
}, 120_000)

describe('the demo inventory on a fresh install, for investors', () => {
  it('holds about 200 leases, never shown, with no figures of their own', () => {
    const leases = rows.filter((r) => r.type === 'ResidentialLease')
    expect(leases.length).toBeGreaterThanOrEqual(180)
    for (const r of leases)
      expect([r.shown, r.rent, r.cap, r.perUnit]).toEqual([false, null, null, null])
  })

  it('gives most homes for sale a rent, from their own figures or the leases, and every one a price per unit', () => {
    const shown = rows.filter((r) => r.shown)
    expect(shown.every((r) => number(r.perUnit)! > 0)).toBe(true)
    const withRent = shown.filter((r) => r.rent !== null)
    expect(withRent.length).toBeGreaterThan(shown.length * 0.6)
    expect(withRent.every((r) => r.cap !== null && ['listing', 'leases'].includes(r.source!))).toBe(
      true,
    )
    expect(withRent.filter((r) => r.source === 'listing').length).toBeGreaterThanOrEqual(8)
    // A search for a cap rate of 6 % or more finds homes, most of them small buildings.
    const sixPlus = shown.filter((r) => number(r.cap)! >= 6)
    expect(sixPlus.length).toBeGreaterThanOrEqual(5)
    const buildings = sixPlus.filter((r) => r.type === 'ResidentialIncome')
    expect(buildings.length).toBeGreaterThan(sixPlus.length / 2)
  })

  it('honestly gives no rent where no leases are near or alike: Vernon, five bedrooms, a lot', () => {
    const shown = rows.filter((r) => r.shown && r.source !== 'listing')
    const none = (pick: (r: Row) => boolean) => shown.filter(pick).every((r) => r.rent === null)
    expect(none((r) => r.city === 'Vernon')).toBe(true)
    expect(none((r) => number(r.beds) === 5 && r.type === 'Residential')).toBe(true)
    expect(none((r) => r.type === 'Land')).toBe(true)
  })

  it('works the guide’s example out as the guide does', () => {
    const example = rows.find((r) => r.key === 'demo-mf-01')!
    expect([
      number(example.rent),
      example.source,
      number(example.cap),
      number(example.perUnit),
    ]).toEqual([4850, 'listing', 6.48, 145_000])
  })
})
