import { describe, expect, it } from 'vitest'

import { formatStepNumber } from './logic'

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
