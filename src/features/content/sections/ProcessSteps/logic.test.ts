import { describe, expect, it } from 'vitest'

import { DEFAULT_PROCESS_TITLE, formatStepNumber, premiumGridClass } from './logic'

describe('formatStepNumber', () => {
  it('pads to two digits', () => {
    expect(formatStepNumber(1)).toBe('01')
    expect(formatStepNumber(9)).toBe('09')
    expect(formatStepNumber(10)).toBe('10')
    expect(formatStepNumber(0)).toBe('00')
  })

  it('keeps longer numbers and tidies odd input', () => {
    expect(formatStepNumber(123)).toBe('123')
    expect(formatStepNumber(2.7)).toBe('02')
    expect(formatStepNumber(-3)).toBe('00')
    expect(formatStepNumber(Number.NaN)).toBe('00')
  })
})

describe('premiumGridClass', () => {
  it('fills rows evenly up to four columns', () => {
    expect(premiumGridClass(1)).toBe('mx-auto max-w-xl')
    expect(premiumGridClass(2)).toBe('md:grid-cols-2')
    expect(premiumGridClass(3)).toBe('md:grid-cols-2 lg:grid-cols-3')
    expect(premiumGridClass(4)).toBe('md:grid-cols-2 lg:grid-cols-4')
    expect(premiumGridClass(6)).toBe('md:grid-cols-2 lg:grid-cols-3')
    expect(premiumGridClass(8)).toBe('md:grid-cols-2 lg:grid-cols-4')
  })
})

describe('DEFAULT_PROCESS_TITLE', () => {
  it('is the heading used when none is given', () => {
    expect(DEFAULT_PROCESS_TITLE).toBe('Our Process')
  })
})
