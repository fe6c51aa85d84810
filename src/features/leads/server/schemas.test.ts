import { describe, expect, it } from 'vitest'

import {
  CONTACT_MESSAGES as M,
  NAME_NOT_PLAIN,
  cleanText,
  nameProblem,
} from '@/features/leads/forms/rules'
import { contactSchema, newsletterSchema } from './schemas'

/** The server schema's first message per field, as a visitor would read them. */
function fieldErrors<F extends string>(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as F
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '973 555 0101',
  message: 'We would like to see the house on Lake Drive.',
}
const errorsOf = (input: Record<string, string>) =>
  fieldErrors<'name' | 'email' | 'phone' | 'message'>(contactSchema.safeParse(input))

describe('contact form rules', () => {
  it('accepts a complete message and cleans it', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  <b>Dana</b>  ' })
    expect(result.success && result.data.name).toBe('bDana/b')
  })

  it('says exactly what is missing, one message per field', () => {
    expect(errorsOf({ name: ' ', email: '', phone: '', message: '' })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      message: M.messageRequired,
    })
  })

  it('checks the address pattern and the 10-character minimum', () => {
    expect(errorsOf({ ...valid, email: 'dana@example' }).email).toBe(M.emailInvalid)
    expect(errorsOf({ ...valid, email: 'dana@example.c' }).email).toBe(M.emailInvalid)
    expect(errorsOf({ ...valid, email: 'DANA@EXAMPLE.COM' }).email).toBeUndefined()
    expect(errorsOf({ ...valid, message: 'Too short' }).message).toBe(M.messageShort)
    expect(errorsOf({ ...valid, message: '0123456789' }).message).toBeUndefined()
  })

  it('rejects fields it does not know', () => {
    expect(contactSchema.safeParse({ ...valid, admin: true }).success).toBe(false)
  })
})

describe('a name is one line of words', () => {
  it('refuses a line break or a web address, which only someone writing an email would type', () => {
    for (const name of [
      'Ann\nVerify at http://phish.example/x',
      'Ann\r\nBcc: x@example.com',
      'Ann\u2028Second line',
      'Ann\tTab',
      'Visit https://example.org',
      'Ann www.deals',
      'Ann phish.example/login',
      'Claim-prize.com',
      'WIN AT BIGPRIZE.NET NOW',
      'Ann bit.ly/x',
      'evil.co',
      'paypal-verify.us',
      'Shop at evil.shop',
      'Ann 198.51.100.7/x',
      'Mary St.John',
    ]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NAME_NOT_PLAIN)
      expect(errorsOf({ ...valid, name }).name, JSON.stringify(name)).toBe(NAME_NOT_PLAIN)
    }
  })

  it('accepts the names people have', () => {
    for (const name of [
      'Dana Whitfield',
      "Seán O'Brien-Núñez",
      'Mary St. John',
      'J.R. Smith Jr.',
      'J.R.R. Tolkien',
      'Dr. Ly Tran',
      'Anne & Co.',
      '李小龍',
    ])
      expect(nameProblem(name), name).toBeUndefined()
  })
})

describe('text cleaning', () => {
  it('removes angle brackets, trims and caps at 500 characters', () => {
    expect(cleanText('  <script>x</script> ')).toBe('scriptx/script')
    expect(cleanText('a'.repeat(600))).toHaveLength(500)
  })
})

describe('newsletter rules', () => {
  it('normalises the address so a repeat sign-up is recognised', () => {
    const result = newsletterSchema.safeParse({ email: '  Dana@Example.COM ' })
    expect(result.success && result.data.email).toBe('dana@example.com')
  })

  it('refuses a malformed address', () => {
    expect(newsletterSchema.safeParse({ email: 'not-an-address' }).success).toBe(false)
  })
})
