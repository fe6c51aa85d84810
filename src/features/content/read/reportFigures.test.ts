import { describe, expect, it } from 'vitest'

import { areaFigures, type SaleRecord } from '@/features/market/figures'
import { reportEyebrow } from '@/features/content/sections/MarketReportHero/logic'
import { marketOverviewFigures } from '@/features/content/sections/NeighborhoodMarkets/logic'

import { type TypedFigures, withFigures } from './reportFigures'

const AS_OF = '2026-11-27'

const sale = (closed: string, price: number, zip = '07821', days = 30): SaleRecord => ({
  closed,
  price,
  listPrice: null,
  days,
  daysToContract: false,
  kind: 'Single-family',
  sqft: null,
  city: 'Andover',
  county: 'Sussex',
  zip,
})
const many = (count: number, closed: string, from: number, step: number) =>
  Array.from({ length: count }, (_, i) => sale(closed, from + i * step))

// Ten sales in March 2026 (median 325,000) and eleven in March 2025 (median 300,000).
const ENOUGH = [
  ...many(10, '2026-03-15', 100_000, 50_000),
  ...many(11, '2025-03-15', 250_000, 10_000),
]

const typed: TypedFigures = {
  hero: {
    areaName: 'Andover',
    county: 'Sussex',
    medianPrice: '$455,000',
    priceChange: '+5.2% YoY',
    daysOnMarket: 31,
    inventory: 2.1,
    priceTrend: 'down',
  },
  stats: [{ label: 'Median Sale Price', value: '$455,000', change: '+5.2%', trend: 'up' }],
  trends: {
    areaName: 'Andover',
    priceData: [{ month: 'Oct', price: 455_000 }],
    salesData: [{ month: 'Oct', sales: 7 }],
    marketSegments: [],
    momentum: null,
  },
  neighborhoods: [],
}

describe('a report with the MLS figures', () => {
  it('shows the median price, its change and trend from 10 sales up, saying what they count', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH, 0, AS_OF))
    expect(report.hero).toMatchObject({
      medianPrice: '$325,000',
      priceChange: '+8.3% YoY',
      priceTrend: 'up',
    })
    // The outlook badge follows it, not the typed 'down'.
    expect(report.trendFromMls).toBe('up')
    expect(report.sources.hero).toContain(
      'Median price: based on 10 closed sales, Dec 1, 2025 to Nov 27, 2026, from the MLS; updated Nov 27, 2026',
    )
    expect(report.sources.hero).toContain(
      'Change against the 11 closed sales of Dec 1, 2024 to Nov 27, 2025',
    )
    // The reports' index shows the median and its change with these two notes, and only these.
    expect(report.sources.price).toEqual(report.sources.hero.slice(0, 2))
    expect(report.sources.price.join(' ')).not.toContain('Days on market')
  })

  it('gives the inventory to one decimal, as every area shows it', () => {
    // 6 homes for sale against 12 sales in 6 months: 3 months, written "3.0".
    const report = withFigures(
      typed,
      areaFigures('Andover', many(12, '2026-10-15', 300_000, 0), 6, AS_OF),
    )
    expect(report.hero.inventory).toBe('3.0')
  })

  it('names the month of its figures, not the month it is rendered in', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH, 0, '2026-10-31'))
    expect(reportEyebrow(report.asOf)).toBe('October 2026 Market Report')
  })

  it('falls back to the typed figure, and says so, when a period has fewer than 10 sales', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH.slice(0, 3), 0, AS_OF))
    expect(report.hero).toMatchObject({ medianPrice: '$455,000', priceTrend: 'down' })
    expect(report.trendFromMls).toBeNull()
    expect(report.sources.hero).toContain(
      "Median price: only 3 closed sales from Dec 1, 2025 to Nov 27, 2026, fewer than 10, so the agent's figure is shown",
    )
    const [price] = report.stats
    expect(price).toMatchObject({ label: 'Median Sale Price', value: '$455,000' })
    expect(price!.description).toBe(
      "Median Sale Price: no closed sales from Sep 1, 2026 to Nov 27, 2026, fewer than 10, so the agent's figure is shown",
    )
    expect(report.trends.salesData).toEqual(typed.trends.salesData)
  })

  it('keeps the typed change and trend when the year before is too thin to compare', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH.slice(0, 12), 0, AS_OF))
    expect(report.hero).toMatchObject({
      medianPrice: '$325,000',
      priceChange: '+5.2% YoY',
      priceTrend: 'down',
    })
  })

  it('shows a pinned figure as typed whatever the MLS says', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH, 0, AS_OF), ['price'])
    expect(report.hero.medianPrice).toBe('$455,000')
    expect(report.sources.hero.join(' ')).not.toContain('Median price')
  })

  it('draws the sales chart from the MLS, months without sales at 0', () => {
    const report = withFigures(typed, areaFigures('Andover', ENOUGH, 0, AS_OF))
    expect(report.trends.salesData).toHaveLength(12)
    expect(report.trends.salesData[0]).toEqual({ month: 'Dec', sales: 0 })
    expect(report.trends.salesData[3]).toEqual({ month: 'Mar', sales: 10 })
    // March, April and May each rest on March's ten sales; other months on fewer.
    expect(report.trends.priceData).toEqual([
      { month: 'Mar', price: 325_000 },
      { month: 'Apr', price: 325_000 },
      { month: 'May', price: 325_000 },
    ])
  })

  it('makes a neighborhood card per ZIP code, which the Market Overview sums', () => {
    const sales = [
      ...Array.from({ length: 12 }, (_, i) =>
        sale('2026-06-01', 300_000 + i * 10_000, '07821', 20),
      ),
      ...Array.from({ length: 10 }, () => sale('2026-07-01', 500_000, '07860', 41)),
      ...Array.from({ length: 9 }, () => sale('2026-07-01', 900_000, '07843', 10)),
    ]
    const typedCard = {
      name: '07860',
      highlight: 'Lake rights',
      description: 'Typed words',
      priceTrend: 'up' as const,
      avgPrice: '$1',
      daysOnMarket: 1,
      priceRange: '',
      salesVolume: 1,
    }
    const report = withFigures(
      { ...typed, neighborhoods: [typedCard] },
      areaFigures('Andover', sales, 0, AS_OF),
    )
    // 07843 has nine sales: no card. 07821: twelve from 300,000 to 410,000, one a month.
    expect(report.neighborhoods).toEqual([
      {
        name: 'Andover 07821',
        highlight: null,
        description: '12 closed sales in ZIP code 07821 over the last 12 months.',
        priceTrend: 'stable',
        avgPrice: '$355,000',
        daysOnMarket: 20,
        priceRange: '$300K - $410K',
        salesVolume: 1,
      },
      {
        name: 'Andover 07860',
        highlight: 'Lake rights',
        description: 'Typed words',
        priceTrend: 'stable',
        avgPrice: '$500,000',
        daysOnMarket: 41,
        priceRange: '$500K - $500K',
        salesVolume: 0.8,
      },
    ])
    // (355,000 + 500,000) ÷ 2 = 427,500; (20 + 41) ÷ 2 = 30.5, rounded to 31; 1 + 0.8 = 1.8.
    expect(marketOverviewFigures(report.neighborhoods)).toEqual({
      activeNeighborhoods: 2,
      avgAreaPrice: '$427,500',
      avgDaysListed: 31,
      totalMonthlySales: 1.8,
    })
  })

  it('is the typed report when no figures are computed yet', () => {
    const report = withFigures(typed, null)
    expect(report.hero).toEqual(typed.hero)
    expect(report.asOf).toBeUndefined()
    expect(report.sources).toEqual({ hero: [], price: [], trends: [], neighborhoods: [] })
  })
})
