import { medianWithChange, trendOf } from './figure'
import { inPeriod, lastMonths } from './periods'
import { mean, median, roundTo } from './stats'
import { MIN_SALES, type NeighborhoodFigures, type SaleRecord } from './types'

/**
 * A card per ZIP code of the area's sales with at least MIN_SALES sales in the last 12 months,
 * most sales first: the average, lowest and highest price, the median days on market, the sales
 * a month, and the trend of its own 12-month median (stable when a year before is too thin).
 */
export function neighborhoodFigures(
  sales: readonly SaleRecord[],
  asOf: string,
): NeighborhoodFigures[] {
  const year = lastMonths(asOf, 12)
  const byZip = new Map<string, SaleRecord[]>()
  for (const sale of sales) {
    if (!sale.zip) continue
    const list = byZip.get(sale.zip)
    if (list) list.push(sale)
    else byZip.set(sale.zip, [sale])
  }
  const cards: NeighborhoodFigures[] = []
  for (const [zip, all] of byZip) {
    const inYear = all.filter((sale) => inPeriod(sale.closed, year))
    if (inYear.length < MIN_SALES) continue
    const prices = inYear.map((sale) => sale.price)
    const towns = new Map<string, number>()
    for (const sale of inYear) towns.set(sale.city, (towns.get(sale.city) ?? 0) + 1)
    const days = median(inYear.flatMap((sale) => (sale.days === null ? [] : [sale.days])))
    cards.push({
      zip,
      towns: [...towns].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t),
      sales: inYear.length,
      avgPrice: Math.round(mean(prices)!),
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      medianDays: days === null ? null : Math.round(days),
      monthlySales: roundTo(inYear.length / 12, 1),
      trend: trendOf(medianWithChange(all, year).change.percent) ?? 'stable',
    })
  }
  return cards.sort((a, b) => b.sales - a.sales || a.zip.localeCompare(b.zip))
}
