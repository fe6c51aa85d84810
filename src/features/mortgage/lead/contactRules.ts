/**
 * The calculator's contact step as plain functions: the browser runs them, and the server's schema
 * (./schema.ts) is built from the very same functions. No zod here: it ships to visitors.
 */
import {
  cleanText,
  EMAIL_PATTERN,
  fieldErrors,
  NAME_MAX,
  nameProblem,
} from '@/features/leads/fieldRules'

import { typedPhoneDigits } from './phone'

/** The follow-up consent wording, shown beside the checkbox and stored with every lead. */
export const CONSENT_TEXT =
  "Yes, send me mortgage tips and introductions to trusted local lenders from the agent's team. I can opt out at any time."

export { NAME_MAX }

export const MORTGAGE_CONTACT_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  nameLong: 'Your name can be at most 120 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number.',
  phoneDigits: 'Phone number must be 10 digits',
} as const

export type MortgageContactField = 'name' | 'email' | 'phone'
export type MortgageContactValues = Record<MortgageContactField, string>

const M = MORTGAGE_CONTACT_MESSAGES

/** Each field's first problem, or undefined. */
export const MORTGAGE_CONTACT_RULES: Record<
  MortgageContactField,
  (raw: string) => string | undefined
> = {
  name: (raw) => {
    const value = cleanText(raw)
    if (!value) return M.nameRequired
    return value.length > NAME_MAX ? M.nameLong : nameProblem(raw)
  },
  email: (raw) => {
    const value = cleanText(raw)
    if (!value) return M.emailRequired
    return EMAIL_PATTERN.test(value) ? undefined : M.emailInvalid
  },
  phone: (raw) => {
    const digits = typedPhoneDigits(cleanText(raw))
    if (!digits) return M.phoneRequired
    return digits.length === 10 ? undefined : M.phoneDigits
  },
}

export const mortgageContactErrors = (values: MortgageContactValues) =>
  fieldErrors(MORTGAGE_CONTACT_RULES, values)

/** What the server answers once the lead is stored. */
export const MORTGAGE_THANKS =
  'Thank you! Your personalized breakdown is ready, and a local lender will reach out within 24 hours.'
/** The same for a visitor who unticked the follow-up box: nobody is promised to call. */
export const MORTGAGE_THANKS_NO_FOLLOW_UP =
  'Thank you! Your personalized breakdown is ready. As you asked, no lender will contact you, and your details are not shared with lenders.'
