import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'
import { inArray } from 'drizzle-orm'

import { LEASE_TYPES, type ListingDb } from '@/lib/db/listings'
import type { readMapPoints as ReadMapPoints } from '../map/points'
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
  ListPrice: number | null
  BedroomsTotal: number | null
  PropertySubType: string | null
  PublicRemarks: string | null
  UnparsedAddress: string | null
  StandardStatus: string
  LotSizeAcres: number | null
  GarageSpaces: number | null
  shown: boolean
}
let db: ListingDb
let rows: Row[]
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
  const { docs } = await bed.payload.find({
    collection: 'listings',
    pagination: false,
    depth: 0,
    where: { shown: { equals: true } },
  })
  rows = docs as unknown as Row[]
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
