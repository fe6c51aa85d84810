import { describe, expect, it } from 'vitest'

import { enrollmentText, gradesText, ratingText, starRating } from './logic'

describe('starRating: out of 10 shown with 5 stars, halved, floored, half star at ≥ 0.5', () => {
  it.each([
    [10, { full: 5, half: false, empty: 0 }],
    [9, { full: 4, half: true, empty: 0 }],
    [8.5, { full: 4, half: false, empty: 1 }],
    [8, { full: 4, half: false, empty: 1 }],
    [7.5, { full: 3, half: true, empty: 1 }],
    [7, { full: 3, half: true, empty: 1 }],
    [6.9, { full: 3, half: false, empty: 2 }],
    [6, { full: 3, half: false, empty: 2 }],
    [1, { full: 0, half: true, empty: 4 }],
    [0, { full: 0, half: false, empty: 5 }],
  ])('%s/10 → %o', (rating, stars) => {
    expect(starRating(rating)).toEqual(stars)
  })

  it('keeps out-of-range ratings on the scale', () => {
    expect(starRating(12)).toEqual({ full: 5, half: false, empty: 0 })
    expect(starRating(-1)).toEqual({ full: 0, half: false, empty: 5 })
    expect(starRating(Number.NaN)).toEqual({ full: 0, half: false, empty: 5 })
  })

  it('always draws five stars', () => {
    for (let tenth = 0; tenth <= 100; tenth++) {
      const { full, half, empty } = starRating(tenth / 10)
      expect(full + (half ? 1 : 0) + empty).toBe(5)
    }
  })
})

describe('texts', () => {
  it('says the rating out of 10 and its source', () => {
    expect(ratingText(8.5, 'GreatSchools')).toBe('Rated 8.5 out of 10 by GreatSchools')
    expect(ratingText(8, null)).toBe('Rated 8 out of 10')
  })

  it('shows enrollment as "N students"', () => {
    expect(enrollmentText(1250)).toBe('1,250 students')
    expect(enrollmentText(1)).toBe('1 student')
  })

  it('labels grades once', () => {
    expect(gradesText('K-4')).toBe('Grades K-4')
    expect(gradesText('Grades 9-12')).toBe('Grades 9-12')
    expect(gradesText('Grade 5')).toBe('Grade 5')
  })
})
