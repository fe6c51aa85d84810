import {
  type AreaFigures,
  type Change,
  type Figure,
  basis,
  daysBasis,
  formatChange,
  formatPrice,
  inventoryBasis,
  lowerFirst,
  thinNote,
  yearAgoBasis,
} from '../figures'

/** One figure of the monthly email: its value, its change from a year before, what it counts. */
export type HeadlineFigure = {
  label: string
  /** Null when too few sales stand behind it. */
  value: string | null
  change: string | null
  counts: string
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const changeOf = (change: Change) =>
  change.percent === null ? null : `${formatChange(change.percent)} from a year before`

function line(
  label: string,
  figure: Figure,
  asOf: string,
  shown: (value: number) => string,
  extra: { change?: Change; counts?: string } = {},
): HeadlineFigure {
  if (figure.value === null)
    return {
      label,
      value: null,
      change: null,
      counts: upperFirst(thinNote('', figure, false).slice(2)),
    }
  const change = extra.change ? changeOf(extra.change) : null
  const counts = [
    extra.counts ?? basis(figure, asOf),
    extra.change ? yearAgoBasis(extra.change.yearAgo) : null,
  ]
    .filter(Boolean)
    .join('. ')
  return { label, value: shown(figure.value), change, counts }
}

/**
 * The report's headline figures, as the monthly email shows them and as it compares them with
 * the last email's: the 12- and 3-month medians, days on market, inventory, homes sold,
 * sale-to-list and price per square foot.
 */
export function headlineFigures(f: AreaFigures): HeadlineFigure[] {
  const sold = f.homesSold
  const soldChange =
    sold.value !== null && sold.yearAgo
      ? `${formatChange(((sold.value - sold.yearAgo) / sold.yearAgo) * 100)} from a year before`
      : null
  return [
    line('Median price (12 months)', f.median12, f.asOf, formatPrice, { change: f.change12 }),
    line('Median sale price (3 months)', f.median3, f.asOf, formatPrice, { change: f.change3 }),
    line('Days on market', f.daysOnMarket, f.asOf, (v) => `${Math.round(v)} days`, {
      counts: `${upperFirst(daysBasis(f.daysOnMarket))}; ${lowerFirst(basis(f.daysOnMarket, f.asOf))}`,
    }),
    line('Inventory', f.inventory, f.asOf, (v) => `${v.toFixed(1)} months`, {
      counts: inventoryBasis(f.inventory, f.asOf),
    }),
    { ...line('Homes sold (12 months)', sold, f.asOf, String), change: soldChange },
    line('Sale-to-list price', f.saleToList, f.asOf, (v) => `${(v * 100).toFixed(1)}%`),
    line('Price per sq ft', f.pricePerSqft, f.asOf, formatPrice),
  ]
}

/** What the comparison with the last email reads: the headline values and their changes. */
export const figuresKey = (f: AreaFigures) =>
  headlineFigures(f).map(({ label, value, change }) => ({ label, value, change }))
