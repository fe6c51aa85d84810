/**
 * Mortgage calculator constants: validation limits and steps, defaults, formula constants and
 * the loan-term choices.
 */
import type { MortgageInputs } from './types'

/** Loan-term choices in years, shown as "N-Year Fixed". */
export const LOAN_TERM_CHOICES = [10, 15, 20, 30] as const
export type LoanTermYears = (typeof LOAN_TERM_CHOICES)[number]

/** Calculator defaults. The down payment amount is derived from the percent. */
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

/**
 * Every input's range. Price, down payment and rate are clamped to theirs wherever they come from.
 * The other rates and amounts are floored at 0, and their maximum stops the form's fields and
 * makes the endpoint refuse anything above with a 400: no real loan has a 10 % insurance rate or
 * a million dollars of monthly HOA dues, and such numbers only come from scripts.
 */
export const LIMITS = Object.freeze({
  purchasePrice: { min: 50_000, max: 10_000_000 },
  downPaymentPercent: { min: 0, max: 100 },
  interestRate: { min: 0, max: 15 },
  propertyTaxRate: { min: 0, max: 10 },
  insuranceRate: { min: 0, max: 10 },
  pmiRate: { min: 0, max: 5 },
  hoaFees: { min: 0, max: 50_000 },
  extraPrincipal: { min: 0, max: 1_000_000 },
})

/** The inputs refused above their maximum rather than clamped to it. */
export const CAPPED_INPUTS = [
  'propertyTaxRate',
  'insuranceRate',
  'pmiRate',
  'hoaFees',
  'extraPrincipal',
] as const
export type CappedInput = (typeof CAPPED_INPUTS)[number]

/** Input steps for the form fields. Steps are hints for the form, not enforced here. */
export const STEPS = Object.freeze({
  interestRate: 0.125,
  downPaymentPercent: 0.1,
  hoaFees: 25,
  /** Property tax, insurance and PMI rates. */
  rates: 0.05,
  extraPrincipal: 50,
})

/** PMI applies only when the down payment is under this percent of the price. */
export const PMI_THRESHOLD_PERCENT = 20

/** Closing costs as a percent of the price, added to the down payment for cash to close. */
export const CLOSING_COST_PERCENT = 2.5

/**
 * Homeowners Protection Act (12 U.S.C. 4902) loan-to-original-value points: PMI may be cancelled
 * on request at 80 %, and ends automatically at 78 % of the original value (here: the price).
 */
export const PMI_CANCEL_REQUEST_LTV_PERCENT = 80
export const PMI_AUTOMATIC_END_LTV_PERCENT = 78

/** The payoff simulation stops once the balance is below this many dollars. */
export const PAYOFF_BALANCE_EPSILON = 0.01

/** The payoff simulation stops after this many times the term in months. */
export const MAX_TERM_MULTIPLIER = 2
