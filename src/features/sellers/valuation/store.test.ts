import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as Listings from '@/lib/db/listings'

import type * as Measure from './measure'
import type * as Places from './places'
import type * as Store from './store'

// The store as a fresh install has it: migrated and seeded with the demo inventory, on a real
// SQLite file (or the empty PostgreSQL database of TEST_DATABASE_URL).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-value-store-'))
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'home-value-store-secret'
delete process.env.RESO_API_URL

let payload: Payload
let findHome: typeof Places.findHome
let readSales: typeof Store.readSales
let storedAccuracy: typeof Measure.storedAccuracy
let listingDb: typeof Listings.listingDb
let notLease: typeof Listings.notLease
beforeAll(async () => {
  ;({ findHome } = await import('./places'))
  ;({ readSales } = await import('./store'))
  ;({ storedAccuracy } = await import('./measure'))
  ;({ listingDb, notLease } = await import('@/lib/db/listings'))
  payload = await (await import('@/lib/payload')).payloadClient()
}, 120_000)

const soldRow = async () => {
  const db = listingDb(payload)
  const [row] = await db.drizzle
    .select({ key: db.listings.ListingKey, address: db.listings.UnparsedAddress })
    .from(db.listings)
    .where(and(eq(db.listings.StandardStatus, 'Closed'), notLease(db.listings)))
    .orderBy(db.listings.ListingKey)
    .limit(1)
  return row!
}

describe('the home-value estimate on a fresh install', () => {
  it('reads the demo closed sales from the store, and has measured itself on them at start', async () => {
    const sales = await readSales(payload, Date.now())
    expect(sales.length).toBeGreaterThanOrEqual(280)
    expect(sales.every((s) => s.price > 0 && s.sqft > 0 && s.closed < Date.now())).toBe(true)
    const accuracy = await storedAccuracy(payload)
    expect(accuracy?.overall.medianError).toBeLessThanOrEqual(0.08)
    expect(accuracy?.overall.coverage).toBeGreaterThanOrEqual(0.9)
  })

  it('never counts a lease as a sale, though the demo leases let houses with every fact a sale has', async () => {
    const db = listingDb(payload)
    const L = db.listings
    const houses = await db.drizzle
      .select({ key: L.ListingKey })
      .from(L)
      .where(
        and(
          eq(L.PropertyType, 'ResidentialLease'),
          eq(L.PropertySubType, 'SingleFamilyResidence'),
          eq(L.StandardStatus, 'Closed'),
        ),
      )
    expect(houses.length).toBeGreaterThan(20)
    const leases = new Set(houses.map((r) => r.key))
    const sales = await readSales(payload, Date.now())
    expect(sales.filter((s) => leases.has(s.key))).toEqual([])
    // A month's rent is no price.
    expect(Math.min(...sales.map((s) => s.price))).toBeGreaterThan(50_000)
  })

  it('estimates a home from the stored sales: every distance, adjustment and the value are numbers', async () => {
    const { fitModels } = await import('./model')
    const { estimate } = await import('./estimate')
    const { findPlace, readPlaces } = await import('./places')
    const now = Date.now()
    const sales = await readSales(payload, now)
    const place = findPlace(await readPlaces(payload), 'Andover')!
    expect(Number.isFinite(place.lat) && Number.isFinite(place.lng)).toBe(true)
    const facts = {
      type: 'single-family',
      beds: 3,
      baths: 2,
      sqft: 1800,
      lot: 0.5,
      year: 1985,
      condition: 'average',
    } as const
    const result = estimate(
      { ...facts, ...place, located: 'place' },
      sales,
      fitModels(sales, now)!,
      now,
    )
    if (result.kind !== 'estimate') throw new Error('expected an estimate')
    expect(result.value).toBeGreaterThan(100_000)
    for (const c of result.comparables) {
      expect(c.miles).toBeLessThanOrEqual(result.step.miles)
      expect(c.adjusted).toBe(c.sale.price + c.adjustments.reduce((s, a) => s + a.dollars, 0))
      expect(typeof c.sale.price).toBe('number')
    }
  })

  it('finds a home the MLS has seen by the address typed in another spelling, with its facts', async () => {
    const { address } = await soldRow()
    const [street, town] = address!.split(',').map((s) => s.trim())
    const typed = `${street!.replace(/ Rd$/, ' Road').replace(/ St$/, ' Street').toLowerCase()}, ${town}`
    const found = await findHome(typed)
    expect(found).toMatchObject({ address: street, city: town, noValuation: false })
    expect(found!.facts.sqft).toBeGreaterThan(0)
    expect(await findHome(`99999 ${street!.split(' ').slice(1).join(' ')}`)).toBeNull()
    // Without a comma before the town, and with the state and ZIP code after it.
    expect(await findHome(`${street} ${town}`)).toMatchObject({ address: street, city: town })
    expect(await findHome(`${street} ${town} NJ 07999`)).toMatchObject({ address: street })
    expect(await findHome(`${street} Nowhereville`)).toBeNull()
  })

  it('finds a home whose listing leaves the street type out, among many newer homes of its number, and never on a street of another type', async () => {
    const db = listingDb(payload)
    const L = db.listings
    const { key, address } = await soldRow()
    const [street, town] = address!.split(',').map((s) => s.trim()) as [string, string]
    const [number, ...words] = street.split(' ')
    const [home] = await db.drizzle
      .select({ name: L.StreetName, unparsed: L.UnparsedAddress })
      .from(L)
      .where(eq(L.ListingKey, key))
    // As RESO feeds often send it: the name alone, its type in StreetSuffix.
    const bare = words.slice(0, -1).join(' ')
    expect(`${bare} ${words.at(-1)}`).toBe(home!.name)
    // Sixty other homes at the same number, each changed since: more than a page of rows.
    const others = await db.drizzle
      .select({ key: L.ListingKey, number: L.StreetNumber, modified: L.ModificationTimestamp })
      .from(L)
      .where(and(ne(L.ListingKey, key), sql`${L.StreetName} not like ${`${bare}%`}`))
      .orderBy(L.ListingKey)
      .limit(60)
    expect(others).toHaveLength(60)
    const later = new Date(Date.now() + 60_000).toISOString()
    try {
      await db.drizzle.update(L).set({ StreetName: bare }).where(eq(L.ListingKey, key))
      await db.drizzle
        .update(L)
        .set({ StreetNumber: number, ModificationTimestamp: later })
        .where(
          inArray(
            L.ListingKey,
            others.map((o) => o.key),
          ),
        )
      const type = words.at(-1)!
      const spelled = { St: 'Street', Rd: 'Road', Ave: 'Avenue', Ln: 'Lane', Dr: 'Drive' }
      const typed = `${number} ${bare} ${spelled[type as keyof typeof spelled] ?? type}, ${town}`
      expect(await findHome(typed)).toMatchObject({ address: street, city: town })
      // The full address says which street it is on: not the same name with another type.
      const other = type === 'Ave' ? 'Rd' : 'Ave'
      expect(await findHome(`${number} ${bare} ${other}, ${town}`)).toBeNull()
      // With no full address either, the name alone is all there is to go by.
      await db.drizzle.update(L).set({ UnparsedAddress: null }).where(eq(L.ListingKey, key))
      expect(await findHome(typed)).toMatchObject({ address: `${number} ${bare}`, city: town })
    } finally {
      await db.drizzle
        .update(L)
        .set({ StreetName: home!.name, UnparsedAddress: home!.unparsed })
        .where(eq(L.ListingKey, key))
      for (const o of others)
        await db.drizzle
          .update(L)
          .set({ StreetNumber: o.number, ModificationTimestamp: o.modified })
          .where(eq(L.ListingKey, o.key))
    }
  })

  it('never matches a home whose seller withheld the address, and gives no value where the seller of a listed home refused one', async () => {
    const db = listingDb(payload)
    const L = db.listings
    const { key, address } = await soldRow()
    await db.drizzle.update(L).set({ InternetAddressDisplayYN: false }).where(eq(L.ListingKey, key))
    expect(await findHome(address!)).toBeNull()

    const [listed] = await db.drizzle
      .select({ key: L.ListingKey, address: L.UnparsedAddress })
      .from(L)
      .where(and(eq(L.StandardStatus, 'Active'), eq(L.shown, true)))
      .orderBy(L.ListingKey)
      .limit(1)
    expect((await findHome(listed!.address!))?.noValuation).toBe(false)
    await db.drizzle
      .update(L)
      .set({ InternetAutomatedValuationDisplayYN: false })
      .where(eq(L.ListingKey, listed!.key))
    expect((await findHome(listed!.address!))?.noValuation).toBe(true)
  })
})
