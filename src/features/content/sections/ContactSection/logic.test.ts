import { describe, expect, it } from 'vitest'

import {
  CONTACT_FORM_TITLE,
  CONTACT_SUBTITLE,
  CONTACT_TITLE,
  joinTowns,
  servingSentence,
} from './logic'

const TOWNS = ['Hackettstown', 'Andover', 'Byram', 'Blairstown', 'Chester', 'Washington']

describe('contact copy (spec §2.16)', () => {
  it('is word for word', () => {
    expect(CONTACT_TITLE).toBe('Contact Us')
    expect(CONTACT_SUBTITLE).toBe(
      'We would be delighted to assist you with your luxury real estate needs',
    )
    expect(CONTACT_FORM_TITLE).toBe('Send a Message')
  })
})

describe('joinTowns', () => {
  it('joins like the spec: commas, then "and"', () => {
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
