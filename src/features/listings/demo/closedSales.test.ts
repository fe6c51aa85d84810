import { describe, expect, it } from 'vitest'

import { toListingRow } from '../sync/record'
import { demoClosedSales } from './closedSales'
import { demoListings } from './demoListings'
import { DEMO_TOWNS } from './towns'

const now = new Date('2026-11-27T15:00:00Z')
const DAY = 86_400_000

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

describe('the demo closed sales', () => {
  const records = demoClosedSales(now)
  const rows = records.map((r) => toListingRow(r)!)

  it('are about 300 sales over the last 24 months, the same on every machine, never shown as for sale', () => {
    expect(rows.length).toBeGreaterThanOrEqual(280)
    expect(rows.length).toBeLessThanOrEqual(320)
    expect(JSON.stringify(demoClosedSales(now))).toBe(JSON.stringify(records))
    for (const row of rows) {
      expect(row.StandardStatus).toBe('Closed')
      expect(row.shown).toBe(false)
      const closed = Date.parse(row.CloseDate!)
      expect(closed).toBeLessThan(now.getTime())
      expect(closed).toBeGreaterThan(now.getTime() - 731 * DAY)
      expect(row.ClosePrice).toBeGreaterThan(50_000)
      expect(row.LivingArea).toBeGreaterThan(0)
      expect(row.Latitude).not.toBeNull()
    }
    const keys = new Set([
      ...demoListings(now).map((r) => r.ListingKey),
      ...rows.map((r) => r.ListingKey),
    ])
    expect(keys.size).toBe(rows.length + demoListings(now).length)
  })

  it('sell at each town’s price level, as the demo homes for sale are listed', () => {
    for (const town of DEMO_TOWNS) {
      const sold = rows.filter((r) => r.City === town.city)
      expect(sold.length, town.city).toBeGreaterThanOrEqual(10)
      // Both inventories scale the town's price parameter by the same size rule (about 1.2 at
      // the typical size), so a town's median sale sits near 1.2 times it.
      const ratio = median(sold.map((r) => r.ClosePrice!)) / town.median
      expect(ratio, town.city).toBeGreaterThan(0.9)
      expect(ratio, town.city).toBeLessThan(1.5)
    }
    // Over all towns, sold and listed homes sit at the same level.
    const listed = demoListings(now)
      .map((r) => toListingRow(r)!)
      .filter((r) => r.PropertyType !== 'Land')
    const ratio = median(rows.map((r) => r.ClosePrice!)) / median(listed.map((r) => r.ListPrice!))
    expect(ratio).toBeGreaterThan(0.85)
    expect(ratio).toBeLessThan(1.15)
  })

  it('close more in summer than in winter, and for less two years ago than this year', () => {
    const month = (r: (typeof rows)[number]) => new Date(r.CloseDate!).getUTCMonth()
    const summer = rows.filter((r) => [5, 6, 7].includes(month(r))).length
    const winter = rows.filter((r) => [0, 1, 11].includes(month(r))).length
    expect(summer).toBeGreaterThan(winter * 1.4)
    const perSqft = (from: number, to: number) =>
      median(
        rows
          .filter((r) => {
            const age = now.getTime() - Date.parse(r.CloseDate!)
            return age >= from * DAY && age < to * DAY
          })
          .map((r) => r.ClosePrice! / r.LivingArea!),
      )
    expect(perSqft(0, 365)).toBeGreaterThan(perSqft(365, 731))
  })
})
