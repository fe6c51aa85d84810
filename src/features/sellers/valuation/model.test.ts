import { describe, expect, it } from 'vitest'

import { demoClosedSales } from '../../listings/demo/closedSales'
import { random } from '../../listings/demo/random'
import { toListingRow } from '../../listings/sync/record'
import { measureAccuracy } from './accuracy'
import { MONTH, type Sale } from './facts'
import { fitModels, MIN_SALES_FOR_COUNTY, modelFor } from './model'
import { type ClosedRow, saleOf } from './sales'

const AS_OF = Date.UTC(2026, 10, 27)

/** Sales priced by a known rule, so the rates learned can be checked against it. */
function market(count: number, county: string, towns: Record<string, number>): Sale[] {
  const out: Sale[] = []
  const names = Object.keys(towns)
  const rnd = random(count)
  const int = (from: number, to: number) => from + Math.floor(rnd() * (to - from + 1))
  for (let i = 0; i < count; i++) {
    const sqft = int(1200, 3600)
    const beds = int(2, 5)
    const baths = int(1, 3)
    const lot = int(0, 30) / 10
    const year = int(1920, 2020)
    const monthsAgo = int(0, 22)
    const city = names[int(0, names.length - 1)]!
    const closed = AS_OF - (monthsAgo + 0.5) * MONTH
    const draw = rnd()
    const condition = draw < 0.12 ? 'updated' : draw < 0.22 ? 'needs-work' : 'average'
    const price =
      400_000 *
      Math.exp(
        0.0002 * sqft +
          0.02 * beds +
          0.04 * baths +
          0.03 * lot -
          0.002 * (2026 - year) +
          (condition === 'updated' ? 0.06 : condition === 'needs-work' ? -0.15 : 0) -
          0.004 * monthsAgo +
          towns[city]!,
      )
    out.push({
      type: 'single-family',
      beds,
      baths,
      sqft,
      lot,
      year,
      condition,
      key: `${county}-${i}`,
      street: null,
      city,
      county,
      lat: 41,
      lng: -74.8,
      price,
      closeDate: new Date(closed).toISOString().slice(0, 10),
      closed,
    })
  }
  return out
}

describe('the rates an estimate uses', () => {
  it('are learned from the area’s own sales, not a rule of thumb', () => {
    const sales = market(200, 'Sussex', { Andover: 0, Sparta: 0.2, Newton: -0.15 })
    const models = fitModels(sales, AS_OF)!
    const { rates } = modelFor(models, 'Sussex')
    expect(rates.sqft).toBeCloseTo(Math.exp(0.0002) - 1, 5)
    expect(rates.beds).toBeCloseTo(Math.exp(0.02) - 1, 2)
    expect(rates.baths).toBeCloseTo(Math.exp(0.04) - 1, 2)
    expect(rates.lot).toBeCloseTo(Math.exp(0.03) - 1, 2)
    expect(rates.age).toBeCloseTo(Math.exp(-0.002) - 1, 3)
    expect(rates.condition['needs-work']).toBeCloseTo(Math.exp(-0.15) - 1, 2)
    expect(rates.month).toBeCloseTo(Math.exp(0.004) - 1, 3)
    expect(models.towns.Sparta! - models.towns.Andover!).toBeCloseTo(0.2, 2)
  })

  it('use a county’s own sales when it has enough, else all the sales together', () => {
    const sales = [
      ...market(150, 'Warren', { Blairstown: 0, Washington: -0.1 }),
      ...market(MIN_SALES_FOR_COUNTY - 1, 'Morris', { Chester: 0.5 }),
    ]
    const models = fitModels(sales, AS_OF)!
    expect(modelFor(models, 'Warren').county).toBe('Warren')
    expect(modelFor(models, 'Morris').county).toBeNull()
    expect(modelFor(models, 'Morris').sales).toBe(sales.length)
  })

  it('never learn from a sale closed on or after the estimate’s date', () => {
    const sales = market(120, 'Sussex', { Andover: 0 })
    const later = { ...sales[0]!, key: 'later', closed: AS_OF + MONTH, price: 1 }
    expect(fitModels([...sales, later], AS_OF)).toEqual(fitModels(sales, AS_OF))
  })
})

describe('the published accuracy', () => {
  it('estimates each sale from the sales before it alone, never from itself', () => {
    const sales = market(150, 'Sussex', { Andover: 0 }).map((s) => ({ ...s, lat: 41, lng: -74.8 }))
    const before = measureAccuracy(sales, AS_OF)
    // The latest sale at 1.3 times its worth: no other estimate can use it, and its own, made
    // from the others, misses it by about 23 % (had it compared with itself, it would be close).
    const latest = Math.max(...sales.map((s) => s.closed))
    const target = sales.find((s) => s.closed === latest)!
    const odd = sales.map((s) => (s === target ? { ...s, price: s.price * 1.3 } : s))
    const after = measureAccuracy(odd, AS_OF)
    expect(after.overall.sales).toBe(before.overall.sales)
    expect(after.overall.within20! * after.overall.estimated).toBeCloseTo(
      before.overall.within20! * before.overall.estimated - 1,
      6,
    )
  })

  it('meets its budget on the demo sales: half the estimates within 8 %, nine in ten sales estimated', () => {
    const now = new Date(AS_OF)
    const sales = demoClosedSales(now)
      .map((r) => saleOf(toListingRow(r) as unknown as ClosedRow))
      .filter((s): s is Sale => s !== null)
    expect(sales.length).toBeGreaterThanOrEqual(280)
    const accuracy = measureAccuracy(sales, AS_OF)
    expect(accuracy.overall.medianError).toBeLessThanOrEqual(0.08)
    expect(accuracy.overall.coverage).toBeGreaterThanOrEqual(0.9)
    expect(Object.keys(accuracy.counties).sort()).toEqual(['Morris', 'Sussex', 'Warren'])
  })
})
