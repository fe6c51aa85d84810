import { describe, expect, it } from 'vitest'

import { joinTowns, servingSentence } from './logic'

const TOWNS = ['Hackettstown', 'Andover', 'Byram', 'Blairstown', 'Chester', 'Washington']

describe('joinTowns', () => {
  it('joins with commas, then "and"', () => {
    expect(joinTowns(TOWNS)).toBe(
      'Hackettstown, Andover, Byram, Blairstown, Chester and Washington',
    )
    expect(joinTowns(['Andover', 'Byram'])).toBe('Andover and Byram')
    expect(joinTowns(['Chester'])).toBe('Chester')
  })

  it('drops blanks and handles an empty list', () => {
    expect(joinTowns([' Andover ', '', 'Byram'])).toBe('Andover and Byram')
    expect(joinTowns([])).toBe('')
  })
})

describe('servingSentence', () => {
  it('names every town', () => {
    const sentence = servingSentence(TOWNS)
    for (const town of TOWNS) expect(sentence).toContain(town)
    expect(sentence?.endsWith('Chester and Washington.')).toBe(true)
  })

  it('is null without towns', () => {
    expect(servingSentence([])).toBeNull()
  })
})
