/** The site palette, for market-composition segments. */
export const NAVY = '#0b1324'
export const STEEL = '#47567a'
export const GOLD = '#c09a45'
export const SAND = '#d4b062'
export const CHAMPAGNE = '#e4c98a'

/** The six months the demo reports cover. */
export const MONTHS = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'] as const

/** Pair the six monthly values with their months. */
export const prices = (...values: number[]) =>
  values.map((price, i) => ({ month: MONTHS[i] ?? `M${i + 1}`, price }))

export const sales = (...values: number[]) =>
  values.map((count, i) => ({ month: MONTHS[i] ?? `M${i + 1}`, sales: count }))

/** Paragraphs of the overview column. */
export const paragraphs = (...texts: string[]) => texts.map((text) => ({ text }))
