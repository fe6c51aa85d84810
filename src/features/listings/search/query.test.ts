import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'
import { eq, inArray } from 'drizzle-orm'

import { LEASE_TYPES, type ListingDb } from '@/lib/db/listings'
import type { readMapPoints as ReadMapPoints } from '../map/points'
import { unitCount } from '../units'
import { readCriteria } from './criteria'
import type { countMatches as CountMatches, readPage as ReadPage, Town } from './query'

// The search's SQL on a real database holding the demo inventory: SQLite here, PostgreSQL in
// `npm run test:postgres`. Each answer is checked against the same rule applied to every row.
const bed = routeTestbed('search-test')
const now = new Date()
type Row = {
  id: number
  City: string | null
  CountyOrParish: string | null
  PostalCode: string | null
  ListPrice: number | null
  BedroomsTotal: number | null
  PropertySubType: string | null
  PublicRemarks: string | null
  UnparsedAddress: string | null
  StandardStatus: string
  LotSizeAcres: number | null
  GarageSpaces: number | null
  ListingKey: string
  NumberOfUnitsTotal: number | null
  estimatedCapRate: number | null
  pricePerUnit: number | null
  shown: boolean
}
let db: ListingDb
let rows: Row[]
const shownRows = async () =>
  (
    await bed.payload.find({
      collection: 'listings',
      pagination: false,
      depth: 0,
      where: { shown: { equals: true } },
    })
  ).docs as unknown as Row[]
let towns: Town[]
let countMatches: typeof CountMatches
let readPage: typeof ReadPage
let readMapPoints: typeof ReadMapPoints

beforeAll(async () => {
  const query = await import('./query')
  ;({ readMapPoints } = await import('../map/points'))
  const { listingDb } = await import('@/lib/db/listings')
  countMatches = query.countMatches
  readPage = query.readPage
  db = listingDb(bed.payload)
  towns = await query.readTowns(db)
  rows = await shownRows()
})

const search = async (query: string) => {
  const criteria = readCriteria(new URLSearchParams(query))
  const total = await countMatches(db, criteria, towns, now)
  return { total, page: await readPage(db, criteria, towns, total, now) }
}
const words = (r: Row) =>
  `${r.UnparsedAddress} ${r.City} ${r.PublicRemarks}`.toLowerCase().split(/[^a-z0-9]+/)

describe('the property search on the database', () => {
  it('finds what each filter asks for, on this database', async () => {
    const cases: [string, (r: Row) => boolean][] = [
      ['', () => true],
      [
        'beds=4&maxPrice=500000',
        (r) => (r.BedroomsTotal ?? 0) >= 4 && (r.ListPrice ?? 0) <= 500_000,
      ],
      ['location=andover,+NJ', (r) => r.City === 'Andover'],
      ['location=Warren+County', (r) => r.CountyOrParish === 'Warren'],
      // As a card writes a home's town, and as a town's own name has it.
      ['location=Hackettstown,+NJ+07840', (r) => r.PostalCode === '07840'],
      ['location=07840-1234', (r) => r.PostalCode === '07840'],
      ['type=condo', (r) => r.PropertySubType === 'Condominium'],
      [
        'status=under-contract',
        (r) => ['ActiveUnderContract', 'Pending'].includes(r.StandardStatus),
      ],
      ['q=granit', (r) => words(r).some((w) => w.startsWith('granit'))],
      [
        'q=granite+andover',
        (r) => words(r).some((w) => w.startsWith('granite')) && words(r).includes('andover'),
      ],
    ]
    for (const [query, rule] of cases) {
      const expected = rows.filter(rule).length
      expect(expected, query).toBeGreaterThan(0)
      expect((await search(query)).total, query).toBe(expected)
    }
  })

  it('finds the homes with at least the garage spaces asked for', async () => {
    for (const spaces of [1, 2, 3]) {
      const expected = rows.filter((r) => (r.GarageSpaces ?? 0) >= spaces).length
      expect(expected).toBeGreaterThan(0)
      expect(expected).toBeLessThan(rows.length)
      expect((await search(`garage=${spaces}`)).total, `garage=${spaces}`).toBe(expected)
    }
  })

  it('sorts, pages and breaks ties the same way on every page', async () => {
    const first = (await search('sort=price-asc')).page
    const second = (await search('sort=price-asc&page=2')).page
    const prices = [...first.cards, ...second.cards].map((c) => c.price ?? Infinity)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(Math.min(...rows.map((r) => r.ListPrice ?? Infinity))).toBe(prices[0])
    const keys = new Set([...first.cards, ...second.cards].map((c) => c.key))
    expect(keys.size).toBe(48)
    const lots = (await search('sort=lot')).page.cards.map((c) => c.lotAcres ?? -1)
    expect(lots).toEqual([...lots].sort((a, b) => b - a))
    // A page past the last shows the last page.
    const beyond = (await search('page=999')).page
    expect(beyond.page).toBe(beyond.pageCount)
    expect(beyond.cards.length).toBeGreaterThan(0)
  })
})

describe("an investor's search on the database", () => {
  // Five homes of the demo inventory given the figures the site works out after each sync.
  const homes = {
    duplex: { NumberOfUnitsTotal: 2, estimatedCapRate: 6.5, pricePerUnit: 160_000 },
    house: {
      NumberOfUnitsTotal: null,
      PropertySubType: 'SingleFamilyResidence',
      estimatedCapRate: 7.5,
      pricePerUnit: 320_000,
    },
    triplex: { NumberOfUnitsTotal: 3, estimatedCapRate: 5.2, pricePerUnit: 110_000 },
    fourplex: { NumberOfUnitsTotal: 4, estimatedCapRate: null, pricePerUnit: 90_000 },
    // A duplex whose listing gives no unit count: two units all the same, as its price per unit.
    uncountedDuplex: {
      NumberOfUnitsTotal: null,
      PropertySubType: 'Duplex',
      estimatedCapRate: 6.2,
      pricePerUnit: 175_000,
    },
  }
  const key: Record<keyof typeof homes, string> = {} as never
  let all: Row[]

  beforeAll(async () => {
    for (const [i, [name, figures]] of Object.entries(homes).entries()) {
      const row = rows[i * 7]!
      key[name as keyof typeof homes] = row.ListingKey
      await db.drizzle.update(db.listings).set(figures).where(eq(db.listings.id, row.id))
    }
    all = await shownRows()
  })
  const keys = async (query: string) => (await search(query)).page.cards.map((c) => c.key)
  const units = (r: Row) => unitCount(r.NumberOfUnitsTotal ?? null, r.PropertySubType ?? null)

  it('finds a 2-unit home with a 6.5% estimated cap rate for 2+ units and 6% or more, never a house', async () => {
    const found = await keys('units=2&minCap=6')
    expect(found).toContain(key.duplex)
    expect(found).toContain(key.uncountedDuplex)
    expect(found).not.toContain(key.house)
    expect(await keys('units=3')).not.toContain(key.uncountedDuplex)
    const cases: [string, (r: Row) => boolean][] = [
      ['units=2&minCap=6', (r) => units(r) >= 2 && (r.estimatedCapRate ?? -1) >= 6],
      ['units=3', (r) => units(r) >= 3],
      ['minCap=7', (r) => (r.estimatedCapRate ?? -1) >= 7],
      ['maxPerUnit=150000', (r) => r.pricePerUnit !== null && r.pricePerUnit <= 150_000],
    ]
    for (const [query, rule] of cases) {
      const expected = all.filter(rule).length
      expect(expected, query).toBeGreaterThan(0)
      expect(expected, query).toBeLessThan(all.length)
      expect((await search(query)).total, query).toBe(expected)
    }
    // Homes without an estimate are left out of a cap rate search: the fourplex has none.
    expect(await keys('units=4')).toContain(key.fourplex)
    expect(await keys('units=4&minCap=4')).not.toContain(key.fourplex)
  })

  it('sorts by estimated cap rate, highest first, homes without an estimate last', async () => {
    const rate = new Map(all.map((r) => [r.ListingKey, r.estimatedCapRate]))
    // Every page of the search, in order.
    const { pageCount } = (await search('sort=cap-rate')).page
    const found: string[] = []
    for (let page = 1; page <= pageCount; page++)
      found.push(...(await keys(`sort=cap-rate&page=${page}`)))
    expect(new Set(found).size).toBe(all.length)
    const rates = found.map((k) => rate.get(k) ?? null)
    const estimated = rates.filter((r) => r !== null)
    expect(estimated).toEqual([...estimated].sort((a, b) => b - a))
    // Homes without an estimate come after every home with one.
    expect(rates.slice(estimated.length).every((r) => r === null)).toBe(true)
    expect(found.indexOf(key.house)).toBeLessThan(found.indexOf(key.duplex))
    expect(found.indexOf(key.duplex)).toBeLessThan(found.indexOf(key.triplex))
    expect(found.indexOf(key.triplex)).toBeLessThan(found.indexOf(key.fourplex))
  })
})

describe('leases, kept for the rent estimates and never shown', () => {
  const leases = async () => {
    const L = db.listings
    return db.drizzle
      .select({ key: L.ListingKey, city: L.City, street: L.StreetName })
      .from(L)
      .where(inArray(L.PropertyType, [...LEASE_TYPES]))
  }

  it('are never among the homes a search finds, counts or pages through, whatever it asks', async () => {
    const stored = await leases()
    // The demo inventory holds about 200, at monthly rents a price filter would let through.
    expect(stored.length).toBeGreaterThan(150)
    const keys = new Set(stored.map((l) => l.key))
    const street = stored.find((l) => l.street)!.street!
    for (const query of [
      '',
      'maxPrice=100000',
      'type=multi-family',
      'beds=2&sort=price-asc',
      `q=${encodeURIComponent(street)}`,
    ]) {
      const { total, page } = await search(query)
      const found: string[] = page.cards.map((c) => c.key)
      for (let n = 2; n <= page.pageCount; n++)
        found.push(...(await search(`${query}&page=${n}`)).page.cards.map((c) => c.key))
      expect(found.length, query).toBe(total)
      expect(
        found.filter((key) => keys.has(key)),
        query,
      ).toEqual([])
    }
    // Every home the search counts is a shown home for sale: the count is theirs alone.
    expect((await search('')).total).toBe(rows.length)
  })

  it('are never counted on a town’s page, nor make a town of their own', async () => {
    const stored = await leases()
    for (const city of new Set(stored.map((l) => l.city!))) {
      const { total } = await search(`location=${encodeURIComponent(city)}`)
      expect(total, city).toBe(rows.filter((r) => r.City === city).length)
      expect(towns.find((t) => t.city === city)?.count ?? 0, city).toBe(total)
    }
  })

  it('are never a point on the map', async () => {
    const L = db.listings
    const stored = await db.drizzle
      .select({ id: L.ListingId })
      .from(L)
      .where(inArray(L.PropertyType, [...LEASE_TYPES]))
    const ids = new Set(stored.map((l) => l.id))
    const points = await readMapPoints(db, readCriteria(new URLSearchParams('')), towns, now)
    expect(points.length).toBeGreaterThan(100)
    // A point links to /listings/{ListingId}-{address}.
    const idOf = (path: string) => decodeURIComponent(path.split('/')[2]!).split('-')[0]
    expect(points.filter((p) => ids.has(idOf(p.path)!))).toEqual([])
  })
})
