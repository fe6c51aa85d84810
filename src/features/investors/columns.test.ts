import { beforeAll, describe, expect, it } from 'vitest'

import { listing, syncTestBed } from '../../../tests/support/syncTestBed'
import type * as SyncRun from '@/features/listings/sync/run'
import type * as AfterSync from '@/lib/afterListingSync'
import type * as Columns from './columns'

// The columns worked out after a sync, from what a real listing sync stored (SQLite, or the
// PostgreSQL database of TEST_DATABASE_URL, where numeric columns come back as text).
const bed = syncTestBed('investment-columns')
const NOW = Date.parse('2026-11-27T15:00:00Z')

let columns: typeof Columns
let sync: () => ReturnType<typeof SyncRun.syncListings>

// Andover; 0.01° of latitude is about 0.69 mile.
const HERE = { Latitude: 40.986, Longitude: -74.742 }
const north = (miles: number) => ({ ...HERE, Latitude: HERE.Latitude + miles / 69.17 })

/** A lease of the feed: let on `day` for `rent` a month, `miles` north of the homes. */
const lease = (
  n: number,
  sub: string,
  beds: number,
  rent: number,
  miles: number,
  day = '2026-09-01',
) =>
  listing(n, {
    PropertyType: 'ResidentialLease',
    PropertySubType: sub,
    StandardStatus: 'Closed',
    ListPrice: rent,
    ClosePrice: rent,
    CloseDate: day,
    BedroomsTotal: beds,
    ...north(miles),
  })

/** The worked example's building (docs/investors.md): a triplex stating its whole income. */
const triplex = listing(1, {
  ListPrice: 435_000,
  PropertyType: 'ResidentialIncome',
  PropertySubType: 'Triplex',
  BedroomsTotal: 4,
  NumberOfUnitsTotal: 3,
  TaxAnnualAmount: 10_440,
  GrossScheduledIncome: 58_200,
  VacancyAllowanceRate: 5,
  InsuranceExpense: 4200,
  MaintenanceExpense: 3492,
  WaterSewerExpense: 2160,
  FuelExpense: 2400,
  ...HERE,
})

const stored = async (key: string) => {
  const [row] = await bed.rows({ ListingKey: { equals: key } })
  const number = (x: unknown) => (x === null || x === undefined ? null : Number(x))
  return {
    estimatedRent: number(row!.estimatedRent),
    rentSource: row!.rentSource ?? null,
    estimatedCapRate: number(row!.estimatedCapRate),
    pricePerUnit: number(row!.pricePerUnit),
  }
}

beforeAll(async () => {
  const { syncListings } = (await import('@/features/listings/sync/run')) as typeof SyncRun
  columns = await import('./columns')
  sync = () => syncListings(bed.payload, { config: bed.config() })
  await bed.fresh({ pageSize: 20 })
  bed.feed.put('TRIPLEX', triplex)
  // A house of three bedrooms with four alike leases within a mile (and others that do not count).
  bed.feed.put('HOUSE', listing(2, { ListPrice: 450_000, ...HERE, TaxAnnualAmount: 11_000 }))
  bed.feed.put('L1', lease(11, 'SingleFamilyResidence', 3, 2700, 0.2))
  bed.feed.put('L2', lease(12, 'SingleFamilyResidence', 3, 2800, 0.4))
  bed.feed.put('L3', lease(13, 'SingleFamilyResidence', 3, 2950, 0.6, '2026-11-01'))
  bed.feed.put('L4', lease(14, 'SingleFamilyResidence', 3, 3100, 0.9))
  bed.feed.put('L5', lease(15, 'Condominium', 3, 1900, 0.1)) // another kind
  bed.feed.put('L6', lease(16, 'SingleFamilyResidence', 3, 1500, 0.1, '2024-06-01')) // too old
  // The same house, whose seller allows no automated value: no estimate from leases.
  bed.feed.put(
    'NO-ESTIMATE',
    listing(6, {
      ListPrice: 450_000,
      ...HERE,
      TaxAnnualAmount: 11_000,
      InternetAutomatedValuationDisplayYN: false,
    }),
  )
  // A house of four bedrooms with two alike leases only: no number.
  bed.feed.put('FEW', listing(3, { ListPrice: 520_000, BedroomsTotal: 4, ...HERE }))
  bed.feed.put('L7', lease(17, 'SingleFamilyResidence', 4, 3500, 0.3))
  bed.feed.put('L8', lease(18, 'SingleFamilyResidence', 4, 3600, 3))
  // A duplex stating only its units: two units of two bedrooms, each let like the units nearby.
  bed.feed.put(
    'DUPLEX',
    listing(4, {
      ListPrice: 380_000,
      PropertyType: 'ResidentialIncome',
      PropertySubType: 'Duplex',
      BedroomsTotal: 4,
      NumberOfUnitsTotal: 2,
      ...HERE,
    }),
  )
  bed.feed.put('L9', lease(19, 'Apartment', 2, 1750, 1.5))
  bed.feed.put('L10', lease(20, 'Duplex', 2, 1850, 1.6))
  bed.feed.put('L11', lease(21, 'Apartment', 2, 1900, 1.8))
  // A lot: a price, no rent.
  bed.feed.put('LOT', listing(5, { ListPrice: 95_000, PropertyType: 'Land', BedroomsTotal: null }))
  await sync()
}, 120_000)

describe('the investment columns after a sync', () => {
  it('runs after each sync that changed something, beside the market figures', async () => {
    const { afterListingSyncOf } = (await import('@/lib/afterListingSync')) as typeof AfterSync
    expect(afterListingSyncOf(bed.payload).map((step) => step.name)).toEqual([
      'market figures',
      'home-value accuracy',
      'investment columns',
    ])
  })

  it('takes a listing’s own income first: its rent, its cap rate at the defaults, its price per unit', async () => {
    const run = await columns.refreshInvestmentColumns(bed.payload, NOW)
    expect(run).toMatchObject({ listings: 6, leases: 10 }) // not the one let in 2024
    // 58,200 ÷ 12; NOI 28,174.80 ÷ 435,000 (docs/investors.md, line by line); 435,000 ÷ 3.
    expect(await stored('TRIPLEX')).toEqual({
      estimatedRent: 4850,
      rentSource: 'listing',
      estimatedCapRate: 6.48,
      pricePerUnit: 145_000,
    })
  })

  it('estimates the others from comparable leases, per unit for a building', async () => {
    // The median of 2,700, 2,800, 2,950 and 3,100 (the old lease and the condo do not count).
    const house = await stored('HOUSE')
    expect(house).toMatchObject({
      estimatedRent: 2875,
      rentSource: 'leases',
      pricePerUnit: 450_000,
    })
    // 34,500 a year, less 5 % vacancy; tax 11,000, insurance 0.35 % (1,575), upkeep 8 % (2,760),
    // management 8 % of 32,775 (2,622): NOI 14,818 ÷ 450,000.
    expect(house.estimatedCapRate).toBe(3.29)
    // Two units of two bedrooms at the median 1,850.
    expect(await stored('DUPLEX')).toMatchObject({
      estimatedRent: 3700,
      rentSource: 'leases',
      pricePerUnit: 190_000,
    })
  })

  it('estimates no rent from leases for a home whose seller allows no automated value', async () => {
    expect(await stored('NO-ESTIMATE')).toEqual({
      estimatedRent: null,
      rentSource: null,
      estimatedCapRate: null,
      pricePerUnit: 450_000,
    })
  })

  it('gives no rent and no cap rate where leases are too few, but still the price per unit', async () => {
    expect(await stored('FEW')).toEqual({
      estimatedRent: null,
      rentSource: null,
      estimatedCapRate: null,
      pricePerUnit: 520_000,
    })
    expect(await stored('LOT')).toEqual({
      estimatedRent: null,
      rentSource: null,
      estimatedCapRate: null,
      pricePerUnit: 95_000,
    })
    // A lease is never a listing with figures.
    expect(await stored('L1')).toEqual({
      estimatedRent: null,
      rentSource: null,
      estimatedCapRate: null,
      pricePerUnit: null,
    })
  })

  it('writes only what changed, and follows new leases and listings that leave', async () => {
    expect((await columns.refreshInvestmentColumns(bed.payload, NOW)).written).toBe(0)
    // A third four-bedroom lease within five miles: the house of four gets its number.
    bed.feed.put('L12', lease(22, 'SingleFamilyResidence', 4, 3800, 4))
    // The triplex sells: it leaves the search, and its figures with it.
    bed.feed.put('TRIPLEX', {
      ...triplex,
      StandardStatus: 'Closed',
      ClosePrice: 430_000,
      CloseDate: '2026-11-20',
    })
    await sync()
    const run = await columns.refreshInvestmentColumns(bed.payload, NOW)
    expect(run.written).toBe(1)
    expect(await stored('FEW')).toMatchObject({
      estimatedRent: 3600,
      rentSource: 'leases',
      pricePerUnit: 520_000,
    })
    expect(await stored('TRIPLEX')).toEqual({
      estimatedRent: null,
      rentSource: null,
      estimatedCapRate: null,
      pricePerUnit: null,
    })
  })
})
