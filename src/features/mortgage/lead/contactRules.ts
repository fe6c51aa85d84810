/**
 * The mortgage calculator's contact step and input caps as plain functions (spec §5 "Contact
 * step", decisions.md "Mortgage calculator"). The browser runs them; the server schema
 * (./mortgageSchema.ts) is built from the very same functions. No zod here: it ships to visitors.
 */
import { cleanText, EMAIL_PATTERN, nameProblem } from '@/features/leads/intake/rules'

export { cleanText, HONEYPOT } from '@/features/leads/intake/rules'

/** The follow-up consent wording, shown beside the checkbox and stored with every lead. */
export const CONSENT_TEXT =
  "Yes, send me mortgage tips and introductions to trusted local lenders from the agent's team. I can opt out at any time."

export const NAME_MAX = 120

export const MORTGAGE_CONTACT_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  nameLong: 'Your name can be at most 120 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number.',
  phoneDigits: 'Phone number must be 10 digits',
} as const

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/** How many leading digits are the country code: the 1 of "+1 973 555 0101", else none. */
const countryCodeLength = (digits: string) => (digits.length > 10 && digits.startsWith('1') ? 1 : 0)

/** The 10 digits of a US phone number as typed; a leading country code 1 is dropped. */
export function phoneDigits(raw: string): string {
  const digits = onlyDigits(raw)
  return digits.slice(countryCodeLength(digits), countryCodeLength(digits) + 10)
}

/** Formats as typed: "973" → "(973", "9735550" → "(973) 555-0", ten digits → "(973) 555-0101". */
export function formatPhone(raw: string): string {
  const d = phoneDigits(raw)
  if (d.length === 0) return ''
  if (d.length <= 3) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

/**
 * One edit of the formatted phone field: the new text, and where the caret goes so that it stays
 * after the same digit. Deleting only a bracket, space or dash (nothing a digit) deletes the digit
 * next to it instead; otherwise the formatting would come straight back and the key do nothing.
 */
export function editPhone(
  previous: string,
  typed: string,
  caret: number,
  inputType = '',
): { value: string; caret: number } {
  let digits = onlyDigits(typed)
  let before = onlyDigits(typed.slice(0, caret)).length
  const forward = inputType === 'deleteContentForward'
  // One key (Backspace or Delete) took one character, and it was not a digit. A paste, autofill or
  // a selection deleted are taken as they are.
  const oneFormattingKey =
    (forward || inputType === 'deleteContentBackward') &&
    previous.length - typed.length === 1 &&
    digits === onlyDigits(previous)
  if (oneFormattingKey) {
    const at = forward ? before : before - 1
    if (at >= 0 && at < digits.length) {
      digits = digits.slice(0, at) + digits.slice(at + 1)
      before = at
    }
  }
  // The caret counts the digits that stay: not a pasted country code, none past the tenth.
  const kept = Math.min(Math.max(before - countryCodeLength(digits), 0), 10)
  const value = formatPhone(digits)
  return { value, caret: caretAfterDigits(value, kept) }
}

/** The index just after the n-th digit of a formatted phone number (after its "(" for none). */
function caretAfterDigits(value: string, n: number): number {
  if (n === 0) return value.startsWith('(') ? 1 : 0
  let seen = 0
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value[i] ?? '') && ++seen === n) return i + 1
  }
  return value.length
}

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
    const digits = phoneDigits(cleanText(raw))
    if (!digits) return M.phoneRequired
    return digits.length === 10 ? undefined : M.phoneDigits
  },
}

export function mortgageContactErrors(
  values: MortgageContactValues,
): Partial<MortgageContactValues> {
  const errors: Partial<MortgageContactValues> = {}
  for (const field of Object.keys(MORTGAGE_CONTACT_RULES) as MortgageContactField[]) {
    const problem = MORTGAGE_CONTACT_RULES[field](values[field])
    if (problem) errors[field] = problem
  }
  return errors
}

/**
 * Upper caps of the inputs that spec §5 only floors at 0. The form's fields stop here and the
 * server refuses anything above with a 400: no real loan has a 10 % insurance rate or a million
 * dollars of monthly HOA dues, and such numbers only come from scripts.
 */
export const INPUT_CAPS = Object.freeze({
  propertyTaxRate: 10,
  insuranceRate: 10,
  pmiRate: 5,
  hoaFees: 50_000,
  extraPrincipal: 1_000_000,
})

/**
 * Lowers any capped input to its cap: figures saved in a browser before the caps existed (or
 * edited by hand) are brought within what the endpoint accepts, instead of a 400 on send.
 */
export function withinCaps<T extends Record<keyof typeof INPUT_CAPS, number>>(inputs: T): T {
  const capped = { ...inputs }
  for (const [name, cap] of Object.entries(INPUT_CAPS) as [keyof typeof INPUT_CAPS, number][]) {
    capped[name] = Math.min(inputs[name], cap) as T[typeof name]
  }
  return capped
}

/** What the server answers once the lead is stored. */
export const MORTGAGE_THANKS =
  'Thank you! Your personalized breakdown is ready, and a local lender will reach out within 24 hours.'
