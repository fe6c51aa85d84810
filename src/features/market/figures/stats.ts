/** The middle value; with an even count, the mean of the two middle ones. Null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null
  let sum = 0
  for (const value of values) sum += value
  return sum / values.length
}

/** Rounded to `decimals` places. */
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** The change from `before` to `now` in percent, to one decimal; null when either is missing. */
export function percentChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null || !(before > 0)) return null
  return roundTo(((now - before) / before) * 100, 1)
}

export { wholeShares } from '@/lib/round'
