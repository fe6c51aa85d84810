import { describe, expect, it } from 'vitest'

import {
  MORTGAGE_CONTACT_MESSAGES as M,
  formatPhone,
  mortgageContactErrors,
  phoneDigits,
  withinCaps,
} from './mortgage'
import { DEFAULT_INPUTS } from '@/lib/mortgage'

describe('phone formatting as typed (spec §5)', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['973', '(973'],
    ['9735', '(973) 5'],
    ['973555', '(973) 555'],
    ['9735550', '(973) 555-0'],
    ['9735550101', '(973) 555-0101'],
    ['973-555-0101 ext 9', '(973) 555-0101'],
    ['+1 973 555 0101', '(973) 555-0101'],
    ['(973) 555-01', '(973) 555-01'],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown)
  })

  it('keeps at most 10 digits', () => {
    expect(phoneDigits('12345678901234')).toBe('2345678901')
  })
})

describe('contact step rules (spec §5, decisions.md)', () => {
  const valid = { name: 'Jordan Avery', email: 'jordan@example.com', phone: '(973) 555-0101' }

  it('accepts a complete contact', () => {
    expect(mortgageContactErrors(valid)).toEqual({})
  })

  it('requires every field', () => {
    expect(mortgageContactErrors({ name: ' ', email: '', phone: '' })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
    })
  })

  it('says what is wrong with a field in the spec words', () => {
    expect(
      mortgageContactErrors({ name: 'x'.repeat(121), email: 'a@b', phone: '(973) 555-01' }),
    ).toEqual({
      name: M.nameLong,
      email: 'Please enter a valid email address',
      phone: 'Phone number must be 10 digits',
    })
  })
})

describe('saved figures brought within what the endpoint accepts', () => {
  it('lowers only the figures above their caps', () => {
    const saved = { ...DEFAULT_INPUTS, hoaFees: 80_000, pmiRate: 9, extraPrincipal: 250 }
    expect(withinCaps(saved)).toEqual({ ...saved, hoaFees: 50_000, pmiRate: 5 })
    expect(withinCaps(DEFAULT_INPUTS)).toEqual(DEFAULT_INPUTS)
  })
})
