import { describe, expect, it } from 'vitest'

import { amortize } from './amortize'
import { calculateMortgage } from './calculate'
import { DEFAULT_INPUTS } from './constants'
import { pmiMilestones } from './pmi'
import type { AmortizationRow } from './types'

const TODAY = { year: 2026, month: 3 }

/** The first row at or below the limit, checked against its predecessor. */
function expectFirstCrossing(schedule: AmortizationRow[], month: number, limit: number) {
  expect(schedule[month - 1]?.balance).toBeLessThanOrEqual(limit)
  if (month > 1) expect(schedule[month - 2]?.balance).toBeGreaterThan(limit)
}

describe('PMI milestones (Homeowners Protection Act)', () => {
  const price = 750_000
  const c = calculateMortgage(
    { ...DEFAULT_INPUTS, downPaymentPercent: 5, extraPrincipal: 200 },
    TODAY,
  )
  const pmi = c.pmi

  it('finds the scheduled 80 % month for cancellation on request', () => {
    expect(pmi).not.toBeNull()
    const month = pmi?.cancelOnRequest.month ?? 0
    expectFirstCrossing(c.withoutExtra.schedule, month, 0.8 * price)
    expect(pmi?.cancelOnRequest.date).toBe(
      new Date(Date.UTC(2026, 2 + month, 1)).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    )
  })

  it('finds the scheduled 78 % month for automatic termination', () => {
    expect(pmi?.automaticEnd.rule).toBe('ltv-78')
    expectFirstCrossing(c.withoutExtra.schedule, pmi?.automaticEnd.month ?? 0, 0.78 * price)
    expect(pmi?.automaticEnd.month).toBeGreaterThan(pmi?.cancelOnRequest.month ?? 0)
  })

  it('reports the earlier 80 % month reached with extra principal', () => {
    const month = pmi?.cancelOnRequestWithExtra?.month ?? 0
    expectFirstCrossing(c.withExtra.schedule, month, 0.8 * price)
    expect(month).toBeLessThan(pmi?.cancelOnRequest.month ?? 0)
  })

  it('has no extra-principal milestone without extra principal', () => {
    const plain = calculateMortgage({ ...DEFAULT_INPUTS, downPaymentPercent: 5 }, TODAY)
    expect(plain.pmi?.cancelOnRequestWithExtra).toBeNull()
    expect(plain.pmi?.cancelOnRequest).toEqual(pmi?.cancelOnRequest)
  })

  it('ends at the midpoint of the term when 78 % comes later', () => {
    const high = calculateMortgage(
      { ...DEFAULT_INPUTS, downPaymentPercent: 0, interestRate: 15 },
      TODAY,
    )
    expect(high.pmi?.automaticEnd).toEqual({ month: 181, date: 'April 2041', rule: 'midpoint' })
  })

  it('is null when PMI does not apply', () => {
    expect(calculateMortgage(DEFAULT_INPUTS, TODAY).pmi).toBeNull()
    const scheduled = amortize({ loanAmount: 600_000, annualRatePercent: 6, termMonths: 360 })
    expect(
      pmiMilestones({
        purchasePrice: 750_000,
        downPaymentPercent: 20,
        termMonths: 360,
        scheduled: scheduled.schedule,
        today: TODAY,
      }),
    ).toBeNull()
  })
})
