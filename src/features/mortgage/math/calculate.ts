/**
 * The whole calculation: clamped inputs in, the endpoint's named results out. Pure: "today"
 * is passed in, used only for the payoff date and PMI milestone months.
 *
 * Rounding: every money result is rounded to cents, half away from zero (round.ts), once, at the
 * end; the amortization runs on unrounded figures. The total monthly is the sum of the rounded
 * lines, so the breakdown the visitor sees always adds up to the total shown.
 */
import { CLOSING_COST_PERCENT } from './constants'
import { amortize } from './amortize'
import { clampInputs, downPaymentAmountOf, type RawMortgageInputs } from './clamp'
import { paymentMonthLabel } from './dates'
import { formatPayoffTimeline } from './format'
import { pmiApplies as pmiAppliesFor, pmiMilestones } from './pmi'
import { roundMoney } from '@/lib/round'
import type { CalendarMonth, MortgageCalculation, MortgageResults } from './types'

export function calculateMortgage(
  rawInputs: RawMortgageInputs,
  today: Date | CalendarMonth,
): MortgageCalculation {
  const inputs = clampInputs(rawInputs)
  const price = inputs.purchasePrice
  const downPaymentAmount = downPaymentAmountOf(price, inputs.downPaymentPercent)
  const loanAmount = price - downPaymentAmount
  const termMonths = inputs.loanTerm * 12
  const pmiApplies = pmiAppliesFor(inputs.downPaymentPercent)

  const withoutExtra = amortize({
    loanAmount,
    annualRatePercent: inputs.interestRate,
    termMonths,
  })
  const withExtra =
    inputs.extraPrincipal > 0
      ? amortize({
          loanAmount,
          annualRatePercent: inputs.interestRate,
          termMonths,
          extraMonthly: inputs.extraPrincipal,
        })
      : withoutExtra

  const principalAndInterest = roundMoney(withoutExtra.monthlyPayment)
  const propertyTaxMonthly = roundMoney((price * inputs.propertyTaxRate) / 100 / 12)
  const insuranceMonthly = roundMoney((price * inputs.insuranceRate) / 100 / 12)
  const pmiMonthly = pmiApplies ? roundMoney((loanAmount * inputs.pmiRate) / 100 / 12) : 0
  const hoaMonthly = roundMoney(inputs.hoaFees)
  const extraMonthly = roundMoney(inputs.extraPrincipal)
  const baseMonthly = roundMoney(
    principalAndInterest + propertyTaxMonthly + insuranceMonthly + pmiMonthly + hoaMonthly,
  )
  // The total includes extra principal: it is money the buyer pays every month. (The
  // reference case has no extra principal, so it holds either way.)
  const totalMonthly = roundMoney(baseMonthly + extraMonthly)

  const monthsToPayoff = withExtra.months
  const results: MortgageResults = {
    totalMonthly,
    principalAndInterest,
    propertyTaxMonthly,
    insuranceMonthly,
    pmiMonthly,
    hoaMonthly,
    extraMonthly,
    loanAmount: roundMoney(loanAmount),
    cashToClose: roundMoney(downPaymentAmount + (price * CLOSING_COST_PERCENT) / 100),
    interestSaved: roundMoney(withoutExtra.totalInterest - withExtra.totalInterest),
    monthsSaved: withoutExtra.months - withExtra.months,
    monthsToPayoff,
    payoffTimeline: formatPayoffTimeline(monthsToPayoff),
    payoffDate: paymentMonthLabel(today, monthsToPayoff),
  }

  const pmi = pmiMilestones({
    purchasePrice: price,
    downPaymentPercent: inputs.downPaymentPercent,
    termMonths,
    scheduled: withoutExtra.schedule,
    withExtra: inputs.extraPrincipal > 0 ? withExtra.schedule : null,
    today,
  })

  return {
    inputs,
    results,
    downPaymentAmount: roundMoney(downPaymentAmount),
    pmiApplies,
    baseMonthly,
    withoutExtra,
    withExtra,
    pmi,
  }
}

/** Only the results object the calculator's endpoint takes (`results`). */
export function calculateResults(
  rawInputs: RawMortgageInputs,
  today: Date | CalendarMonth,
): MortgageResults {
  return calculateMortgage(rawInputs, today).results
}

/**
 * Whether there is a loan to pay off: a down payment of the whole price leaves none, and then no
 * payoff date, balance chart or extra-payment savings mean anything.
 */
export const hasLoanToPayOff = (results: Pick<MortgageResults, 'loanAmount'>): boolean =>
  results.loanAmount > 0
