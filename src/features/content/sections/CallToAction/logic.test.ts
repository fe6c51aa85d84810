import { describe, expect, it } from 'vitest'

import { CTA_HERO_IMAGE, buttonClass, focalPosition, surfaceClass } from './logic'

describe('CTA_HERO_IMAGE', () => {
  it('is the fixed local hero image', () => {
    expect(CTA_HERO_IMAGE).toBe('/images/cta-hero.webp')
  })
})

describe('buttonClass', () => {
  it('defaults to primary', () => {
    expect(buttonClass(undefined, 'light')).toBe(buttonClass('primary', 'light'))
    expect(buttonClass(null, 'dark')).toBe(buttonClass('primary', 'dark'))
  })

  it('uses navy on light surfaces and brass on dark ones for primary', () => {
    expect(buttonClass('primary', 'light')).toContain('bg-ink-900')
    expect(buttonClass('primary', 'dark')).toContain('bg-accent-400')
  })

  it('gives every variant a target of at least 24 px (min-h-12 = 48 px)', () => {
    for (const surface of ['light', 'dark'] as const)
      for (const variant of ['primary', 'secondary'] as const)
        expect(buttonClass(variant, surface)).toContain('min-h-12')
  })
})

describe('surfaceClass', () => {
  it('is white unless gray is asked for', () => {
    expect(surfaceClass(undefined)).toBe('bg-white')
    expect(surfaceClass('white')).toBe('bg-white')
    expect(surfaceClass('gray')).toBe('bg-stone-100')
  })
})

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
