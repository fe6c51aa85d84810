import { describe, expect, it } from 'vitest'

import { roundHalfAwayFromZero, roundMoney } from '@/lib/round'

describe('roundMoney (half away from zero, 2 decimals)', () => {
  it.each([
    [4847.822882053104, 4847.82],
    [534.375, 534.38],
    [687.5000000000001, 687.5],
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004999, 1],
    [0.125, 0.13],
    [-1.005, -1.01],
    [-534.375, -534.38],
    [10_000_000, 10_000_000],
  ])('%d → %d', (input, expected) => {
    expect(roundMoney(input)).toBe(expected)
  })

  it('never returns -0', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true)
    expect(Object.is(roundMoney(-0), 0)).toBe(true)
  })

  it('passes non-finite values through', () => {
    expect(roundMoney(Number.NaN)).toBeNaN()
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY)
  })

  it('handles numbers whose text form uses an exponent', () => {
    expect(roundMoney(1e21)).toBe(1e21)
    expect(roundMoney(1e-7)).toBe(0)
  })
})

describe('roundHalfAwayFromZero', () => {
  it('rounds to whole numbers and other places', () => {
    expect(roundHalfAwayFromZero(168750.5, 0)).toBe(168751)
    expect(roundHalfAwayFromZero(-168750.5, 0)).toBe(-168751)
    expect(roundHalfAwayFromZero(6.875, 1)).toBe(6.9)
  })
})
