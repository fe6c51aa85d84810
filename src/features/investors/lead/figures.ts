import { formatLumpSum, formatMonthly } from '@/lib/money'
import { formatOnFirstUse } from '@/lib/numberFormat'
import { roundHalfAwayFromZero } from '@/lib/round'

import type { Assumptions, InvestmentSnapshot, RentSource } from '../numbers'

/*
 * The figures a visitor saw, in the words the agent reads them in (the email, Follow Up Boss, the
 * webhook) and the form names them: dollars as the site writes money (cents a month, whole
 * dollars a year), rates in percent, the coverage ratio as a number.
 */

/** Where the rent came from, as the agent reads it. */
export const RENT_SOURCES: Record<RentSource, string> = {
  listing: "the listing's own figures",
  leases: 'comparable leases nearby',
  visitor: "the visitor's own figure",
}

// Made on first use: this module comes to the browser with a listing page's question form.
const rateText = formatOnFirstUse({ maximumFractionDigits: 3 })
/** An assumption's rate as typed: 5 → "5%", 6.875 → "6.875%". */
const rate = (x: number) => `${rateText(x)}%`
/**
 * A result's rate as the panel shows it, to two decimals at most: 5.234 → "5.23%", 6.5 → "6.5%"
 * (the question the visitor sends quotes what they saw); null (nothing to divide by) → what is
 * missing. Without Intl: the question form writes it while the listing page hydrates.
 */
const result = (x: number | null, missing: string) =>
  x === null ? missing : `${String(roundHalfAwayFromZero(x, 2))}%`
const ratio = (x: number | null) =>
  x === null ? 'none (no loan)' : roundHalfAwayFromZero(x, 2).toFixed(2)

export type FigureRow = [label: string, value: string]

/** Each assumption, in the panel's order. */
export function assumptionRows(a: Assumptions, rentSource: RentSource): FigureRow[] {
  return [
    ['Rent', `${formatMonthly(a.rent)} a month (from ${RENT_SOURCES[rentSource]})`],
    ['Vacancy', `${rate(a.vacancy)} of the rent`],
    ['Property tax', `${formatLumpSum(a.tax)} a year`],
    ['Insurance', `${formatLumpSum(a.insurance)} a year`],
    ['Maintenance', `${rate(a.maintenance)} of the rent`],
    ['Management', `${rate(a.management)} of the rent collected`],
    ['Utilities (owner pays)', `${formatMonthly(a.utilities)} a month`],
    ['HOA', `${formatMonthly(a.hoa)} a month`],
    ['Down payment', `${rate(a.down)} of the price`],
    ['Closing costs', `${rate(a.closing)} of the price`],
    ['Mortgage rate', rate(a.rate)],
    ['Loan term', `${a.term} years`],
  ]
}

/** The headline figures. */
export function resultRows(s: InvestmentSnapshot): FigureRow[] {
  return [
    ['Net operating income', `${formatLumpSum(s.netOperatingIncome)} a year`],
    ['Cap rate', result(s.capRate, 'none (no price)')],
    ['Cash flow', `${formatMonthly(s.monthlyCashFlow)} a month`],
    ['Cash-on-cash return', result(s.cashOnCash, 'none (no cash invested)')],
    ['Debt service coverage (DSCR)', ratio(s.debtServiceCoverage)],
  ]
}

/** "cap rate 5.23%, cash flow $412.35 a month, cash-on-cash 7.1%, DSCR 1.25": on one line. */
export const headline = (s: InvestmentSnapshot) =>
  [
    `cap rate ${result(s.capRate, 'none')}`,
    `cash flow ${formatMonthly(s.monthlyCashFlow)} a month`,
    `cash-on-cash ${result(s.cashOnCash, 'none')}`,
    `DSCR ${s.debtServiceCoverage === null ? 'none' : ratio(s.debtServiceCoverage)}`,
  ].join(', ')
