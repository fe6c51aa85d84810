import { describe, expect, it } from 'vitest'

import { formatLoanTerm, formatPayoffTimeline } from './format'

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
