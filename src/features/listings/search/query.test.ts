import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'
import type { ListingDb } from '@/lib/db/listings'
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

beforeAll(async () => {
  const query = await import('./query')
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
