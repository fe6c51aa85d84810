import { describe, expect, it } from 'vitest'

import { formatLumpSum, formatMonthly } from './money'
import { roundHalfAwayFromZero } from './round'

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

describe('the same text as Intl.NumberFormat for US dollars', () => {
  const intl = {
    2: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    0: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  }
  const expected = (value: number, decimals: 0 | 2) =>
    intl[decimals].format(roundHalfAwayFromZero(value, decimals) + 0)

  // A fixed pseudo-random walk over every magnitude from cents to 1e24, both signs, with the
  // values money rounding finds hard (halves, float noise) and the edges of each comma group.
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const values = [
    0,
    -0,
    0.005,
    -0.005,
    0.004999,
    1.005,
    2.675,
    999.995,
    999.5,
    999_999.995,
    1e15 + 0.5,
    2 ** 53,
    1e21,
    1.5e21,
    -1e21,
    123_456_789_012_345_680_000_000,
    ...Array.from({ length: 3000 }, () => {
      const magnitude = 10 ** Math.floor(next() * 25 - 2)
      const value = next() * magnitude
      return next() < 0.3 ? -value : value
    }),
    ...Array.from({ length: 500 }, () => Math.round(next() * 1e9) / 1000 + 0.0005),
  ]

  it.each([2, 0] as const)('with %d decimals', (decimals) => {
    const format = decimals === 2 ? formatMonthly : formatLumpSum
    const wrong = values.filter((v) => format(v) !== expected(v, decimals))
    expect(wrong.map((v) => [v, format(v), expected(v, decimals)])).toEqual([])
  })
})
