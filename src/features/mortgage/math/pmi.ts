/**
 * PMI milestones under the Homeowners Protection Act (12 U.S.C. 4902), with the purchase price
 * as the "original value":
 * - cancellation on request: the month the balance is first scheduled to reach 80 % of the
 *   price (initial schedule, no extra principal); with extra principal the Act also allows the
 *   earlier month the balance actually reaches 80 %, reported separately;
 * - automatic termination: the month the balance is first scheduled to reach 78 % of the price,
 *   or the first month after the midpoint of the term if that is earlier (final termination).
 *   Both are tied to the initial schedule by the Act, so extra principal does not move them.
 *   At very high rates the midpoint can come before the 80 % month; both are reported as they
 *   are, and the results page should then lead with the automatic end.
 * Months are payment numbers (1-based); dates follow the rule in dates.ts.
 */
import {
  PMI_AUTOMATIC_END_LTV_PERCENT,
  PMI_CANCEL_REQUEST_LTV_PERCENT,
  PMI_THRESHOLD_PERCENT,
} from './constants'
import { paymentMonthLabel } from './dates'
import type { AmortizationRow, CalendarMonth, PmiMilestone, PmiMilestones } from './types'

export function pmiApplies(downPaymentPercent: number): boolean {
  return downPaymentPercent < PMI_THRESHOLD_PERCENT
}

/** First payment number after which the balance is at or below `percent` % of the price. */
export function firstMonthAtOrBelow(
  schedule: readonly AmortizationRow[],
  purchasePrice: number,
  percent: number,
): number | null {
  const limit = (purchasePrice * percent) / 100
  return schedule.find((row) => row.balance <= limit)?.month ?? null
}

export interface PmiMilestoneParams {
  purchasePrice: number
  downPaymentPercent: number
  termMonths: number
  /** The initial schedule, without extra principal. */
  scheduled: readonly AmortizationRow[]
  /** The schedule with extra principal, or null/undefined when there is none. */
  withExtra?: readonly AmortizationRow[] | null
  today: Date | CalendarMonth
}

/** Null when PMI does not apply (down payment 20 % or more) or the loan is already paid. */
export function pmiMilestones(params: PmiMilestoneParams): PmiMilestones | null {
  const { purchasePrice, downPaymentPercent, termMonths, scheduled, withExtra, today } = params
  if (!pmiApplies(downPaymentPercent)) return null
  const at = (month: number): PmiMilestone => ({ month, date: paymentMonthLabel(today, month) })

  const request = firstMonthAtOrBelow(scheduled, purchasePrice, PMI_CANCEL_REQUEST_LTV_PERCENT)
  if (request === null) return null
  const ltv78 = firstMonthAtOrBelow(scheduled, purchasePrice, PMI_AUTOMATIC_END_LTV_PERCENT)
  const midpoint = Math.floor(termMonths / 2) + 1
  const automaticEnd: PmiMilestones['automaticEnd'] =
    ltv78 !== null && ltv78 <= midpoint
      ? { ...at(ltv78), rule: 'ltv-78' }
      : { ...at(midpoint), rule: 'midpoint' }

  const extraRequest = withExtra
    ? firstMonthAtOrBelow(withExtra, purchasePrice, PMI_CANCEL_REQUEST_LTV_PERCENT)
    : null
  return {
    cancelOnRequest: at(request),
    automaticEnd,
    cancelOnRequestWithExtra: extraRequest === null ? null : at(extraRequest),
  }
}
