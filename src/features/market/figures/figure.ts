import { inPeriod, yearBefore } from './periods'
import { median, percentChange } from './stats'
import {
  type Change,
  type Figure,
  MIN_SALES,
  type Period,
  type SaleRecord,
  type Trend,
  TREND_PERCENT,
} from './types'

/** A figure of `values` (one per sale that has it) over `period`: none below MIN_SALES values. */
export function figureOf(
  period: Period,
  values: readonly number[],
  reduce: (values: readonly number[]) => number | null = median,
): Figure {
  const value = values.length >= MIN_SALES ? reduce(values) : null
  return { ...period, sales: values.length, value }
}

const prices = (sales: readonly SaleRecord[], period: Period) =>
  sales.filter((sale) => inPeriod(sale.closed, period)).map((sale) => sale.price)

/** The median price over `period` and its change from the same days a year before. */
export function medianWithChange(
  sales: readonly SaleRecord[],
  period: Period,
): { figure: Figure; change: Change } {
  const round = (values: readonly number[]) => {
    const middle = median(values)
    return middle === null ? null : Math.round(middle)
  }
  const figure = figureOf(period, prices(sales, period), round)
  const before = yearBefore(period)
  const yearAgo = figureOf(before, prices(sales, before), round)
  return { figure, change: { percent: percentChange(figure.value, yearAgo.value), yearAgo } }
}

/** Up beyond +TREND_PERCENT, down beyond −TREND_PERCENT, else stable; null when unknown. */
export function trendOf(percent: number | null): Trend | null {
  if (percent === null) return null
  if (percent > TREND_PERCENT) return 'up'
  if (percent < -TREND_PERCENT) return 'down'
  return 'stable'
}
