import { ageAt, miles, MONTH, monthsBetween, type Sale, type Subject } from './facts'
import { type AreaModel, LOT_CAP_ACRES, locationShare, modelFor, type Models } from './model'

export type Confidence = 'high' | 'medium' | 'low'

/**
 * Where comparables are looked for, step by step: the nearest and most recent first, wider where
 * sales are sparse, with less confidence each time. A sale qualifies within the distance, the
 * months before, and a living area within the band of the home's own.
 */
export const STEPS = [
  { miles: 1, months: 6, sizeBand: 0.2, confidence: 'high' },
  { miles: 2, months: 12, sizeBand: 0.25, confidence: 'high' },
  { miles: 5, months: 12, sizeBand: 0.3, confidence: 'medium' },
  { miles: 10, months: 18, sizeBand: 0.35, confidence: 'medium' },
  { miles: 20, months: 24, sizeBand: 0.4, confidence: 'low' },
] as const satisfies readonly {
  miles: number
  months: number
  sizeBand: number
  confidence: Confidence
}[]
export type Step = (typeof STEPS)[number]

export const MIN_COMPARABLES = 3
export const MAX_COMPARABLES = 8

/** The half-width of the range at least, by confidence: the fewer and farther, the wider. */
const MIN_RANGE: Record<Confidence, number> = { high: 0.05, medium: 0.075, low: 0.1 }
/** Adjusted prices that spread wider than this lower the confidence one step. */
const WIDE_SPREAD = 0.1

export const ADJUSTMENTS = [
  'sqft',
  'beds',
  'baths',
  'lot',
  'age',
  'condition',
  'location',
  'market',
] as const
export type Adjustment = { factor: (typeof ADJUSTMENTS)[number]; dollars: number }

export type Comparable = {
  sale: Sale
  miles: number
  /** Months from the sale to the estimate's date. */
  months: number
  adjustments: Adjustment[]
  adjusted: number
  /** Its share of the estimate (all of them sum to 1). */
  weight: number
}

export type Estimate = {
  kind: 'estimate'
  value: number
  low: number
  high: number
  confidence: Confidence
  step: Step
  comparables: Comparable[]
  /** The rates used, and whether they are the county's own or all sales'. */
  model: AreaModel
  pooled: boolean
  /** How far the adjusted prices spread around the value (weighted standard deviation, a share). */
  spread: number
}

/** Fewer than three comparables even at the widest step: no number. */
export type Refusal = { kind: 'refusal'; found: number; step: Step }

/**
 * The estimate of a home's value at `asOf` from closed sales before that day: the comparables
 * of the first step that finds at least three, each sale price adjusted toward the home at the
 * rates learned from the area's sales, and their weighted average (a sale that needed smaller
 * adjustments weighs more).
 */
export function estimate(
  subject: Subject,
  sales: Sale[],
  models: Models,
  asOf: number,
): Estimate | Refusal {
  const model = modelFor(models, subject.county)
  let found = 0
  const candidates = candidatesOf(subject, sales, asOf)
  for (const step of STEPS) {
    const picked = comparablesAt(step, subject, candidates)
    found = picked.length
    if (found < MIN_COMPARABLES) continue
    const comparables = picked.map(({ sale, distance, months }) => {
      const adjustments = adjust(subject, sale, models, model, months, asOf)
      const adjusted = sale.price + adjustments.reduce((sum, a) => sum + a.dollars, 0)
      const gross = adjustments.reduce((sum, a) => sum + Math.abs(a.dollars), 0) / sale.price
      return { sale, miles: distance, months, adjustments, adjusted, weight: 1 / (0.05 + gross) }
    })
    const total = comparables.reduce((sum, c) => sum + c.weight, 0)
    for (const c of comparables) c.weight /= total
    const mean = comparables.reduce((sum, c) => sum + c.weight * c.adjusted, 0)
    const spread =
      Math.sqrt(comparables.reduce((sum, c) => sum + c.weight * (c.adjusted - mean) ** 2, 0)) / mean
    let confidence: Confidence = step.confidence
    if (spread > WIDE_SPREAD || subject.located === 'place') confidence = lower(confidence)
    const half = Math.max(MIN_RANGE[confidence], spread)
    return {
      kind: 'estimate',
      value: roundTo(mean, 1000),
      low: roundTo(mean * (1 - half), 1000),
      high: roundTo(mean * (1 + half), 1000),
      confidence,
      step,
      comparables,
      model,
      pooled: model.county === null,
      spread,
    }
  }
  return { kind: 'refusal', found, step: WIDEST }
}

type Candidate = { sale: Sale; distance: number; months: number }

const WIDEST = STEPS[STEPS.length - 1]!
/** About 69 miles to a degree of latitude: a sale farther north or south than this is too far. */
const LATITUDE_SPAN = WIDEST.miles / 68

/**
 * The sales any step could use, with their distance and months computed once: the same kind of
 * home, closed before `asOf` within the widest window, living area within the widest band, within
 * the widest distance (measured on a great circle only for sales inside the latitude band).
 */
function candidatesOf(subject: Subject, sales: Sale[], asOf: number): Candidate[] {
  const since = asOf - WIDEST.months * MONTH
  const out: Candidate[] = []
  for (const sale of sales) {
    if (sale.type !== subject.type || sale.closed >= asOf || sale.closed < since) continue
    if (Math.abs(sale.sqft - subject.sqft) > WIDEST.sizeBand * subject.sqft) continue
    if (Math.abs(sale.lat - subject.lat) > LATITUDE_SPAN) continue
    const distance = miles(subject, sale)
    if (distance > WIDEST.miles) continue
    out.push({ sale, distance, months: monthsBetween(sale.closed, asOf) })
  }
  return out
}

/** The sales of one step, nearest and most recent first, at most eight. */
function comparablesAt(step: Step, subject: Subject, candidates: Candidate[]) {
  const found: (Candidate & { score: number })[] = []
  for (const c of candidates) {
    if (c.months > step.months || c.distance > step.miles) continue
    if (Math.abs(c.sale.sqft - subject.sqft) > step.sizeBand * subject.sqft) continue
    found.push({ ...c, score: c.distance / step.miles + c.months / step.months })
  }
  return found.sort((a, b) => a.score - b.score).slice(0, MAX_COMPARABLES)
}

function adjust(
  subject: Subject,
  sale: Sale,
  models: Models,
  model: AreaModel,
  months: number,
  asOf: number,
): Adjustment[] {
  const r = model.rates
  const shares: Record<Adjustment['factor'], number> = {
    sqft: r.sqft * (subject.sqft - sale.sqft),
    beds: r.beds * (subject.beds - sale.beds),
    baths: r.baths * (subject.baths - sale.baths),
    lot: r.lot * (Math.min(subject.lot, LOT_CAP_ACRES) - Math.min(sale.lot, LOT_CAP_ACRES)),
    age: r.age * (ageAt(subject.year, asOf) - ageAt(sale.year, sale.closed)),
    condition: (1 + r.condition[subject.condition]) / (1 + r.condition[sale.condition]) - 1,
    location: locationShare(models, sale.city, subject.city),
    market: (1 + r.month) ** months - 1,
  }
  return ADJUSTMENTS.map((factor) => ({
    factor,
    dollars: Math.round((sale.price * shares[factor]) / 10) * 10,
  }))
}

const lower = (c: Confidence): Confidence => (c === 'high' ? 'medium' : 'low')
const roundTo = (value: number, step: number) => Math.round(value / step) * step
