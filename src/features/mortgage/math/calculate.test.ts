import { describe, expect, it } from 'vitest'

import { calculateMortgage, calculateResults } from './calculate'
import { DEFAULT_INPUTS } from './constants'

const TODAY = { year: 2026, month: 3 }

describe('reference case', () => {
  const { results, downPaymentAmount, pmiApplies, pmi } = calculateMortgage(DEFAULT_INPUTS, TODAY)

  it('gives the reference figures exactly', () => {
    expect(results.principalAndInterest).toBe(3941.57)
    expect(results.totalMonthly).toBe(4847.82)
    expect(results.loanAmount).toBe(600_000)
    expect(results.cashToClose).toBe(168_750)
    expect(downPaymentAmount).toBe(150_000)
  })

  it('gives the full results object', () => {
    expect(results).toEqual({
      totalMonthly: 4847.82,
      principalAndInterest: 3941.57,
      propertyTaxMonthly: 687.5,
      insuranceMonthly: 218.75,
      pmiMonthly: 0,
      hoaMonthly: 0,
      extraMonthly: 0,
      loanAmount: 600_000,
      cashToClose: 168_750,
      interestSaved: 0,
      monthsSaved: 0,
      monthsToPayoff: 360,
      payoffTimeline: '30 years',
      payoffDate: 'March 2056',
    })
    expect(pmiApplies).toBe(false)
    expect(pmi).toBeNull()
  })

  it('calculateResults returns only the results', () => {
    expect(calculateResults(DEFAULT_INPUTS, TODAY)).toEqual(results)
  })
})

describe('zero interest rate', () => {
  it('divides the loan evenly with no interest', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, interestRate: 0, loanTerm: 15 }, TODAY)
    expect(c.withoutExtra.monthlyPayment).toBe(600_000 / 180)
    expect(c.results.principalAndInterest).toBe(3333.33)
    expect(c.withoutExtra.totalInterest).toBe(0)
    expect(c.results.monthsToPayoff).toBe(180)
  })
})

describe('PMI at 19.9 % vs 20 % down', () => {
  it('charges PMI rate × loan / 12 under 20 %', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, downPaymentPercent: 19.9 }, TODAY)
    expect(c.pmiApplies).toBe(true)
    expect(c.results.loanAmount).toBe(600_750)
    expect(c.results.pmiMonthly).toBe(450.56) // 600,750 × 0.9 % / 12 = 450.5625
    expect(c.pmi).not.toBeNull()
    const lines = c.results.principalAndInterest + 687.5 + 218.75 + c.results.pmiMonthly
    expect(c.results.totalMonthly).toBeCloseTo(lines, 9)
  })

  it('charges no PMI at 20 %', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, pmiRate: 3 }, TODAY)
    expect(c.pmiApplies).toBe(false)
    expect(c.results.pmiMonthly).toBe(0)
    expect(c.pmi).toBeNull()
  })

  it('rounds a half cent away from zero', () => {
    // 750,000 × 95 % = 712,500; × 0.9 % / 12 = 534.375 exactly.
    const c = calculateMortgage({ ...DEFAULT_INPUTS, downPaymentPercent: 5 }, TODAY)
    expect(c.results.pmiMonthly).toBe(534.38)
  })
})

describe('extra principal (+$200/month on the reference case)', () => {
  const c = calculateMortgage({ ...DEFAULT_INPUTS, extraPrincipal: 200 }, TODAY)

  // Independent check with closed forms instead of a month-by-month loop:
  // balance after k payments B(k) = L(1+r)^k − p((1+r)^k − 1)/r; payoff when B(k) ≤ 0, i.e.
  // k = ln(p / (p − rL)) / ln(1+r); interest = everything paid − the loan.
  const L = 600_000
  const r = 6.875 / 100 / 12
  const n = 360
  const base = (L * r) / (1 - (1 + r) ** -n)
  const p = base + 200
  const balanceAfter = (k: number) => L * (1 + r) ** k - (p * ((1 + r) ** k - 1)) / r
  const monthsWithExtra = Math.ceil(Math.log(p / (p - r * L)) / Math.log(1 + r))
  const lastPayment = balanceAfter(monthsWithExtra - 1) * (1 + r)
  const interestWithExtra = (monthsWithExtra - 1) * p + lastPayment - L
  const interestWithout = n * base - L

  it('shortens the payoff by the independently computed months', () => {
    expect(balanceAfter(monthsWithExtra - 1)).toBeGreaterThan(0.01)
    expect(c.results.monthsToPayoff).toBe(monthsWithExtra)
    expect(c.results.monthsSaved).toBe(n - monthsWithExtra)
    expect(c.results.monthsSaved).toBeGreaterThan(0)
  })

  it('saves the independently computed interest', () => {
    const expected = interestWithout - interestWithExtra
    expect(Math.abs(c.results.interestSaved - expected)).toBeLessThanOrEqual(0.01)
    expect(c.results.interestSaved).toBeGreaterThan(0)
  })

  it('counts extra principal in the total monthly but not in the base monthly', () => {
    expect(c.results.extraMonthly).toBe(200)
    expect(c.results.totalMonthly).toBe(5047.82)
    expect(c.baseMonthly).toBe(4847.82)
  })

  it('gives the payoff text from the shortened schedule', () => {
    const years = Math.floor(monthsWithExtra / 12)
    const months = monthsWithExtra % 12
    expect(c.results.payoffTimeline).toBe(`${years} years ${months} months`)
    expect(c.results.payoffDate).toBe('February 2052') // March 2026 + 311 months
  })
})

describe('inputs', () => {
  it('clamps before calculating and reports the clamped inputs', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, purchasePrice: 10, loanTerm: 25 }, TODAY)
    expect(c.inputs.purchasePrice).toBe(50_000)
    expect(c.inputs.loanTerm).toBe(30)
    expect(c.results.loanAmount).toBe(40_000)
  })

  it('handles a 100 % down payment (no loan)', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, downPaymentPercent: 100 }, TODAY)
    expect(c.results).toMatchObject({
      loanAmount: 0,
      principalAndInterest: 0,
      monthsToPayoff: 0,
      payoffTimeline: '0 months',
      payoffDate: 'March 2026',
      cashToClose: 768_750,
    })
  })

  it('shows HOA as given', () => {
    const c = calculateMortgage({ ...DEFAULT_INPUTS, hoaFees: 325 }, TODAY)
    expect(c.results.hoaMonthly).toBe(325)
    expect(c.results.totalMonthly).toBe(5172.82)
  })
})
