/** Mortgage calculator: pure calculation, clamps and display text. No React, no I/O. */
export * from './constants'
export * from './types'
export {
  clamp,
  clampInputs,
  downPaymentAmountOf,
  downPaymentPercentFromAmount,
  isLoanTerm,
  withinCaps,
} from './clamp'
export type { RawMortgageInputs } from './clamp'
export { roundHalfAwayFromZero, roundMoney } from '@/lib/round'
export { amortize, monthlyRate, principalAndInterestPayment, yearlySchedule } from './amortize'
export type { AmortizeParams } from './amortize'
export {
  MONTH_NAMES,
  addMonths,
  agentMonth,
  calendarMonthOf,
  formatMonthYear,
  paymentMonthLabel,
  toCalendarMonth,
} from './dates'
export { NOT_A_NUMBER_TEXT, formatLumpSum, formatMonthly } from '@/lib/money'
export { formatLoanTerm, formatPayoffTimeline } from './format'
export { firstMonthAtOrBelow, pmiApplies, pmiMilestones } from './pmi'
export type { PmiMilestoneParams } from './pmi'
export { calculateMortgage, calculateResults, hasLoanToPayOff } from './calculate'
