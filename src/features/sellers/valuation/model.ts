import { ageAt, type Condition, MONTH, monthsBetween, type Sale } from './facts'
import { ridge } from './regression'

/**
 * What each difference between two homes is worth, as a share of a sale's price: per square
 * foot of living area, per bedroom, per bathroom, per acre of lot (lots counted up to 5 acres),
 * per year of age, per condition (against an average one), and the market's change per month.
 */
export type Rates = {
  sqft: number
  beds: number
  baths: number
  lot: number
  age: number
  condition: Record<Condition, number>
  month: number
}

/** The rates learned from one area's sales, and what they were learned from. */
export type AreaModel = {
  /** A county's name, or null for all the store's sales together. */
  county: string | null
  sales: number
  /** The first and last close dates learned from (UTC milliseconds). */
  from: number
  to: number
  rates: Rates
  /** Rates the sales showed the wrong way round (a bigger home worth less), held at zero. */
  held: (keyof Rates)[]
}

export type Models = {
  asOf: number
  counties: Record<string, AreaModel>
  all: AreaModel
  /** Each town's price level against the others (a share), from all the sales together. */
  towns: Record<string, number>
}

/** A county's own rates need this many sales; with fewer, the rates of all sales are used. */
export const MIN_SALES_FOR_COUNTY = 40
/** The rates are learned from the sales of the last 24 months. */
export const MODEL_MONTHS = 24
export const LOT_CAP_ACRES = 5

const TYPES = ['townhouse', 'condo', 'multi-family'] as const
const CONDITION_DUMMIES = ['needs-work', 'updated', 'new'] as const

/**
 * Learns the rates from the sales closed in the 24 months before `asOf`: a regression of the
 * logarithm of the price on living area, bedrooms, bathrooms, lot, age, condition, months before
 * `asOf`, the kind of home and the town. One per county with enough sales, and one over all.
 */
export function fitModels(sales: Sale[], asOf: number): Models | null {
  const since = asOf - MODEL_MONTHS * MONTH
  const recent = sales.filter((s) => s.closed < asOf && s.closed >= since)
  const all = fit(recent, asOf, null)
  if (!all) return null
  const counties: Record<string, AreaModel> = {}
  for (const county of new Set(recent.map((s) => s.county))) {
    const own = recent.filter((s) => s.county === county)
    const model = own.length >= MIN_SALES_FOR_COUNTY ? fit(own, asOf, county) : null
    if (model) counties[county] = model.model
  }
  return { asOf, counties, all: all.model, towns: all.towns }
}

/** The rates for a county: its own, or those of all sales when it has too few. */
export const modelFor = (models: Models, county: string) => models.counties[county] ?? models.all

function fit(sales: Sale[], asOf: number, county: string | null) {
  const towns = [...new Set(sales.map((s) => s.city))].sort()
  // Each town against the first, so that the columns are not a sum of one another.
  const townColumns = towns.slice(1)
  const columns = 9 + TYPES.length + townColumns.length
  if (sales.length < columns + 10) return null
  const rows = sales.map((s) => [
    s.sqft,
    s.beds,
    s.baths,
    Math.min(s.lot, LOT_CAP_ACRES),
    ageAt(s.year, s.closed),
    ...CONDITION_DUMMIES.map((c) => (s.condition === c ? 1 : 0)),
    monthsBetween(s.closed, asOf),
    ...TYPES.map((t) => (s.type === t ? 1 : 0)),
    ...townColumns.map((t) => (s.city === t ? 1 : 0)),
  ])
  const penalties = [
    ...Array(5).fill(0.001),
    ...Array(CONDITION_DUMMIES.length).fill(0.01),
    0.001,
    ...Array(TYPES.length + townColumns.length).fill(0.01),
  ]
  const solved = ridge(
    rows,
    sales.map((s) => Math.log(s.price)),
    penalties,
  )
  if (!solved) return null
  const b = solved.coefficients.map((c) => Math.exp(c) - 1)
  const held: (keyof Rates)[] = []
  const atLeastZero = (name: keyof Rates, value: number) => {
    if (value >= 0) return value
    held.push(name)
    return 0
  }
  const rates: Rates = {
    sqft: atLeastZero('sqft', b[0]!),
    beds: atLeastZero('beds', b[1]!),
    baths: atLeastZero('baths', b[2]!),
    lot: atLeastZero('lot', b[3]!),
    age: b[4]!,
    condition: { average: 0, 'needs-work': b[5]!, updated: b[6]!, new: b[7]! },
    // The price of a sale months before is lower when the market rose: the column's sign flips.
    month: Math.exp(-solved.coefficients[8]!) - 1,
  }
  const level: Record<string, number> = { [towns[0]!]: 0 }
  townColumns.forEach((t, i) => (level[t] = solved.coefficients[9 + TYPES.length + i]!))
  const closed = sales.map((s) => s.closed)
  return {
    model: {
      county,
      sales: sales.length,
      from: Math.min(...closed),
      to: Math.max(...closed),
      rates,
      held,
    },
    towns: level,
  }
}

/** How much a home in `to` is worth against the same home in `from`, as a share; 0 if unknown. */
export function locationShare(models: Models, from: string, to: string) {
  const a = models.towns[from]
  const b = models.towns[to]
  return a === undefined || b === undefined ? 0 : Math.exp(b - a) - 1
}
