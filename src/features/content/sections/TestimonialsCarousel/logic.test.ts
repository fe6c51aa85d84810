import { describe, expect, it } from 'vitest'

import { announcement, slideLabel, stepIndex, testimonialSummary, wrapIndex } from './logic'

describe('wrapIndex / stepIndex', () => {
  it('wraps forward from the last slide to the first', () => {
    expect(stepIndex(5, 1, 6)).toBe(0)
    expect(stepIndex(0, 1, 6)).toBe(1)
  })

  it('wraps backward from the first slide to the last', () => {
    expect(stepIndex(0, -1, 6)).toBe(5)
    expect(stepIndex(3, -1, 6)).toBe(2)
  })

  it('goes all the way round in either direction', () => {
    let forward = 0
    let backward = 0
    for (let i = 0; i < 6; i++) {
      forward = stepIndex(forward, 1, 6)
      backward = stepIndex(backward, -1, 6)
    }
    expect(forward).toBe(0)
    expect(backward).toBe(0)
  })

  it('copes with one slide, none, and odd input', () => {
    expect(stepIndex(0, 1, 1)).toBe(0)
    expect(stepIndex(0, -1, 1)).toBe(0)
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(-13, 6)).toBe(5)
    expect(wrapIndex(Number.NaN, 6)).toBe(0)
  })
})

describe('labels', () => {
  it('names slides "N of M"', () => {
    expect(slideLabel(0, 6)).toBe('1 of 6')
    expect(slideLabel(5, 6)).toBe('6 of 6')
  })

  it('announces the position and the testimonial', () => {
    const summary = testimonialSummary({
      quote: 'Sold in a week.',
      author: 'Dana R.',
      location: 'New Jersey',
    })
    expect(summary).toBe('“Sold in a week.” Dana R., New Jersey')
    expect(announcement(1, 6, summary)).toBe(
      'Testimonial 2 of 6: “Sold in a week.” Dana R., New Jersey',
    )
    expect(announcement(1, 6, undefined)).toBe('Testimonial 2 of 6')
  })

  it('falls back to New Jersey when a location is blank', () => {
    expect(testimonialSummary({ quote: 'Great.', author: 'Ann', location: ' ' })).toBe(
      '“Great.” Ann, New Jersey',
    )
  })
})
