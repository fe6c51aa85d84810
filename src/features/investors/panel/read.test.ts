import { beforeAll, describe, expect, it } from 'vitest'

import { listing, syncTestBed } from '../../../../tests/support/syncTestBed'
import { toListingView } from '@/features/listings/read/view'
import { syncListings } from '@/features/listings/sync/run'
import { readLeases } from '../rent'
import { loadInvestmentFacts } from './read'

// The panel's read of a home's income figures and of the feed's leases, after the real sync, on
// a real database: SQLite here, PostgreSQL in `npm run test:postgres`.
const bed = syncTestBed('investment-facts')
const HERE = { Latitude: 41.01, Longitude: -74.74 }
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const lease = (n: number, rent: number) => ({
  ListingId: `L${n}`,
  PropertyType: 'ResidentialLease',
  PropertySubType: 'Apartment',
  StandardStatus: 'Closed',
  ListPrice: rent + 100,
  ClosePrice: rent,
  CloseDate: daysAgo(30 + n),
  OnMarketDate: daysAgo(60 + n),
  BedroomsTotal: 2,
  UnparsedAddress: `${n} Main St, Andover, NJ 07821`,
  City: 'Andover',
  CountyOrParish: 'Sussex',
  Latitude: HERE.Latitude + n * 0.001,
  Longitude: HERE.Longitude,
})
const building = { PropertyType: 'ResidentialIncome', PropertySubType: 'Duplex', ...HERE }

async function factsOf(key: string) {
  const [row] = await bed.rows({ ListingKey: { equals: key } })
  const home = toListingView(row as unknown as Record<string, unknown>)
  let leasesRead = 0
  const facts = await loadInvestmentFacts(bed.payload, home, () => {
    leasesRead++
    return readLeases(bed.payload)
  })
  return { facts, leasesRead }
}

describe('a home’s investment facts from the listing tables', () => {
  beforeAll(async () => {
    await bed.fresh()
    bed.feed.put('L1', lease(1, 1700))
    bed.feed.put('L2', lease(2, 1800))
    bed.feed.put('L3', lease(3, 1950))
    bed.feed.put('D1', {
      ...listing(1, building),
      BedroomsTotal: 4,
      NumberOfUnitsTotal: 2,
      UnitTypes: [{ UnitTypeBedsTotal: 2, UnitTypeUnitsTotal: 2 }],
      VacancyAllowanceRate: 4,
      InsuranceExpense: 2400,
      WaterSewerExpense: 1200,
    })
    bed.feed.put('D2', {
      ...listing(2, building),
      NumberOfUnitsTotal: 3,
      GrossScheduledIncome: 72000,
    })
    bed.feed.put('D3', {
      ...listing(3, building),
      BedroomsTotal: 4,
      NumberOfUnitsTotal: 2,
      InternetAutomatedValuationDisplayYN: false,
    })
    await syncListings(bed.payload, { config: bed.config() })
  })

  it('estimates a building’s rent from the leases near it, and keeps its own costs', async () => {
    const { facts } = await factsOf('D1')
    expect(facts?.units).toBe(2)
    expect(facts?.rent).toMatchObject({ kind: 'leases', monthly: 3600, low: 3400, high: 3900 })
    if (facts?.rent.kind !== 'leases') return
    expect(facts.rent.groups[0]!.comparables.map((c) => [c.street, c.rent, c.closed])).toEqual([
      ['1 Main St', 1700, true],
      ['2 Main St', 1800, true],
      ['3 Main St', 1950, true],
    ])
    expect(facts.costs).toMatchObject({
      vacancyAllowanceRate: 4,
      insuranceExpense: 2400,
      waterSewerExpense: 1200,
    })
  })

  it('takes the listing’s own rent without reading any lease', async () => {
    const { facts, leasesRead } = await factsOf('D2')
    expect(facts?.rent).toEqual({ kind: 'listing', monthly: 6000, from: 'GrossScheduledIncome' })
    expect(leasesRead).toBe(0)
  })

  it('gives no rent where the seller allows no automated estimate, though leases are near', async () => {
    const { facts, leasesRead } = await factsOf('D3')
    expect(facts?.rent).toMatchObject({ kind: 'none', reason: 'withheld' })
    expect(leasesRead).toBe(0)
  })
})
