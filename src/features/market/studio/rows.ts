import {
  type AreaFigures,
  basis,
  daysBasis,
  type Figure,
  formatChange,
  formatPrice,
  inventoryBasis,
  MIN_SALES,
  thinNote,
  TREND_PERCENT,
  yearAgoBasis,
} from '../figures'

/** One computed figure as the studio lists it: its value (or why none) and what it counts. */
export type FigureRow = { label: string; value: string; basis: string; thin: boolean }

const row = (
  label: string,
  figure: Figure,
  text: (value: number) => string,
  asOf: string,
  extra = '',
): FigureRow =>
  figure.value === null
    ? { label, value: '—', basis: thinNote(label, figure), thin: true }
    : { label, value: text(figure.value), basis: `${basis(figure, asOf)}${extra}`, thin: false }

/** The figures of an area, in the order the report shows them. */
export function figureRows(f: AreaFigures): FigureRow[] {
  const change = (percent: number | null) => (percent === null ? '' : ` (${formatChange(percent)})`)
  return [
    row(
      'Median price, 12 months',
      f.median12,
      (v) => `${formatPrice(v)}${change(f.change12.percent)}`,
      f.asOf,
      `. ${yearAgoBasis(f.change12.yearAgo)}`,
    ),
    row(
      'Median price, 3 months',
      f.median3,
      (v) => `${formatPrice(v)}${change(f.change3.percent)}`,
      f.asOf,
      `. ${yearAgoBasis(f.change3.yearAgo)}`,
    ),
    row(
      'Days on market',
      f.daysOnMarket,
      (v) => `${Math.round(v)} days`,
      f.asOf,
      `; ${daysBasis(f.daysOnMarket)}`,
    ),
    f.inventory.value === null
      ? {
          label: 'Months of inventory',
          value: '—',
          basis: thinNote('Months of inventory', f.inventory),
          thin: true,
        }
      : {
          label: 'Months of inventory',
          value: `${f.inventory.value.toFixed(1)} months`,
          basis: inventoryBasis(f.inventory, f.asOf),
          thin: false,
        },
    row('Sale-to-list price', f.saleToList, (v) => `${(v * 100).toFixed(1)}%`, f.asOf),
    row('Price per sq ft', f.pricePerSqft, (v) => formatPrice(v), f.asOf),
    row('Homes sold, 12 months', f.homesSold, (v) => v.toLocaleString('en-US'), f.asOf),
    {
      label: 'Market trend',
      value:
        f.trend === 'up' ? 'Strong' : f.trend === 'down' ? 'Cooling' : f.trend ? 'Balanced' : '—',
      basis:
        f.trend === null
          ? `Unknown: the 12-month median or the year before has fewer than ${MIN_SALES} sales`
          : `Strong when the 12-month median rose more than ${TREND_PERCENT}% from a year before, Cooling when it fell more than ${TREND_PERCENT}%, else Balanced`,
      thin: f.trend === null,
    },
    {
      label: 'Neighborhoods',
      value: `${f.neighborhoods.length} ZIP ${f.neighborhoods.length === 1 ? 'code' : 'codes'}`,
      basis: `ZIP codes with at least ${MIN_SALES} closed sales in the last 12 months`,
      thin: f.neighborhoods.length === 0,
    },
  ]
}
