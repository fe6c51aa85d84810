import {
  type AreaFigures,
  basis,
  daysBasis,
  type Figure,
  formatChange,
  formatDay,
  formatPrice,
  inventoryBasis,
  lowerFirst,
  MIN_SALES,
  monthLabel,
  shortPrice,
  span,
  thinNote,
  yearAgoBasis,
} from '@/features/market/figures'
import type { MarketHeroProps } from '@/features/content/sections/MarketReportHero/logic'
import type { MarketStat } from '@/features/content/sections/MarketStatsGrid/logic'
import {
  type MarketTrendsProps,
  SEGMENT_PALETTE,
} from '@/features/content/sections/MarketTrends/logic'
import type { NeighborhoodMarket } from '@/features/content/sections/NeighborhoodMarkets/logic'
import type { Trend } from '@/features/content/sections/trend/trend'

/** A report's figure sections as the agent typed them. */
export type TypedFigures = {
  hero: MarketHeroProps
  stats: MarketStat[]
  trends: MarketTrendsProps
  neighborhoods: NeighborhoodMarket[]
}

/** The same, with the MLS's figures in place and what each counts. */
export type ReportFigures = TypedFigures & {
  /** The day the figures are from (the report's month); none when no figures are computed. */
  asOf?: Date
  /** What each section's figures count; `price` is the hero's notes on the median and its change. */
  sources: { hero: string[]; price: string[]; trends: string[]; neighborhoods: string[] }
  /** The price trend the MLS's sales show (the hero's), or null where the typed one stands. */
  trendFromMls: Trend | null
  /** The months of inventory the MLS shows (the hero's), or null where the typed figure stands. */
  inventoryFromMls: number | null
}

const bySign = (n: number): Trend => (n > 0 ? 'up' : n < 0 ? 'down' : 'stable')

/**
 * The report's figures: the MLS's where its area has at least MIN_SALES sales in a figure's period
 * and the agent has not pinned the typed one; else the typed figure, with a note saying why.
 */
export function withFigures(
  typed: TypedFigures,
  figures: AreaFigures | null,
  pinned: readonly string[] = [],
): ReportFigures {
  const none = { hero: [], price: [], trends: [], neighborhoods: [] }
  if (!figures) return { ...typed, sources: none, trendFromMls: null, inventoryFromMls: null }
  const pins = new Set(pinned)
  const hero = heroFigures(typed.hero, figures, pins)
  const trends = trendFigures(typed.trends, figures, pins)
  const neighborhoods = neighborhoodFigures(typed.neighborhoods, figures, pins)
  return {
    hero: hero.hero,
    stats: pins.has('stats') ? typed.stats : statCards(figures, typed.stats),
    trends: trends.trends,
    neighborhoods: neighborhoods.neighborhoods,
    // Noon UTC is the same calendar day in New Jersey, whose month the hero names.
    asOf: new Date(`${figures.asOf}T12:00:00Z`),
    sources: {
      hero: hero.notes,
      price: hero.priceNotes,
      trends: trends.notes,
      neighborhoods: neighborhoods.notes,
    },
    trendFromMls: hero.trendFromMls,
    inventoryFromMls: hero.inventoryFromMls,
  }
}

function heroFigures(typed: MarketHeroProps, f: AreaFigures, pins: Set<string>) {
  const hero = { ...typed }
  const notes: string[] = []
  let trendFromMls: Trend | null = null
  let inventoryFromMls: number | null = null
  if (!pins.has('price')) {
    if (f.median12.value === null) notes.push(thinNote('Median price', f.median12))
    else {
      hero.medianPrice = formatPrice(f.median12.value)
      notes.push(`Median price: ${lowerFirst(basis(f.median12, f.asOf))}`)
      if (f.change12.percent === null || f.trend === null)
        notes.push(thinNote('Change and trend from a year before', f.change12.yearAgo))
      else {
        hero.priceChange = `${formatChange(f.change12.percent)} YoY`
        hero.priceTrend = trendFromMls = f.trend
        notes.push(yearAgoBasis(f.change12.yearAgo))
      }
    }
  }
  const priceNotes = [...notes]
  if (!pins.has('daysOnMarket')) {
    const days = f.daysOnMarket
    if (days.value === null) notes.push(thinNote('Days on market', days))
    else {
      hero.daysOnMarket = Math.round(days.value)
      notes.push(`Days on market: the ${daysBasis(days)}; ${lowerFirst(basis(days, f.asOf))}`)
    }
  }
  if (!pins.has('inventory')) {
    if (f.inventory.value === null) notes.push(thinNote('Inventory', f.inventory))
    else {
      // One decimal always, as it is computed: "6.0 months" beside another area's "9.5 months".
      hero.inventory = f.inventory.value.toFixed(1)
      inventoryFromMls = f.inventory.value
      notes.push(`Inventory: ${inventoryBasis(f.inventory, f.asOf)}`)
    }
  }
  return { hero, notes, priceNotes, trendFromMls, inventoryFromMls }
}

/** The statistics cards: median price of 3 months, homes sold, sale-to-list, price per sq ft. */
function statCards(f: AreaFigures, typed: MarketStat[]): MarketStat[] {
  const card = (
    label: string,
    figure: Figure,
    text: (value: number) => string,
    change: { text: string; trend: Trend } | null = null,
    extra = '',
  ): MarketStat => {
    if (figure.value !== null)
      return {
        label,
        value: text(figure.value),
        change: change?.text ?? null,
        trend: change?.trend ?? 'stable',
        description: `${basis(figure, f.asOf)}${extra}`,
      }
    const own = typed.find((stat) => stat.label.toLowerCase() === label.toLowerCase())
    if (own) return { ...own, description: thinNote(label, figure) }
    return {
      label,
      value: 'Too few sales',
      trend: 'stable',
      description: thinNote(label, figure, false),
    }
  }
  const price = f.change3.percent
  const sold = f.homesSold.sales - f.homesSold.yearAgo
  return [
    card(
      'Median Sale Price',
      f.median3,
      formatPrice,
      price === null ? null : { text: formatChange(price), trend: bySign(price) },
      `. ${yearAgoBasis(f.change3.yearAgo)}`,
    ),
    card(
      'Homes Sold',
      f.homesSold,
      (n) => n.toLocaleString('en-US'),
      // A change in count only against a year with enough sales to compare.
      f.homesSold.yearAgo < MIN_SALES
        ? null
        : { text: `${sold > 0 ? '+' : ''}${sold.toLocaleString('en-US')}`, trend: bySign(sold) },
      `. The same months a year before: ${f.homesSold.yearAgo.toLocaleString('en-US')}`,
    ),
    card('Sale-to-List Price', f.saleToList, (ratio) => `${(ratio * 100).toFixed(1)}%`),
    card('Price per Sq Ft', f.pricePerSqft, formatPrice),
  ]
}

function trendFigures(typed: MarketTrendsProps, f: AreaFigures, pins: Set<string>) {
  const trends = { ...typed }
  const notes: string[] = []
  if (!pins.has('charts')) {
    const points = f.months.filter((m) => m.price !== null)
    if (points.length >= 2) {
      trends.priceData = points.map((m) => ({ month: monthLabel(m.month), price: m.price! }))
      notes.push(
        `Price Trends: each month's median sale price of that month and the two before (a month whose three have fewer than ${MIN_SALES} sales is left out), from the MLS; updated ${formatDay(f.asOf)}`,
      )
    } else
      notes.push(
        `Price Trends: fewer than ${MIN_SALES} closed sales in any three months of the last 12, so the agent's chart is shown`,
      )
    if (f.homesSold.value === null) notes.push(thinNote('Sales Activity', f.homesSold))
    else {
      trends.salesData = f.months.map((m) => ({ month: monthLabel(m.month), sales: m.sales }))
      notes.push(`Sales Activity: ${lowerFirst(basis(f.homesSold, f.asOf))}`)
    }
  }
  if (!pins.has('composition')) {
    if (f.mix.length === 0) notes.push(thinNote('Market Composition', f.homesSold))
    else {
      trends.marketSegments = f.mix.map((segment, i) => ({
        name: segment.name,
        percentage: segment.percentage,
        color: SEGMENT_PALETTE[i % SEGMENT_PALETTE.length]!,
      }))
      notes.push(`Market Composition: ${lowerFirst(basis(f.homesSold, f.asOf))}`)
    }
  }
  return { trends, notes }
}

function neighborhoodFigures(typed: NeighborhoodMarket[], f: AreaFigures, pins: Set<string>) {
  if (pins.has('neighborhoods')) return { neighborhoods: typed, notes: [] as string[] }
  if (f.neighborhoods.length === 0)
    return {
      neighborhoods: typed,
      notes: [
        `Neighborhoods: no ZIP code of ${f.name} has ${MIN_SALES} closed sales from ${span(f.homesSold)}, so the agent's neighborhoods are shown`,
      ],
    }
  const neighborhoods = f.neighborhoods.map((n): NeighborhoodMarket => {
    const name = `${n.towns.slice(0, 2).join(' & ')} ${n.zip}`
    const own = typed.find((t) => t.name === name || t.name === n.zip)
    return {
      name,
      highlight: own?.highlight ?? null,
      description:
        own?.description ?? `${n.sales} closed sales in ZIP code ${n.zip} over the last 12 months.`,
      priceTrend: n.trend,
      avgPrice: formatPrice(n.avgPrice),
      daysOnMarket: n.medianDays ?? 0,
      priceRange: `${shortPrice(n.minPrice)} - ${shortPrice(n.maxPrice)}`,
      salesVolume: n.monthlySales,
    }
  })
  return {
    neighborhoods,
    notes: [
      `Neighborhoods: a card per ZIP code with at least ${MIN_SALES} closed sales from ${span(f.homesSold)}, from the MLS; updated ${formatDay(f.asOf)}. Avg Price is the mean sale price, Days on Market the median, Monthly Sales the year's sales divided by 12`,
    ],
  }
}
