import { figureOf, medianWithChange, trendOf } from './figure'
import { neighborhoodFigures } from './neighborhoods'
import { inPeriod, lastMonths, monthStart, yearBefore } from './periods'
import { mean, median, roundTo, wholeShares } from './stats'
import {
  type AreaFigures,
  type HomeKind,
  MIN_SALES,
  type MonthFigures,
  type SaleRecord,
  type Segment,
} from './types'

const KIND_ORDER: HomeKind[] = [
  'Single-family',
  'Townhouse',
  'Condo',
  'Multi-family',
  'Land',
  'Farm',
  'Other',
]

/** The kinds of homes sold, most sold first, in whole percentages adding up to 100. */
export function mixOf(sales: readonly SaleRecord[]): Segment[] {
  if (sales.length < MIN_SALES) return []
  const counts = new Map<HomeKind, number>()
  for (const sale of sales) counts.set(sale.kind, (counts.get(sale.kind) ?? 0) + 1)
  const kinds = KIND_ORDER.filter((kind) => counts.has(kind)).sort(
    (a, b) => counts.get(b)! - counts.get(a)!,
  )
  const shares = wholeShares(kinds.map((kind) => counts.get(kind)!))
  return kinds.map((name, i) => ({ name, percentage: shares[i]!, sales: counts.get(name)! }))
}

/**
 * The last 12 months, oldest first: each month's closed sales, and the median price of the sales
 * of that month and the two before it (so that no point rests on fewer than MIN_SALES sales).
 */
export function monthsOf(sales: readonly SaleRecord[], asOf: string): MonthFigures[] {
  const byMonth = new Map<string, number[]>()
  const since = monthStart(asOf, 13)
  for (const sale of sales) {
    if (sale.closed < since || sale.closed > asOf) continue
    const month = sale.closed.slice(0, 7)
    const list = byMonth.get(month)
    if (list) list.push(sale.price)
    else byMonth.set(month, [sale.price])
  }
  const monthKey = (back: number) => monthStart(asOf, back).slice(0, 7)
  return Array.from({ length: 12 }, (_, k) => {
    const back = 11 - k
    const window = [back + 2, back + 1, back].flatMap((b) => byMonth.get(monthKey(b)) ?? [])
    const price = window.length >= MIN_SALES ? median(window) : null
    return {
      month: monthKey(back),
      sales: byMonth.get(monthKey(back))?.length ?? 0,
      price: price === null ? null : Math.round(price),
      priceSales: window.length,
    }
  })
}

/**
 * Every figure of an area from its closed sales (of the last 24 months at least) and its count of
 * active homes, on the New Jersey calendar day `asOf`.
 */
export function areaFigures(
  name: string,
  sales: readonly SaleRecord[],
  active: number,
  asOf: string,
): AreaFigures {
  const year = lastMonths(asOf, 12)
  const half = lastMonths(asOf, 6)
  const inYear = sales.filter((sale) => inPeriod(sale.closed, year))
  const { figure: median12, change: change12 } = medianWithChange(sales, year)
  const { figure: median3, change: change3 } = medianWithChange(sales, lastMonths(asOf, 3))
  const withDays = inYear.filter((sale) => sale.days !== null)
  const soldInHalf = sales.filter((sale) => inPeriod(sale.closed, half)).length
  const ratios = inYear.flatMap((sale) => (sale.listPrice ? [sale.price / sale.listPrice] : []))
  const perSqft = inYear.flatMap((sale) => (sale.sqft ? [sale.price / sale.sqft] : []))
  const ratio = figureOf(year, ratios)
  const sqftFigure = figureOf(year, perSqft)
  const yearAgoSold = sales.filter((sale) => inPeriod(sale.closed, yearBefore(year))).length
  return {
    name,
    asOf,
    median12,
    change12,
    median3,
    change3,
    // The average, as the report's "days avg" says (the ZIP code cards give medians, so named).
    daysOnMarket: {
      ...figureOf(
        year,
        withDays.map((sale) => sale.days!),
        mean,
      ),
      toContract: withDays.filter((sale) => sale.daysToContract).length,
    },
    inventory: {
      ...half,
      sales: soldInHalf,
      value: soldInHalf >= MIN_SALES ? roundTo(active / (soldInHalf / 6), 1) : null,
      active,
    },
    saleToList: { ...ratio, value: ratio.value === null ? null : roundTo(ratio.value, 4) },
    pricePerSqft: {
      ...sqftFigure,
      value: sqftFigure.value === null ? null : Math.round(sqftFigure.value),
    },
    homesSold: {
      ...year,
      sales: inYear.length,
      value: inYear.length >= MIN_SALES ? inYear.length : null,
      yearAgo: yearAgoSold,
    },
    trend: trendOf(change12.percent),
    months: monthsOf(sales, asOf),
    mix: mixOf(inYear),
    neighborhoods: neighborhoodFigures(sales, asOf),
  }
}
