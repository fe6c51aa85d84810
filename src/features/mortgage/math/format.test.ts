import { describe, expect, it } from 'vitest'

import { formatLoanTerm, formatLumpSum, formatMonthly, formatPayoffTimeline } from './format'

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

describe('formatPayoffTimeline ("N years M months")', () => {
  it.each([
    [360, '30 years'],
    [311, '25 years 11 months'],
    [8, '8 months'],
    [1, '1 month'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [14, '1 year 2 months'],
    [25, '2 years 1 month'],
    [24, '2 years'],
    [0, '0 months'],
  ])('%i months → %s', (months, text) => {
    expect(formatPayoffTimeline(months)).toBe(text)
  })

  it('treats odd input as whole months ≥ 0', () => {
    expect(formatPayoffTimeline(-3)).toBe('0 months')
    expect(formatPayoffTimeline(11.2)).toBe('1 year')
    expect(formatPayoffTimeline(Number.NaN)).toBe('0 months')
  })
})

describe('formatLoanTerm', () => {
  it('reads "N-Year Fixed"', () => {
    expect(formatLoanTerm(30)).toBe('30-Year Fixed')
    expect(formatLoanTerm(15)).toBe('15-Year Fixed')
  })
})
