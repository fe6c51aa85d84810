import { describe, expect, it } from 'vitest'

import { clampInputs, downPaymentPercentFromAmount, isLoanTerm, withinCaps } from './clamp'
import { DEFAULT_INPUTS } from './constants'

describe('clampInputs', () => {
  it('keeps valid inputs and recomputes the down payment amount', () => {
    expect(clampInputs({ ...DEFAULT_INPUTS, downPaymentAmount: 1 })).toEqual(DEFAULT_INPUTS)
  })

  it('fills missing fields with the defaults', () => {
    expect(clampInputs({})).toEqual(DEFAULT_INPUTS)
  })

  it('clamps the purchase price to 50,000–10,000,000', () => {
    expect(clampInputs({ purchasePrice: 0 }).purchasePrice).toBe(50_000)
    expect(clampInputs({ purchasePrice: 49_999.99 }).purchasePrice).toBe(50_000)
    expect(clampInputs({ purchasePrice: -5 }).purchasePrice).toBe(50_000)
    expect(clampInputs({ purchasePrice: 10_000_001 }).purchasePrice).toBe(10_000_000)
    expect(clampInputs({ purchasePrice: 425_000 }).purchasePrice).toBe(425_000)
  })

  it('clamps the down payment percent to 0–100 and derives the amount', () => {
    expect(clampInputs({ downPaymentPercent: -1 }).downPaymentPercent).toBe(0)
    const full = clampInputs({ purchasePrice: 500_000, downPaymentPercent: 120 })
    expect(full.downPaymentPercent).toBe(100)
    expect(full.downPaymentAmount).toBe(500_000)
    expect(clampInputs({ purchasePrice: 400_000, downPaymentPercent: 3.5 }).downPaymentAmount).toBe(
      14_000,
    )
  })

  it('clamps the interest rate to 0–15 without snapping to the 0.125 step', () => {
    expect(clampInputs({ interestRate: -2 }).interestRate).toBe(0)
    expect(clampInputs({ interestRate: 22 }).interestRate).toBe(15)
    expect(clampInputs({ interestRate: 6.99 }).interestRate).toBe(6.99)
  })

  it('turns negatives into 0 for HOA, tax, insurance, PMI and extra principal', () => {
    const c = clampInputs({
      hoaFees: -25,
      propertyTaxRate: -1,
      insuranceRate: -0.35,
      pmiRate: -0.9,
      extraPrincipal: -50,
    })
    expect([c.hoaFees, c.propertyTaxRate, c.insuranceRate, c.pmiRate, c.extraPrincipal]).toEqual([
      0, 0, 0, 0, 0,
    ])
    expect(clampInputs({ hoaFees: 350, extraPrincipal: 12_000 })).toMatchObject({
      hoaFees: 350,
      extraPrincipal: 12_000,
    })
  })

  it('accepts only the loan-term choices, else 30', () => {
    for (const term of [10, 15, 20, 30]) expect(clampInputs({ loanTerm: term }).loanTerm).toBe(term)
    for (const term of [0, 25, 40, 15.5, '15', Number.NaN]) {
      expect(clampInputs({ loanTerm: term }).loanTerm).toBe(30)
    }
    expect(isLoanTerm(20)).toBe(true)
    expect(isLoanTerm(21)).toBe(false)
  })

  it('replaces non-finite or non-number values with the defaults', () => {
    const bad = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '5', null]
    for (const value of bad) {
      const c = clampInputs({
        purchasePrice: value,
        downPaymentPercent: value,
        interestRate: value,
        propertyTaxRate: value,
        insuranceRate: value,
        pmiRate: value,
        hoaFees: value,
        extraPrincipal: value,
      })
      expect(c).toEqual(DEFAULT_INPUTS)
    }
  })

  it('never returns -0', () => {
    const c = clampInputs({ downPaymentPercent: -0, interestRate: -0, hoaFees: -0 })
    expect(Object.is(c.downPaymentPercent, 0)).toBe(true)
    expect(Object.is(c.interestRate, 0)).toBe(true)
    expect(Object.is(c.hoaFees, 0)).toBe(true)
  })
})

describe('downPaymentPercentFromAmount (the linked dollar field)', () => {
  it('converts dollars to a percent of the price, clamped to 0–100', () => {
    expect(downPaymentPercentFromAmount(750_000, 150_000)).toBe(20)
    expect(downPaymentPercentFromAmount(750_000, 1_000_000)).toBe(100)
    expect(downPaymentPercentFromAmount(750_000, -5)).toBe(0)
    expect(downPaymentPercentFromAmount(0, 5)).toBe(0)
    expect(downPaymentPercentFromAmount(750_000, Number.NaN)).toBe(0)
  })
})

describe('saved figures brought within what the endpoint accepts', () => {
  it('lowers only the figures above their maximum', () => {
    const saved = { ...DEFAULT_INPUTS, hoaFees: 80_000, pmiRate: 9, extraPrincipal: 250 }
    expect(withinCaps(saved)).toEqual({ ...saved, hoaFees: 50_000, pmiRate: 5 })
    expect(withinCaps(DEFAULT_INPUTS)).toEqual(DEFAULT_INPUTS)
  })
})
