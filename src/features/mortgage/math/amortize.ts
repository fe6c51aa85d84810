/**
 * Month-by-month amortization. All figures are unrounded; round only for display.
 */
import { MAX_TERM_MULTIPLIER, PAYOFF_BALANCE_EPSILON } from './constants'
import type { Amortization, AmortizationRow, AmortizationYear } from './types'

/** Monthly rate r = annual percent / 100 / 12. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12
}

/**
 * Scheduled principal and interest per month (unrounded): the annuity formula
 * P = L × r / (1 − (1 + r)^−n) with r the monthly rate and n the number of months.
 * A zero rate divides the loan evenly across the months.
 */
export function principalAndInterestPayment(
  loanAmount: number,
  annualRatePercent: number,
  termMonths: number,
): number {
  if (loanAmount <= 0 || termMonths <= 0) return 0
  const r = monthlyRate(annualRatePercent)
  if (r === 0) return loanAmount / termMonths
  return (loanAmount * r) / (1 - Math.pow(1 + r, -termMonths))
}

export interface AmortizeParams {
  loanAmount: number
  annualRatePercent: number
  termMonths: number
  /** Extra principal paid every month on top of the scheduled payment; 0 if none. */
  extraMonthly?: number
  /** Overrides the scheduled payment (e.g. a lender's payment rounded to cents). */
  monthlyPayment?: number
}

/**
 * Each month: interest = balance × r; principal = payment − interest + extra, capped at the
 * remaining balance (so the last payment is smaller). Stops once the balance is below $0.01
 * or after twice the term in months, whichever comes first.
 */
export function amortize({
  loanAmount,
  annualRatePercent,
  termMonths,
  extraMonthly = 0,
  monthlyPayment = principalAndInterestPayment(loanAmount, annualRatePercent, termMonths),
}: AmortizeParams): Amortization {
  const r = monthlyRate(annualRatePercent)
  const extra = Math.max(0, extraMonthly)
  const maxMonths = termMonths * MAX_TERM_MULTIPLIER
  const schedule: AmortizationRow[] = []
  let balance = Math.max(0, loanAmount)
  let totalInterest = 0
  while (balance >= PAYOFF_BALANCE_EPSILON && schedule.length < maxMonths) {
    const interest = balance * r
    const principal = Math.min(balance, Math.max(0, monthlyPayment - interest + extra))
    balance = Math.max(0, balance - principal)
    totalInterest += interest
    schedule.push({ month: schedule.length + 1, interest, principal, balance })
  }
  return { monthlyPayment, months: schedule.length, totalInterest, schedule }
}

/** Sums a monthly schedule into loan years (payments 1–12 are year 1) for a table. */
export function yearlySchedule(schedule: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = []
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12)
    let current = years[years.length - 1]
    if (!current || current.year !== year) {
      current = { year, interestPaid: 0, principalPaid: 0, endingBalance: row.balance }
      years.push(current)
    }
    current.interestPaid += row.interest
    current.principalPaid += row.principal
    current.endingBalance = row.balance
  }
  return years
}
