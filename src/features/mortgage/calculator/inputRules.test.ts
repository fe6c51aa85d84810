import { describe, expect, it } from 'vitest'

import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import {
  priceTooLow,
  setCapped,
  setDownAmount,
  setDownPercent,
  setPrice,
  setRate,
  snapPrice,
} from './inputRules'

const start = { ...DEFAULT_INPUTS }

describe('calculator fields', () => {
  it('snaps a nonzero price under 50,000 up on blur, and leaves an empty one alone', () => {
    expect(snapPrice(setPrice(start, 40_000)).purchasePrice).toBe(50_000)
    expect(snapPrice(setPrice(start, 0)).purchasePrice).toBe(0)
    expect(priceTooLow(setPrice(start, 49_999))).toBe(true)
    expect(priceTooLow(setPrice(start, 50_000))).toBe(false)
  })

  it('caps the price at 10,000,000 and keeps the down payment amount linked', () => {
    const inputs = setPrice(start, 25_000_000)
    expect(inputs.purchasePrice).toBe(10_000_000)
    expect(inputs.downPaymentAmount).toBe(2_000_000)
  })

  it('turns a dollar down payment into a percent of the price', () => {
    const inputs = setDownAmount(start, 75_000)
    expect(inputs.downPaymentPercent).toBe(10)
    expect(inputs.downPaymentAmount).toBe(75_000)
    expect(setDownAmount(start, 2_000_000).downPaymentPercent).toBe(100)
  })

  it('clamps percent, rate and the other figures', () => {
    expect(setDownPercent(start, 140).downPaymentPercent).toBe(100)
    expect(setDownPercent(start, -3).downPaymentPercent).toBe(0)
    expect(setRate(start, 22).interestRate).toBe(15)
    expect(setRate(start, -1).interestRate).toBe(0)
    expect(setCapped(start, 'hoaFees', -25).hoaFees).toBe(0)
    expect(setCapped(start, 'insuranceRate', 50).insuranceRate).toBe(10)
  })
})
