/**
 * A closed sale as the market figures read it: plain values, dates as YYYY-MM-DD (the calendar
 * dates the MLS records), so the figures are pure functions of these records.
 */
export type SaleRecord = {
  /** CloseDate. */
  closed: string
  /** ClosePrice, dollars. */
  price: number
  /** ListPrice at the close, dollars; null when the feed sends none. */
  listPrice: number | null
  /** Days from listing to contract, or to close where the feed has no contract date; null if unknown. */
  days: number | null
  /** True when `days` runs to the contract date (PurchaseContractDate), false when to the close. */
  daysToContract: boolean
  /** The kind of home, as `homeKind` names it. */
  kind: HomeKind
  /** LivingArea, square feet; null when unknown. */
  sqft: number | null
  city: string
  /** CountyOrParish, without "County". */
  county: string
  /** PostalCode (five digits); null when unknown. */
  zip: string | null
}

/** Homes for sale now (`shown`, StandardStatus Active) in a town. */
export type ActiveCount = { city: string; county: string; homes: number }

export type HomeKind =
  'Single-family' | 'Townhouse' | 'Condo' | 'Multi-family' | 'Land' | 'Farm' | 'Other'

/** A date range, both ends included, as YYYY-MM-DD. */
export type Period = { from: string; to: string }

/**
 * One figure and what it counts: the sales of its period behind it. `value` is null when fewer
 * than MIN_SALES sales fall in the period: the report then says so and shows the agent's figure.
 */
export type Figure = Period & { value: number | null; sales: number }

/** The change of a figure from the same period a year before, in percent; null when either is thin. */
export type Change = { percent: number | null; yearAgo: Figure }

export type Trend = 'up' | 'down' | 'stable'

export type MonthFigures = {
  /** YYYY-MM. */
  month: string
  /** Closed sales in the month. */
  sales: number
  /** The median price of the sales of this month and the two before; null when fewer than MIN_SALES. */
  price: number | null
  /** How many sales that median rests on. */
  priceSales: number
}

export type Segment = { name: HomeKind; percentage: number; sales: number }

export type NeighborhoodFigures = {
  zip: string
  /** The towns of the ZIP code's sales, most sales first. */
  towns: string[]
  /** Sales of the last 12 months. */
  sales: number
  avgPrice: number
  minPrice: number
  maxPrice: number
  medianDays: number | null
  /** Sales a month over the last 12 months, to one decimal. */
  monthlySales: number
  trend: Trend
}

/** Every figure of one area (a service area or a town), computed on one day. */
export type AreaFigures = {
  name: string
  /** The New Jersey calendar date the figures were computed on (the data's day). */
  asOf: string
  median12: Figure
  change12: Change
  median3: Figure
  change3: Change
  /** Average (mean) days on market over the last 12 months. */
  daysOnMarket: Figure & { toContract: number }
  /** Months of inventory: active homes ÷ the last 6 months' average monthly sales. */
  inventory: Figure & { active: number }
  /** Median ratio of sale price to list price over the last 12 months (0.984 is 98.4 %). */
  saleToList: Figure
  /** Median price per square foot of living area over the last 12 months. */
  pricePerSqft: Figure
  /** Closed sales in the last 12 months (a count: its value is null when below MIN_SALES too). */
  homesSold: Figure & { yearAgo: number }
  /** Up, down or stable by the 12-month median's change; null when that change is unknown. */
  trend: Trend | null
  /** The last 12 months, oldest first. */
  months: MonthFigures[]
  /** The kinds of homes sold over the last 12 months; empty when fewer than MIN_SALES. */
  mix: Segment[]
  /** A card per ZIP code with at least MIN_SALES sales in the last 12 months. */
  neighborhoods: NeighborhoodFigures[]
}

/** What one computation stores: every service area by slug, every other town by name. */
/**
 * The way the figures are worked out, counted up whenever a definition changes (days on market
 * became an average in method 2): stored figures of another method are computed again on start.
 */
export const FIGURES_METHOD = 2

export type MarketFigures = {
  /** FIGURES_METHOD when they were computed; absent before method 2. */
  method?: number
  asOf: string
  computedAt: string
  /** How long reading, computing and storing took, in milliseconds. */
  computeMs: number
  /** Closed sales read (the last 24 months) and active homes counted. */
  salesRead: number
  activeHomes: number
  areas: Record<string, AreaFigures>
  towns: Record<string, AreaFigures>
}

/** Fewer sales than this in a period, and a median, ratio or count of it is not shown. */
export const MIN_SALES = 10

/** The 12-month median moving more than this (percent) from a year before makes the trend up or down. */
export const TREND_PERCENT = 3
