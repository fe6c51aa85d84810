import { describe, expect, it } from 'vitest'

import { formatLumpSum, formatMonthly } from './money'

describe('formatMonthly (cents)', () => {
  it.each([
    [4847.82, '$4,847.82'],
    [3941.572882053104, '$3,941.57'],
    [687.5, '$687.50'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [534.375, '$534.38'],
    [-0.001, '$0.00'],
    [1_234_567.891, '$1,234,567.89'],
  ])('%d → %s', (value, text) => {
    expect(formatMonthly(value)).toBe(text)
  })

  it('shows an em dash for a value that is not a number', () => {
    expect(formatMonthly(Number.NaN)).toBe('—')
    expect(formatMonthly(Number.POSITIVE_INFINITY)).toBe('—')
  })
})

describe('formatLumpSum (whole dollars)', () => {
  it.each([
    [600_000, '$600,000'],
    [168_750, '$168,750'],
    [168_750.5, '$168,751'],
    [134_369.49, '$134,369'],
    [10_000_000, '$10,000,000'],
    [0, '$0'],
    [-1234.5, '-$1,235'],
  ])('%d → %s', (value, text) => {
    expect(formatLumpSum(value)).toBe(text)
  })

  it('shows an em dash for a value that is not a number', () => {
    expect(formatLumpSum(Number.NaN)).toBe('—')
  })
})
