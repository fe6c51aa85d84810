/**
 * How each calculator field changes the inputs: clamps while typing, the price's
 * snap-up on blur, and the linked down payment (dollars ↔ percent). Pure, so it is unit-tested.
 */
import {
  LIMITS,
  clamp,
  downPaymentAmountOf,
  downPaymentPercentFromAmount,
  isLoanTerm,
  type CappedInput,
  type MortgageInputs,
} from '@/features/mortgage/math'

export const MIN_PRICE_MESSAGE = 'Minimum purchase price is $50,000'
export const PMI_HINT = 'PMI required under 20% down'

const withAmount = (inputs: MortgageInputs): MortgageInputs => ({
  ...inputs,
  downPaymentAmount: downPaymentAmountOf(inputs.purchasePrice, inputs.downPaymentPercent),
})

/** Typing a price: 0 up to 10,000,000 (the minimum is enforced on blur and by the button). */
export const setPrice = (inputs: MortgageInputs, price: number) =>
  withAmount({ ...inputs, purchasePrice: clamp(price, 0, LIMITS.purchasePrice.max) })

/** On blur, a nonzero price under 50,000 snaps up to 50,000. */
export function snapPrice(inputs: MortgageInputs): MortgageInputs {
  const { purchasePrice } = inputs
  const { min } = LIMITS.purchasePrice
  return purchasePrice > 0 && purchasePrice < min ? setPrice(inputs, min) : inputs
}

export const priceTooLow = (inputs: MortgageInputs) =>
  inputs.purchasePrice < LIMITS.purchasePrice.min

export const setDownPercent = (inputs: MortgageInputs, percent: number) =>
  withAmount({ ...inputs, downPaymentPercent: clamp(percent, 0, 100) })

/** The dollar field is linked: it sets the percent of the price it represents. */
export const setDownAmount = (inputs: MortgageInputs, amount: number) =>
  setDownPercent(inputs, downPaymentPercentFromAmount(inputs.purchasePrice, amount))

export const setRate = (inputs: MortgageInputs, rate: number) => ({
  ...inputs,
  interestRate: clamp(rate, LIMITS.interestRate.min, LIMITS.interestRate.max),
})

export const setLoanTerm = (inputs: MortgageInputs, years: number) =>
  isLoanTerm(years) ? { ...inputs, loanTerm: years } : inputs

/** HOA, tax, insurance, PMI, extra principal: negatives become 0; capped like the server. */
export const setCapped = (inputs: MortgageInputs, field: CappedInput, value: number) => ({
  ...inputs,
  [field]: clamp(value, 0, LIMITS[field].max),
})

/** A percent as the field shows it when not typing: at most 2 decimals ("13.33", "20"). */
export const percentText = (value: number) => String(Math.round(value * 100) / 100)
export const wholeText = (value: number) => String(Math.round(value))
