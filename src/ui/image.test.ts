import { describe, expect, it } from 'vitest'

import { focalPosition } from './image'

describe('focalPosition', () => {
  it('centres an image without a focal point', () => {
    expect(focalPosition(null)).toBe('50% 50%')
    expect(focalPosition({ focalX: null, focalY: undefined })).toBe('50% 50%')
  })

  it('uses the focal point, clamped to 0-100', () => {
    expect(focalPosition({ focalX: 30, focalY: 70 })).toBe('30% 70%')
    expect(focalPosition({ focalX: -5, focalY: 140 })).toBe('0% 100%')
  })
})
