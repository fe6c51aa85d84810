/**
 * Mortgage calculator constants: spec §5 (validation limits and steps) and §9 (defaults,
 * formulas, limits); decisions.md "Mortgage calculator" (loan-term choices).
 */
import type { MortgageInputs } from './types'

/** Loan-term choices in years, shown as "N-Year Fixed" (decisions.md). */
export const LOAN_TERM_CHOICES = [10, 15, 20, 30] as const
export type LoanTermYears = (typeof LOAN_TERM_CHOICES)[number]

/** Calculator defaults (spec §9). The down payment amount is derived from the percent. */
export const DEFAULT_INPUTS: Readonly<MortgageInputs> = Object.freeze({
  purchasePrice: 750_000,
  downPaymentPercent: 20,
  downPaymentAmount: 150_000,
  interestRate: 6.875,
  loanTerm: 30,
  propertyTaxRate: 1.1,
  insuranceRate: 0.35,
  pmiRate: 0.9,
  hoaFees: 0,
  extraPrincipal: 0,
})

/** Input limits (spec §5, §7, §9). Fields without an upper limit only have a floor of 0. */
export const LIMITS = Object.freeze({
  purchasePrice: { min: 50_000, max: 10_000_000 },
  interestRate: { min: 0, max: 15 },
  downPaymentPercent: { min: 0, max: 100 },
})

/** Input steps for the form fields (spec §5). Steps are hints for the form, not enforced here. */
export const STEPS = Object.freeze({
  interestRate: 0.125,
  downPaymentPercent: 0.1,
  hoaFees: 25,
  /** Property tax, insurance and PMI rates. */
  rates: 0.05,
  extraPrincipal: 50,
})

/** PMI applies only when the down payment is under this percent of the price (spec §9). */
export const PMI_THRESHOLD_PERCENT = 20

/** Closing costs as a percent of the price, added to the down payment for cash to close. */
export const CLOSING_COST_PERCENT = 2.5

/**
 * Homeowners Protection Act (12 U.S.C. 4902) loan-to-original-value points: PMI may be cancelled
 * on request at 80 %, and ends automatically at 78 % of the original value (here: the price).
 */
export const PMI_CANCEL_REQUEST_LTV_PERCENT = 80
export const PMI_AUTOMATIC_END_LTV_PERCENT = 78

/** The payoff simulation stops once the balance is below this many dollars (spec §9). */
export const PAYOFF_BALANCE_EPSILON = 0.01

/** The payoff simulation stops after this many times the term in months (spec §9). */
export const MAX_TERM_MULTIPLIER = 2
