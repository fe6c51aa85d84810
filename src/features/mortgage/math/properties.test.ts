import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calculateMortgage } from './calculate'
import { clampInputs } from './clamp'
import type { MortgageInputs } from './types'

const TODAY = { year: 2026, month: 3 }
const RUNS = { numRuns: 300 }

/** The whole valid input space. */
const validInputs: fc.Arbitrary<MortgageInputs> = fc
  .record({
    purchasePrice: fc.integer({ min: 50_000, max: 10_000_000 }),
    downPaymentPercent: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
    interestRate: fc.integer({ min: 0, max: 120 }).map((eighths) => eighths * 0.125),
    loanTerm: fc.constantFrom(10, 15, 20, 30),
    propertyTaxRate: fc.double({ min: 0, max: 5, noNaN: true }),
    insuranceRate: fc.double({ min: 0, max: 2, noNaN: true }),
    pmiRate: fc.double({ min: 0, max: 3, noNaN: true }),
    hoaFees: fc.double({ min: 0, max: 2000, noNaN: true }),
    extraPrincipal: fc.double({ min: 0, max: 5000, noNaN: true }),
  })
  .map((i) => ({ ...i, downPaymentAmount: (i.purchasePrice * i.downPaymentPercent) / 100 }))

describe('properties over the valid input space', () => {
  it('never lets a balance go negative, and pays the loan off', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const c = calculateMortgage(inputs, TODAY)
        for (const plan of [c.withoutExtra, c.withExtra]) {
          const bad = plan.schedule.find(
            (r) => !(r.balance >= 0 && r.principal >= 0 && r.interest >= 0),
          )
          expect(bad).toBeUndefined()
          expect(plan.schedule.at(-1)?.balance ?? 0).toBeLessThan(0.01)
        }
      }),
      RUNS,
    )
  })

  it('never lets extra principal increase total interest or months', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const withExtra = calculateMortgage(inputs, TODAY)
        const without = calculateMortgage({ ...inputs, extraPrincipal: 0 }, TODAY)
        expect(withExtra.withExtra.totalInterest).toBeLessThanOrEqual(
          without.withoutExtra.totalInterest,
        )
        expect(withExtra.results.monthsToPayoff).toBeLessThanOrEqual(without.results.monthsToPayoff)
        expect(withExtra.results.interestSaved).toBeGreaterThanOrEqual(0)
        expect(withExtra.results.monthsSaved).toBeGreaterThanOrEqual(0)
        expect(without.results.interestSaved).toBe(0)
        expect(without.results.monthsSaved).toBe(0)
      }),
      RUNS,
    )
  })

  it('divides the loan evenly at a zero rate', () => {
    fc.assert(
      fc.property(validInputs, (raw) => {
        const inputs = { ...raw, interestRate: 0, extraPrincipal: 0 }
        const c = calculateMortgage(inputs, TODAY)
        const n = inputs.loanTerm * 12
        const loan = inputs.purchasePrice - c.inputs.downPaymentAmount
        expect(c.withoutExtra.monthlyPayment).toBe(loan > 0 ? loan / n : 0)
        expect(c.withoutExtra.totalInterest).toBe(0)
        expect(c.results.monthsToPayoff).toBe(loan >= 0.01 ? n : 0)
      }),
      RUNS,
    )
  })

  it('gives finite results, payoff within the term, and total ≥ P&I', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const { results } = calculateMortgage(inputs, TODAY)
        for (const [key, value] of Object.entries(results)) {
          if (typeof value === 'number') expect(Number.isFinite(value), key).toBe(true)
          else expect(value.length, key).toBeGreaterThan(0)
        }
        expect(results.monthsToPayoff).toBeLessThanOrEqual(inputs.loanTerm * 12)
        expect(Number.isInteger(results.monthsToPayoff)).toBe(true)
        expect(results.totalMonthly).toBeGreaterThanOrEqual(results.principalAndInterest)
        expect(results.payoffTimeline).toMatch(/^(\d+ years?)?( ?\d+ months?)?$/)
        expect(results.payoffDate).toMatch(/^[A-Z][a-z]+ \d{4}$/)
      }),
      RUNS,
    )
  })

  it('keeps valid inputs unchanged when clamping', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        expect(clampInputs(inputs)).toEqual(inputs)
      }),
      RUNS,
    )
  })
})

describe('clamping is idempotent over any input', () => {
  const anyValue = fc.oneof(
    fc.double(),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.constantFrom(10, 15, 20, 30, -0, Number.NaN, Infinity, -Infinity),
    fc.constant(undefined),
    fc.constant(null),
    fc.string(),
  )
  const anyInputs = fc.record(
    {
      purchasePrice: anyValue,
      downPaymentPercent: anyValue,
      downPaymentAmount: anyValue,
      interestRate: anyValue,
      loanTerm: anyValue,
      propertyTaxRate: anyValue,
      insuranceRate: anyValue,
      pmiRate: anyValue,
      hoaFees: anyValue,
      extraPrincipal: anyValue,
    },
    { requiredKeys: [] },
  )

  it('clamp(clamp(x)) equals clamp(x)', () => {
    fc.assert(
      fc.property(anyInputs, (raw) => {
        const once = clampInputs(raw)
        expect(clampInputs(once)).toStrictEqual(once)
        for (const value of Object.values(once)) expect(Number.isFinite(value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
