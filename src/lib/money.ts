/**
 * Money as visitors read it:
 * - monthly figures (payment lines, total monthly) show cents: "$4,847.82";
 * - lump sums (price, loan, down payment, cash to close, interest saved) show whole dollars:
 *   "$600,000";
 * - US dollars through Intl.NumberFormat('en-US'); both round half away from zero, matching
 *   roundMoney (Intl's default rounding mode is half-expand).
 * A value that is not a finite number is shown as an em dash rather than "$NaN".
 */
import { roundHalfAwayFromZero } from './round'

const centsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const wholeDollarsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export const NOT_A_NUMBER_TEXT = '—'

function formatWith(format: Intl.NumberFormat, value: number, decimals: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT
  // Round first (noise-free, half away from zero); `+ 0` avoids "-$0.00" for tiny negatives.
  return format.format(roundHalfAwayFromZero(value, decimals) + 0)
}

/** A monthly figure with cents: 4847.82 → "$4,847.82". */
export function formatMonthly(value: number): string {
  return formatWith(centsFormat, value, 2)
}

/** A lump sum in whole dollars: 600000 → "$600,000"; 168750.5 → "$168,751". */
export function formatLumpSum(value: number): string {
  return formatWith(wholeDollarsFormat, value, 0)
}
