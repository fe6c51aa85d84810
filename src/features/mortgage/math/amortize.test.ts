import { describe, expect, it } from 'vitest'

import { amortize, principalAndInterestPayment, yearlySchedule } from './amortize'

describe('principalAndInterestPayment', () => {
  it('matches the annuity formula on the reference loan', () => {
    const payment = principalAndInterestPayment(600_000, 6.875, 360)
    expect(payment).toBeCloseTo(3941.5729, 4)
  })

  it('divides the loan evenly at a zero rate', () => {
    expect(principalAndInterestPayment(600_000, 0, 360)).toBe(600_000 / 360)
    expect(principalAndInterestPayment(123_456.78, 0, 120)).toBe(123_456.78 / 120)
  })

  it('is 0 for no loan', () => {
    expect(principalAndInterestPayment(0, 6.875, 360)).toBe(0)
  })
})

describe('amortize', () => {
  const reference = amortize({ loanAmount: 600_000, annualRatePercent: 6.875, termMonths: 360 })

  it('pays the reference loan off in exactly the term', () => {
    expect(reference.months).toBe(360)
    expect(reference.schedule).toHaveLength(360)
    expect(reference.schedule.at(-1)?.balance).toBeLessThan(0.01)
    // Total interest = all payments − loan.
    expect(reference.totalInterest).toBeCloseTo(360 * reference.monthlyPayment - 600_000, 4)
  })

  it('computes each month as interest = balance × r, principal = payment − interest', () => {
    const r = 6.875 / 100 / 12
    const [first, second] = reference.schedule
    expect(first?.interest).toBeCloseTo(600_000 * r, 10)
    expect(first?.principal).toBeCloseTo(reference.monthlyPayment - 600_000 * r, 10)
    expect(second?.interest).toBeCloseTo((first?.balance ?? 0) * r, 10)
  })

  it('pays a zero-rate loan in exactly n equal payments with no interest', () => {
    const zero = amortize({ loanAmount: 600_000, annualRatePercent: 0, termMonths: 360 })
    expect(zero.months).toBe(360)
    expect(zero.totalInterest).toBe(0)
    expect(zero.schedule[0]?.principal).toBe(600_000 / 360)
  })

  it('caps the last payment at the remaining balance when paying extra', () => {
    const extra = amortize({
      loanAmount: 10_000,
      annualRatePercent: 5,
      termMonths: 120,
      extraMonthly: 3_000,
    })
    const last = extra.schedule.at(-1)
    const beforeLast = extra.schedule.at(-2)
    expect(extra.months).toBe(4)
    expect(last?.balance).toBe(0)
    expect(last?.principal).toBe(beforeLast?.balance)
    expect(extra.schedule.every((row) => row.balance >= 0)).toBe(true)
  })

  it('stops after twice the term at most', () => {
    // An interest-only payment never pays the loan off; the loop still ends at 2 × n.
    const interestOnly = amortize({
      loanAmount: 100_000,
      annualRatePercent: 6,
      termMonths: 120,
      monthlyPayment: 500,
    })
    expect(interestOnly.months).toBe(240)
    expect(interestOnly.schedule.at(-1)?.balance).toBeCloseTo(100_000, 6)
    // No months at all: nothing to simulate.
    expect(amortize({ loanAmount: 1_000, annualRatePercent: 5, termMonths: 0 }).months).toBe(0)
  })

  it('uses a given payment, e.g. one rounded to cents', () => {
    const rounded = amortize({
      loanAmount: 600_000,
      annualRatePercent: 6.875,
      termMonths: 360,
      monthlyPayment: 3941.57,
    })
    expect(rounded.monthlyPayment).toBe(3941.57)
    // Rounding the payment down leaves a few dollars for a 361st payment.
    expect(rounded.months).toBe(361)
  })

  it('returns an empty schedule for no loan', () => {
    const none = amortize({ loanAmount: 0, annualRatePercent: 6, termMonths: 360 })
    expect(none).toEqual({ monthlyPayment: 0, months: 0, totalInterest: 0, schedule: [] })
  })
})

describe('yearlySchedule', () => {
  const loan = amortize({ loanAmount: 600_000, annualRatePercent: 6.875, termMonths: 360 })
  const years = yearlySchedule(loan.schedule)

  it('groups 12 payments per loan year', () => {
    expect(years).toHaveLength(30)
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    const firstYear = loan.schedule.slice(0, 12)
    expect(years[0]?.interestPaid).toBeCloseTo(
      firstYear.reduce((sum, row) => sum + row.interest, 0),
      8,
    )
    expect(years[0]?.endingBalance).toBe(loan.schedule[11]?.balance)
  })

  it('adds up to the loan and the total interest', () => {
    const principal = years.reduce((sum, y) => sum + y.principalPaid, 0)
    const interest = years.reduce((sum, y) => sum + y.interestPaid, 0)
    expect(principal).toBeCloseTo(600_000, 4)
    expect(interest).toBeCloseTo(loan.totalInterest, 4)
    expect(years.at(-1)?.endingBalance).toBeLessThan(0.01)
  })

  it('keeps a short final year', () => {
    const short = amortize({
      loanAmount: 20_000,
      annualRatePercent: 4,
      termMonths: 120,
      extraMonthly: 900,
    })
    const rows = yearlySchedule(short.schedule)
    expect(rows).toHaveLength(Math.ceil(short.months / 12))
    expect(rows.at(-1)?.endingBalance).toBe(0)
  })
})
