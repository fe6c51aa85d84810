import { beforeAll, describe, expect, it } from 'vitest'

import { listing, syncTestBed } from '../../../tests/support/syncTestBed'
import type * as SyncRun from '@/features/listings/sync/run'
import type * as Store from './store'

// The figures from what a real listing sync stored (SQLite, or the PostgreSQL database of
// TEST_DATABASE_URL), kept in the market-figures global.
const bed = syncTestBed('market-store')
const NOW = new Date('2026-11-27T15:00:00Z')

let store: typeof Store
let synced: Awaited<ReturnType<typeof SyncRun.syncListings>>

/** A Hackettstown sale closed on `day`, listed 40 days and under contract 20 days before. */
const sold = (n: number, day: string, price: number, fields: Record<string, unknown> = {}) =>
  listing(n, {
    StandardStatus: 'Closed',
    ClosePrice: price,
    CloseDate: day,
    OnMarketDate: new Date(Date.parse(day) - 40 * 86_400_000).toISOString().slice(0, 10),
    PurchaseContractDate: new Date(Date.parse(day) - 20 * 86_400_000).toISOString().slice(0, 10),
    ListPrice: price,
    LivingArea: 2000,
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    City: 'Hackettstown',
    PostalCode: '07840',
    CountyOrParish: 'Warren',
    UnparsedAddress: `${n} Main St, Hackettstown, NJ 07840`,
    ...fields,
  })

beforeAll(async () => {
  const { syncListings } = (await import('@/features/listings/sync/run')) as typeof SyncRun
  store = await import('./store')
  await bed.fresh({ pageSize: 10 })
  // Twelve sales in October 2026 at 600,000 … 622,000.
  for (let n = 1; n <= 12; n++) bed.feed.put(`S${n}`, sold(n, '2026-10-05', 598_000 + n * 2000))
  // Not counted: older than 24 months, and one without a price.
  bed.feed.put('S90', sold(90, '2024-06-01', 100_000))
  bed.feed.put('S91', sold(91, '2026-10-05', 0, { ClosePrice: null }))
  // Three Hackettstown homes for sale and one under contract; one Andover home for sale.
  for (let n = 20; n < 23; n++)
    bed.feed.put(`A${n}`, listing(n, { City: 'Hackettstown', CountyOrParish: 'Warren' }))
  bed.feed.put(
    'P1',
    listing(30, { City: 'Hackettstown', CountyOrParish: 'Warren', StandardStatus: 'Pending' }),
  )
  bed.feed.put('A40', listing(40))
  // Houses let in Hackettstown that October, and one offered: leases, never sales nor homes for sale.
  for (let n = 50; n < 53; n++)
    bed.feed.put(
      `R${n}`,
      sold(n, '2026-10-05', 2400 + n, { PropertyType: 'ResidentialLease', ListPrice: 2500 }),
    )
  bed.feed.put(
    'R60',
    listing(60, {
      PropertyType: 'ResidentialLease',
      ListPrice: 2600,
      City: 'Hackettstown',
      CountyOrParish: 'Warren',
    }),
  )
  synced = await syncListings(bed.payload, { config: bed.config() })
})

describe('the market figures of the stored sales', () => {
  it('are due after a sync that brought closed sales only, which it counts', () => {
    // Fourteen closed sales and five homes for sale (the command tells the site when either came);
    // the four leases are neither.
    expect(synced).toMatchObject({ added: 5, sold: 14, leases: 4 })
  })

  it('computes each area from the closed sales and active homes the sync stored', async () => {
    const figures = await store.computeAndStoreMarketFigures(bed.payload, NOW)
    expect(figures.asOf).toBe('2026-11-27')
    // Twelve sales: not the three houses let that month, whose close price is a month's rent.
    expect(figures.salesRead).toBe(12)
    const town = figures.areas.hackettstown!
    // The middle two of twelve are 610,000 and 612,000.
    expect(town.median12).toMatchObject({ sales: 12, value: 611_000 })
    expect(town.daysOnMarket).toMatchObject({ sales: 12, value: 20, toContract: 12 })
    // Three active homes against twelve sales in six months: 3 ÷ 2 = 1.5 months.
    expect(town.inventory).toMatchObject({ active: 3, sales: 12, value: 1.5 })
    expect(town.months.at(-2)).toMatchObject({ month: '2026-10', sales: 12, price: 611_000 })
    expect(figures.areas['warren-county']!.median12.value).toBe(611_000)
    expect(figures.areas.andover!.inventory.active).toBe(1)
    expect(figures.areas['sussex-county']!.median12).toMatchObject({ sales: 0, value: null })
  })

  it('keeps them for the pages and the studio', async () => {
    const computed = await store.computeAndStoreMarketFigures(bed.payload, NOW)
    const stored = await store.storedMarketFigures(bed.payload)
    expect(stored).toEqual(computed)
    expect(stored!.computeMs).toBeGreaterThanOrEqual(0)
  })
})
