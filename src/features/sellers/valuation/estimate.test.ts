import { describe, expect, it } from 'vitest'

import { estimate, MAX_COMPARABLES, STEPS } from './estimate'
import { MONTH, type Sale, type Subject } from './facts'
import type { Models, Rates } from './model'

const AS_OF = Date.UTC(2026, 10, 27)
/** About 69 miles per degree of latitude: a point `mi` miles north of the home. */
const north = (mi: number) => 41 + mi / 69.05

/** The facts of the home and, unless a test says otherwise, of each sale. */
const FACTS = {
  type: 'single-family',
  beds: 3,
  baths: 2,
  sqft: 2000,
  lot: 1,
  year: 1990,
  condition: 'average',
} as const

const HOME: Subject = {
  ...FACTS,
  city: 'Andover',
  county: 'Sussex',
  lat: 41,
  lng: -74.75,
  located: 'address',
}

let n = 0
function sale(over: Partial<Sale> & { mi?: number; monthsAgo?: number } = {}): Sale {
  const { mi = 0.3, monthsAgo = 2, ...rest } = over
  const closed = AS_OF - monthsAgo * MONTH
  n++
  return {
    ...FACTS,
    key: `sale-${n}`,
    street: `${n} Ridge Rd`,
    city: 'Andover',
    county: 'Sussex',
    lat: north(mi),
    lng: -74.75,
    price: 500_000,
    closeDate: new Date(closed).toISOString().slice(0, 10),
    closed,
    ...rest,
  }
}

const RATES: Rates = {
  sqft: 0.0002,
  beds: 0.02,
  baths: 0.04,
  lot: 0.03,
  age: -0.002,
  condition: { average: 0, 'needs-work': -0.15, updated: 0.07, new: 0.1 },
  month: 0,
}
const model = {
  county: 'Sussex',
  sales: 120,
  from: AS_OF - 24 * MONTH,
  to: AS_OF,
  rates: RATES,
  held: [],
}
const MODELS: Models = {
  asOf: AS_OF,
  counties: { Sussex: model },
  all: { ...model, county: null, sales: 300 },
  towns: { Andover: 0, Sparta: Math.log(1.2) },
}

describe('the home-value estimate', () => {
  it('compares with the nearest and most recent sales of the same kind, eight at most, none after its date', () => {
    const near = Array.from({ length: 10 }, (_, i) => sale({ mi: 0.1 + i * 0.05, monthsAgo: 1 }))
    const result = estimate(
      HOME,
      [
        ...near,
        sale({ type: 'condo', mi: 0.01 }),
        sale({ mi: 0.01, monthsAgo: -1 }),
        sale({ mi: 0.01, monthsAgo: 7 }),
      ],
      MODELS,
      AS_OF,
    )
    expect(result.kind).toBe('estimate')
    if (result.kind !== 'estimate') return
    expect(result.comparables).toHaveLength(MAX_COMPARABLES)
    expect(result.comparables.map((c) => c.sale.key)).toEqual(near.slice(0, 8).map((s) => s.key))
    expect(result.step).toBe(STEPS[0])
    expect(result.confidence).toBe('high')
    expect(result.value).toBe(500_000)
  })

  it('widens the distance and the months step by step where sales are sparse, and trusts it less', () => {
    const at4mi = [1, 2, 3].map(() => sale({ mi: 4, monthsAgo: 8 }))
    const four = estimate(HOME, at4mi, MODELS, AS_OF)
    expect(four.kind === 'estimate' && four.step.miles).toBe(5)
    expect(four.kind === 'estimate' && four.confidence).toBe('medium')

    const far = [1, 2, 3].map(() => sale({ mi: 15, monthsAgo: 20 }))
    const low = estimate(HOME, far, MODELS, AS_OF)
    expect(low.kind === 'estimate' && low.step).toEqual(STEPS[STEPS.length - 1])
    expect(low.kind === 'estimate' && low.confidence).toBe('low')
    // The fewer and farther, the wider the range.
    if (four.kind === 'estimate' && low.kind === 'estimate')
      expect(low.high - low.low).toBeGreaterThan(four.high - four.low)
  })

  it('gives no number with fewer than three comparables, even at the widest step', () => {
    const result = estimate(
      HOME,
      [sale({ mi: 3 }), sale({ mi: 12 }), sale({ mi: 25 }), sale({ sqft: 4000 })],
      MODELS,
      AS_OF,
    )
    expect(result).toEqual({ kind: 'refusal', found: 2, step: STEPS[STEPS.length - 1] })
  })

  it('adjusts each sale toward the home in dollars, at the learned rates: a better sale gets a subtraction', () => {
    const smaller = sale({ sqft: 1800 })
    const better = sale({ baths: 3, condition: 'updated' })
    const older = sale({ year: 1960, lot: 2 })
    const result = estimate(HOME, [smaller, better, older], MODELS, AS_OF)
    if (result.kind !== 'estimate') throw new Error('expected an estimate')
    const by = (s: Sale) => result.comparables.find((c) => c.sale === s)!
    const dollars = (s: Sale, factor: string) =>
      by(s).adjustments.find((a) => a.factor === factor)!.dollars
    expect(dollars(smaller, 'sqft')).toBe(500_000 * 0.0002 * 200) // +$20,000 for 200 sq ft more
    expect(dollars(better, 'baths')).toBe(-20_000)
    expect(dollars(better, 'condition')).toBe(Math.round((500_000 * (1 / 1.07 - 1)) / 10) * 10)
    expect(dollars(older, 'age')).toBe(Math.round((500_000 * -0.002 * (36 - 66)) / 10) * 10)
    expect(dollars(older, 'lot')).toBe(-15_000)
    for (const c of result.comparables)
      expect(c.adjusted).toBe(c.sale.price + c.adjustments.reduce((s, a) => s + a.dollars, 0))
    expect(result.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 10)
    // The sale that needed no adjustment weighs most.
    const plain = estimate(HOME, [sale(), smaller, older], MODELS, AS_OF)
    if (plain.kind === 'estimate')
      expect(plain.comparables[0]!.weight).toBe(Math.max(...plain.comparables.map((c) => c.weight)))
  })

  it('adjusts a sale in another town by the two towns’ price levels, and an old sale by the market since', () => {
    const sparta = [1, 2, 3].map(() => sale({ city: 'Sparta', price: 600_000, monthsAgo: 10 }))
    const rising = {
      ...MODELS,
      counties: { Sussex: { ...model, rates: { ...RATES, month: 0.005 } } },
    }
    const result = estimate(HOME, sparta, rising, AS_OF)
    if (result.kind !== 'estimate') throw new Error('expected an estimate')
    const c = result.comparables[0]!
    const of = (f: string) => c.adjustments.find((a) => a.factor === f)!.dollars
    expect(of('location')).toBe(-100_000) // Andover's level is 1/1.2 of Sparta's
    expect(of('market')).toBe(Math.round((600_000 * (1.005 ** c.months - 1)) / 10) * 10)
  })

  it('trusts a home placed only by its town less than one found by its address', () => {
    const sales = [1, 2, 3].map(() => sale())
    const placed = estimate({ ...HOME, located: 'place' }, sales, MODELS, AS_OF)
    expect(placed.kind === 'estimate' && placed.confidence).toBe('medium')
  })
})
