import { describe, expect, it } from 'vitest'

import { NAME_NOT_PLAIN } from '@/features/leads/fieldRules'

import { MORTGAGE_CONTACT_MESSAGES as M, mortgageContactErrors } from './contactRules'

describe('contact step rules', () => {
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

  it("says what is wrong with a field in the form's own words", () => {
    expect(
      mortgageContactErrors({ name: 'x'.repeat(121), email: 'a@b', phone: '(973) 555-01' }),
    ).toEqual({
      name: M.nameLong,
      email: 'Please enter a valid email address',
      phone: 'Phone number must be 10 digits',
    })
  })

  it('refuses a number with a digit too many instead of cutting it to ten, and takes a country code 1', () => {
    expect(mortgageContactErrors({ ...valid, phone: '2 973 555 0142' }).phone).toBe(M.phoneDigits)
    expect(mortgageContactErrors({ ...valid, phone: '+1 973 555 0142' }).phone).toBeUndefined()
  })

  it('refuses a name with a line break or a web address', () => {
    const name = 'Jordan\nVerify your account at phish.example/x'
    expect(mortgageContactErrors({ ...valid, name }).name).toBe(NAME_NOT_PLAIN)
  })
})
