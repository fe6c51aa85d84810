export type MarketTrendsProps = {
  areaName: string
  priceData: { month: string; price: number }[]
  salesData: { month: string; sales: number }[]
  marketSegments: { name: string; percentage: number; color: string }[]
  momentum?: string | null
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export function formatUsd(amount: number): string {
  return usd.format(amount)
}

/** Bar length in percent of the largest value; zero-based so bar lengths stay honest. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0
  return Math.min(100, Math.round((value / max) * 1000) / 10)
}

export type Bar = { key: string; month: string; display: string; text: string; percent: number }

/** "Jan: $480,000": what a screen reader hears for each price bar. */
export function priceBars(data: { month: string; price: number }[]): Bar[] {
  const max = Math.max(0, ...data.map((d) => d.price))
  return data.map((d, i) => {
    const display = formatUsd(d.price)
    return {
      key: `${i}-${d.month}`,
      month: d.month,
      display,
      text: `${d.month}: ${display}`,
      percent: barPercent(d.price, max),
    }
  })
}

/** "Jan: 42 sales". */
export function salesBars(data: { month: string; sales: number }[]): Bar[] {
  const max = Math.max(0, ...data.map((d) => d.sales))
  return data.map((d, i) => {
    const display = d.sales.toLocaleString('en-US')
    const text = `${d.month}: ${display} ${d.sales === 1 ? 'sale' : 'sales'}`
    return {
      key: `${i}-${d.month}`,
      month: d.month,
      display,
      text,
      percent: barPercent(d.sales, max),
    }
  })
}

/** Brand-toned stand-ins when a segment's colour is missing or not a CSS colour. */
export const SEGMENT_PALETTE = ['#1c2a47', '#c09a45', '#47567a', '#e4c98a', '#7d5f1c', '#a3acc2']

const CSS_COLOUR =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([^)]*\)|[a-z]{3,20})$/i

/**
 * A segment's colour is used as a CSS colour. Values that are not one (such as a Tailwind class
 * name like "bg-blue-500", which Tailwind could not see in CMS data) fall back to the palette.
 */
export function segmentColour(colour: string | null | undefined, index: number): string {
  const value = colour?.trim() ?? ''
  if (CSS_COLOUR.test(value)) return value
  return SEGMENT_PALETTE[index % SEGMENT_PALETTE.length] as string
}

/** A sentence for Market Momentum when the studio gives none, drawn from the two series. */
export function momentumText(
  areaName: string,
  priceData: { month: string; price: number }[],
  salesData: { sales: number }[],
): string | null {
  const first = priceData[0]
  const last = priceData[priceData.length - 1]
  if (!first || !last || priceData.length < 2 || !(first.price > 0)) return null
  const change = ((last.price - first.price) / first.price) * 100
  const size = `${Math.abs(change).toFixed(1)}%`
  const movement =
    Math.abs(change) < 0.5
      ? `held steady from ${first.month} to ${last.month}`
      : `${change > 0 ? 'risen' : 'fallen'} ${size} from ${first.month} to ${last.month}`
  const sold = salesData.reduce((sum, d) => sum + d.sales, 0)
  const sales = sold > 0 ? `, with ${sold.toLocaleString('en-US')} homes sold over the period` : ''
  return `Prices in ${areaName} have ${movement}${sales}.`
}
