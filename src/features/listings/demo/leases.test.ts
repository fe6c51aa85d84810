import { describe, expect, it } from 'vitest'

import { isLease } from '@/lib/db/listings'

import { toListingRow } from '../sync/record'
import { demoClosedSales } from './closedSales'
import { demoListings } from './demoListings'
import { demoLeases } from './leases'
import { DEMO_TOWNS } from './towns'

const now = new Date('2026-11-27T15:00:00Z')
const DAY = 86_400_000

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

describe('the demo leases', () => {
  const records = demoLeases(now)
  const rows = records.map((r) => toListingRow(r)!)
  const rent = (r: (typeof rows)[number]) =>
    r.StandardStatus === 'Closed' ? r.ClosePrice! : r.ListPrice!

  it('are about 200 rentals, the same on every machine, never shown as homes for sale', () => {
    expect(rows.length).toBeGreaterThanOrEqual(180)
    expect(rows.length).toBeLessThanOrEqual(220)
    expect(JSON.stringify(demoLeases(now))).toBe(JSON.stringify(records))
    for (const row of rows) {
      expect(isLease(row.PropertyType)).toBe(true)
      expect(row.shown).toBe(false)
    }
    const all = [...demoListings(now), ...demoClosedSales(now), ...records]
    expect(new Set(all.map((r) => r.ListingKey)).size).toBe(all.length)
    expect(new Set(all.map((r) => r.ListingId)).size).toBe(all.length)
  })

  it('are offered now at a monthly rent, or were let over the last 24 months', () => {
    const active = rows.filter((r) => r.StandardStatus === 'Active')
    const closed = rows.filter((r) => r.StandardStatus === 'Closed')
    expect(active.length + closed.length).toBe(rows.length)
    expect(active.length).toBeGreaterThan(rows.length * 0.15)
    expect(closed.length).toBeGreaterThan(rows.length * 0.6)
    for (const r of active) {
      expect(r.ClosePrice).toBeNull()
      expect(now.getTime() - Date.parse(r.OnMarketDate!)).toBeLessThan(60 * DAY)
    }
    for (const r of closed) {
      const at = Date.parse(r.CloseDate!)
      expect(at).toBeLessThan(now.getTime())
      expect(at).toBeGreaterThan(now.getTime() - 730 * DAY)
      expect(r.ListPrice).toBeGreaterThanOrEqual(r.ClosePrice!)
    }
    // Spread over both years, not bunched at the start.
    const older = closed.filter((r) => now.getTime() - Date.parse(r.CloseDate!) > 365 * DAY)
    expect(older.length).toBeGreaterThan(closed.length * 0.3)
  })

  it('are houses, townhouses, condominiums and apartments of 1 to 4 bedrooms, with their facts and place', () => {
    expect(new Set(rows.map((r) => r.PropertySubType))).toEqual(
      new Set(['SingleFamilyResidence', 'Townhouse', 'Condominium', 'Apartment', 'Duplex']),
    )
    for (const r of rows) {
      expect(r.BedroomsTotal).toBeGreaterThanOrEqual(1)
      expect(r.BedroomsTotal).toBeLessThanOrEqual(4)
      expect(r.BathroomsTotalInteger).toBeGreaterThanOrEqual(1)
      expect(r.LivingArea).toBeGreaterThan(400)
      expect(r.Latitude).not.toBeNull()
      expect(r.Longitude).not.toBeNull()
    }
  })

  it('are in every demo town but remote Vernon', () => {
    const towns = new Set(rows.map((r) => r.City))
    expect(towns).toEqual(new Set(DEMO_TOWNS.map((t) => t.city).filter((c) => c !== 'Vernon')))
    for (const town of towns)
      expect(rows.filter((r) => r.City === town).length, town!).toBeGreaterThanOrEqual(9)
  })

  it('let at rents usual in Sussex and Warren counties for their kind and bedrooms', () => {
    const local = rows.filter((r) => r.CountyOrParish !== 'Morris')
    const of = (subs: string[], beds: number) =>
      median(
        local
          .filter((r) => subs.includes(r.PropertySubType!) && r.BedroomsTotal === beds)
          .map(rent),
      )
    const units = ['Apartment', 'Duplex']
    const typical: [number, [number, number]][] = [
      [of(units, 1), [1300, 1600]],
      [of(units, 2), [1700, 2100]],
      [of(units, 3), [2200, 2600]],
      [of(['SingleFamilyResidence'], 3), [2600, 3200]],
      [of(['SingleFamilyResidence'], 4), [3200, 3900]],
    ]
    for (const [value, [low, high]] of typical) {
      expect(value).toBeGreaterThanOrEqual(low)
      expect(value).toBeLessThanOrEqual(high)
    }
    for (const r of rows) {
      expect(rent(r)).toBeGreaterThan(900)
      expect(rent(r)).toBeLessThan(6000)
    }
  })
})
