/**
 * Money as visitors read it:
 * - monthly figures (payment lines, total monthly) show cents: "$4,847.82";
 * - lump sums (price, loan, down payment, cash to close, interest saved) show whole dollars:
 *   "$600,000";
 * - rounded half away from zero (roundMoney's rule) once, then written as US English writes
 *   dollars: a minus sign before the dollar sign, commas between thousands.
 * A value that is not a finite number is shown as an em dash rather than "$NaN".
 *
 * Written out rather than through Intl.NumberFormat, which says the same (money.test.ts holds
 * the two equal over thousands of values), for the reason digits.ts gives: the calculator formats
 * money while it hydrates.
 */
import { groupThousands, plainDigits } from './digits'
import { roundHalfAwayFromZero } from './round'

export const NOT_A_NUMBER_TEXT = '—'

function dollars(value: number, decimals: 0 | 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT
  // Round first (noise-free, half away from zero; -0 comes back as 0, so no "-$0.00").
  const rounded = roundHalfAwayFromZero(value, decimals)
  const [whole = '', fraction = ''] = plainDigits(Math.abs(rounded)).split('.')
  const cents = decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : ''
  return `${rounded < 0 ? '-' : ''}$${groupThousands(whole)}${cents}`
}

/** A monthly figure with cents: 4847.82 → "$4,847.82". */
export function formatMonthly(value: number): string {
  return dollars(value, 2)
}

/** A lump sum in whole dollars: 600000 → "$600,000"; 168750.5 → "$168,751". */
export function formatLumpSum(value: number): string {
  return dollars(value, 0)
}
