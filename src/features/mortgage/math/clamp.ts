/**
 * Server-side clamps of the calculator inputs. The server recomputes results
 * from clamped inputs, so every field is made safe here:
 * - a value that is not a finite number (NaN, ±Infinity, a string, missing) → its default;
 * - purchase price → 50,000–10,000,000;
 * - down payment percent → 0–100, interest rate → 0–15;
 * - HOA, property tax, insurance, PMI and extra principal: negatives → 0 (their maximum is
 *   enforced by the endpoint's schema, which refuses more, and by withinCaps);
 * - loan term not one of 10/15/20/30 → 30 (the default);
 * - down payment amount is always recomputed from the clamped price and percent.
 * Steps (0.125 for the rate, …) are form hints and are not snapped to: a lender's 6.99 % stays.
 * Clamping is idempotent: clampInputs(clampInputs(x)) deep-equals clampInputs(x).
 */
import {
  CAPPED_INPUTS,
  DEFAULT_INPUTS,
  LIMITS,
  LOAN_TERM_CHOICES,
  type CappedInput,
  type LoanTermYears,
} from './constants'
import type { MortgageInputs } from './types'

/** Raw inputs as they may arrive from a form, storage or a request body. */
export type RawMortgageInputs = Partial<Record<keyof MortgageInputs, unknown>>

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** Finite and not negative; -0 becomes 0. */
function nonNegative(value: unknown, fallback: number): number {
  const n = finiteOr(value, fallback)
  return n > 0 ? n : 0
}

export function isLoanTerm(value: unknown): value is LoanTermYears {
  return (LOAN_TERM_CHOICES as readonly unknown[]).includes(value)
}

export function downPaymentAmountOf(purchasePrice: number, downPaymentPercent: number): number {
  return (purchasePrice * downPaymentPercent) / 100
}

/**
 * The percent for a down payment typed in dollars (the two fields are linked), clamped to
 * 0–100. Unrounded; a price of 0 or less gives 0.
 */
export function downPaymentPercentFromAmount(purchasePrice: number, amount: number): number {
  if (!Number.isFinite(purchasePrice) || purchasePrice <= 0 || !Number.isFinite(amount)) return 0
  const { min, max } = LIMITS.downPaymentPercent
  return clamp((amount / purchasePrice) * 100, min, max)
}

export function clampInputs(raw: RawMortgageInputs): MortgageInputs {
  const d = DEFAULT_INPUTS
  const { purchasePrice: price, downPaymentPercent: down, interestRate: rate } = LIMITS
  const purchasePrice = clamp(finiteOr(raw.purchasePrice, d.purchasePrice), price.min, price.max)
  // `+ 0` turns a -0 into 0 so that the result is stable under JSON and Object.is.
  const downPaymentPercent =
    clamp(finiteOr(raw.downPaymentPercent, d.downPaymentPercent), down.min, down.max) + 0
  return {
    purchasePrice,
    downPaymentPercent,
    downPaymentAmount: downPaymentAmountOf(purchasePrice, downPaymentPercent),
    interestRate: clamp(finiteOr(raw.interestRate, d.interestRate), rate.min, rate.max) + 0,
    loanTerm: isLoanTerm(raw.loanTerm) ? raw.loanTerm : d.loanTerm,
    propertyTaxRate: nonNegative(raw.propertyTaxRate, d.propertyTaxRate),
    insuranceRate: nonNegative(raw.insuranceRate, d.insuranceRate),
    pmiRate: nonNegative(raw.pmiRate, d.pmiRate),
    hoaFees: nonNegative(raw.hoaFees, d.hoaFees),
    extraPrincipal: nonNegative(raw.extraPrincipal, d.extraPrincipal),
  }
}

/**
 * Lowers any capped input to its maximum: figures saved in a browser before the maximums existed
 * (or edited by hand) are brought within what the endpoint accepts, instead of a 400 on send.
 */
export function withinCaps<T extends Record<CappedInput, number>>(inputs: T): T {
  const capped = { ...inputs }
  for (const name of CAPPED_INPUTS) {
    capped[name] = Math.min(inputs[name], LIMITS[name].max) as T[typeof name]
  }
  return capped
}
