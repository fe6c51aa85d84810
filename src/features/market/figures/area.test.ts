import { describe, expect, it } from 'vitest'

import { figuresByArea } from './all'
import { areaFigures } from './area'
import { trendOf } from './figure'
import { median, wholeShares } from './stats'
import type { SaleRecord } from './types'

// The figures are computed on 27 November 2026: the last 12 months run from 1 Dec 2025 to
// 27 Nov 2026, the year before from 1 Dec 2024 to 27 Nov 2025, the last 3 months from 1 Sep 2026.
const AS_OF = '2026-11-27'

const sale = (closed: string, price: number, more: Partial<SaleRecord> = {}): SaleRecord => ({
  closed,
  price,
  listPrice: null,
  days: null,
  daysToContract: false,
  kind: 'Single-family',
  sqft: null,
  city: 'Andover',
  county: 'Sussex',
  zip: '07821',
  ...more,
})

/** `count` sales on one day at prices from..., `step` apart. */
const many = (count: number, closed: string, from: number, step = 0, more = {}) =>
  Array.from({ length: count }, (_, i) => sale(closed, from + i * step, more))

describe('the median price and its change from a year before', () => {
  // Ten sales this year at 100,000 … 550,000: the two middle ones are 300,000 and 350,000.
  const thisYear = many(10, '2026-03-15', 100_000, 50_000)
  // Eleven a year before at 250,000 … 350,000: the middle one is 300,000.
  const yearBefore = many(11, '2025-03-15', 250_000, 10_000)

  it('takes the mean of the two middle prices of an even count', () => {
    const f = areaFigures('Andover', [...thisYear, ...yearBefore], 0, AS_OF)
    expect(f.median12).toEqual({ from: '2025-12-01', to: AS_OF, sales: 10, value: 325_000 })
    expect(f.change12.yearAgo).toMatchObject({ from: '2024-12-01', to: '2025-11-27', sales: 11 })
    expect(f.change12.yearAgo.value).toBe(300_000)
    // (325,000 − 300,000) ÷ 300,000 = 8.33 %: beyond +3 %, a Strong market.
    expect(f.change12.percent).toBe(8.3)
    expect(f.trend).toBe('up')
  })

  it('has no change and no trend when the year before has fewer than 10 sales', () => {
    const f = areaFigures('Andover', [...thisYear, ...yearBefore.slice(0, 9)], 0, AS_OF)
    expect(f.median12.value).toBe(325_000)
    expect(f.change12.yearAgo).toMatchObject({ sales: 9, value: null })
    expect(f.change12.percent).toBeNull()
    expect(f.trend).toBeNull()
  })

  it('never computes a median from fewer than 10 sales', () => {
    const f = areaFigures('Andover', thisYear.slice(0, 3), 0, AS_OF)
    expect(f.median12).toMatchObject({ sales: 3, value: null })
    expect(f.homesSold).toMatchObject({ sales: 3, value: null })
    expect(f.mix).toEqual([])
    expect(f.neighborhoods).toEqual([])
  })

  it('counts the last 3 months from the first of September, against the same days of 2025', () => {
    const recent = [...many(6, '2026-09-01', 400_000), ...many(6, '2026-11-27', 500_000)]
    const old = [...many(10, '2025-09-01', 420_000), sale('2025-11-28', 1)]
    const f = areaFigures('Andover', [...recent, ...old, sale('2026-08-31', 1)], 0, AS_OF)
    expect(f.median3).toEqual({ from: '2026-09-01', to: AS_OF, sales: 12, value: 450_000 })
    expect(f.change3.yearAgo).toMatchObject({ sales: 10, value: 420_000 })
    expect(f.change3.percent).toBe(7.1)
  })
})

describe('the trend rule', () => {
  it('is up beyond +3 %, down beyond −3 %, else stable', () => {
    expect(trendOf(3.1)).toBe('up')
    expect(trendOf(3)).toBe('stable')
    expect(trendOf(-3)).toBe('stable')
    expect(trendOf(-3.1)).toBe('down')
    expect(trendOf(null)).toBeNull()
  })

  it('reads a fall of more than 3 % as Cooling', () => {
    const f = areaFigures(
      'Andover',
      [...many(10, '2026-05-01', 380_000), ...many(10, '2025-05-01', 400_000)],
      0,
      AS_OF,
    )
    expect(f.change12.percent).toBe(-5)
    expect(f.trend).toBe('down')
  })
})

describe('months', () => {
  it('lists the 12 months with their sales, months without any at 0', () => {
    const sales = [...many(10, '2026-09-10', 100_000, 10_000), ...many(2, '2026-11-02', 900_000)]
    const { months } = areaFigures('Andover', sales, 0, AS_OF)
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    expect(months.map((m) => m.sales)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 2])
  })

  it('prices each month by the median of it and the two months before, from 10 sales up', () => {
    const sales = [...many(10, '2026-09-10', 100_000, 10_000), ...many(2, '2026-11-02', 900_000)]
    const months = areaFigures('Andover', sales, 0, AS_OF).months.slice(-4)
    // August: June to August hold no sale. September and October: September's ten,
    // 100,000 … 190,000, whose middle pair is 140,000 and 150,000. November: those ten and two
    // at 900,000, twelve whose middle pair is 150,000 and 160,000.
    expect(months.map((m) => [m.month, m.price, m.priceSales])).toEqual([
      ['2026-08', null, 0],
      ['2026-09', 145_000, 10],
      ['2026-10', 145_000, 10],
      ['2026-11', 155_000, 12],
    ])
  })
})

describe('days on market, inventory, sale-to-list and price per square foot', () => {
  const sales = [
    ...many(5, '2026-07-01', 400_000, 0, { days: 20, daysToContract: true, listPrice: 400_000 }),
    ...many(5, '2026-10-01', 380_000, 0, { days: 41, listPrice: 400_000, sqft: 1900 }),
    ...many(2, '2026-02-01', 500_000, 0, { sqft: 2000, days: 200 }),
    ...many(3, '2026-03-01', 540_000, 0, { sqft: 2000 }),
  ]
  const f = areaFigures('Andover', sales, 15, AS_OF)

  it('takes the average days of the sales that have them, counting those to a contract', () => {
    // Twelve sales with days: five at 20, five at 41, two at 200: 705 ÷ 12 (the median is 41).
    expect(f.daysOnMarket).toMatchObject({ sales: 12, value: 58.75, toContract: 5 })
  })

  it('divides active homes by the last 6 months’ sales a month', () => {
    // 15 homes for sale against 10 sales from 1 June: 15 ÷ (10 ÷ 6) = 9.0 months.
    expect(f.inventory).toMatchObject({ from: '2026-06-01', sales: 10, active: 15, value: 9 })
    expect(areaFigures('Andover', sales.slice(1), 15, AS_OF).inventory.value).toBeNull()
  })

  it('takes the median ratio of sale to list price', () => {
    // Five at 100 % and five at 95 %: the middle pair is 95 % and 100 %.
    expect(f.saleToList).toMatchObject({ sales: 10, value: 0.975 })
  })

  it('takes the median price per square foot', () => {
    // 200 (×5), 250 (×2), 270 (×3): the middle pair of ten is 200 and 250.
    expect(f.pricePerSqft).toMatchObject({ sales: 10, value: 225 })
  })
})

describe('the mix of homes and the neighborhoods', () => {
  it('shares the year’s sales by kind in whole percentages adding up to 100', () => {
    const sales = [
      ...many(7, '2026-06-01', 400_000),
      ...many(2, '2026-06-01', 300_000, 0, { kind: 'Condo' }),
      ...many(1, '2026-06-01', 350_000, 0, { kind: 'Townhouse' }),
    ]
    expect(areaFigures('Andover', sales, 0, AS_OF).mix).toEqual([
      { name: 'Single-family', percentage: 70, sales: 7 },
      { name: 'Condo', percentage: 20, sales: 2 },
      { name: 'Townhouse', percentage: 10, sales: 1 },
    ])
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33])
  })

  it('makes a card of each ZIP code with 10 sales in the year', () => {
    const sales = [
      ...many(10, '2026-06-01', 300_000, 20_000, { days: 30 }),
      ...many(9, '2026-06-01', 500_000, 0, { zip: '07860', city: 'Newton' }),
    ]
    const [card, ...others] = areaFigures('Sussex County', sales, 0, AS_OF).neighborhoods
    expect(others).toEqual([])
    // 300,000 … 480,000: their mean is 390,000.
    expect(card).toEqual({
      zip: '07821',
      towns: ['Andover'],
      sales: 10,
      avgPrice: 390_000,
      minPrice: 300_000,
      maxPrice: 480_000,
      medianDays: 30,
      monthlySales: 0.8,
      trend: 'stable',
    })
  })
})

describe('figures by area', () => {
  it('gives a county all its towns’ sales and lists the towns that are not areas', () => {
    const sales = [
      ...many(10, '2026-06-01', 400_000),
      ...many(10, '2026-06-01', 600_000, 0, { city: 'Sparta', county: 'Sussex' }),
      ...many(10, '2026-06-01', 900_000, 0, { city: 'Chester', county: 'Morris' }),
    ]
    const active = [{ city: 'Sparta', county: 'Sussex County', homes: 4 }]
    const { areas, towns } = figuresByArea(sales, active, AS_OF)
    expect(areas['sussex-county']!.median12).toMatchObject({ sales: 20, value: 500_000 })
    expect(areas['sussex-county']!.inventory.active).toBe(4)
    expect(areas.andover!.median12.value).toBe(400_000)
    expect(areas.chester!.median12.value).toBe(900_000)
    expect(areas.byram!.median12).toMatchObject({ sales: 0, value: null })
    expect(Object.keys(towns)).toEqual(['Sparta'])
    expect(median([])).toBeNull()
  })
})
