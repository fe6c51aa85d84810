import { estimate } from './estimate'
import { MONTH, type Sale, type Subject } from './facts'
import { fitModels, type Models } from './model'

/** How close the estimates came, for one group of sales. */
export type Score = {
  /** Sales closed in the period. */
  sales: number
  /** Of them, how many got an estimate (the others had fewer than three comparables). */
  estimated: number
  coverage: number
  /** The median of |estimate − price| / price, and the shares within 5, 10 and 20 %. */
  medianError: number | null
  within5: number | null
  within10: number | null
  within20: number | null
}

export type Accuracy = {
  /** The period measured: the 12 months before `asOf` (UTC milliseconds). */
  from: number
  asOf: number
  overall: Score
  counties: Record<string, Score>
}

export const ACCURACY_MONTHS = 12

/**
 * Estimates every sale closed in the 12 months before `asOf` as it would have been estimated the
 * day it closed: from the sales closed before that day only (never itself or a later one), with
 * the rates learned from the sales before the first of its month. Then compares each estimate
 * with the price the home sold for.
 */
export function measureAccuracy(sales: Sale[], asOf: number): Accuracy {
  const from = asOf - ACCURACY_MONTHS * MONTH
  const targets = sales.filter((s) => s.closed >= from && s.closed < asOf)
  const models = new Map<number, Models | null>()
  const modelsAt = (closed: number) => {
    const date = new Date(closed)
    const month = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
    if (!models.has(month)) models.set(month, fitModels(sales, month))
    return models.get(month)!
  }
  // Each estimate reads only the sales of its own kind of home.
  const byType = new Map<Sale['type'], Sale[]>()
  for (const sale of sales) {
    const list = byType.get(sale.type)
    if (list) list.push(sale)
    else byType.set(sale.type, [sale])
  }
  const errors = new Map<Sale, number | null>()
  for (const sale of targets) {
    const fitted = modelsAt(sale.closed)
    if (!fitted) {
      errors.set(sale, null)
      continue
    }
    const subject: Subject = { ...sale, located: 'address' }
    const result = estimate(subject, byType.get(sale.type)!, fitted, sale.closed)
    errors.set(
      sale,
      result.kind === 'estimate' ? Math.abs(result.value - sale.price) / sale.price : null,
    )
  }
  const counties: Record<string, Score> = {}
  for (const county of [...new Set(targets.map((s) => s.county))].sort())
    counties[county] = score(targets.filter((s) => s.county === county).map((s) => errors.get(s)!))
  return { from, asOf, overall: score(targets.map((s) => errors.get(s)!)), counties }
}

function score(errors: (number | null)[]): Score {
  const got = errors.filter((e): e is number => e !== null).sort((a, b) => a - b)
  const share = (limit: number) =>
    got.length ? got.filter((e) => e <= limit).length / got.length : null
  const mid = got.length / 2
  return {
    sales: errors.length,
    estimated: got.length,
    coverage: errors.length ? got.length / errors.length : 0,
    medianError: got.length
      ? got.length % 2
        ? got[Math.floor(mid)]!
        : (got[mid - 1]! + got[mid]!) / 2
      : null,
    within5: share(0.05),
    within10: share(0.1),
    within20: share(0.2),
  }
}
