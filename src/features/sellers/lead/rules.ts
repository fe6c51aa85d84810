/**
 * The seller's lead form as plain functions and words: the browser runs them, and the server's
 * schema (./schema.ts) is built from the very same functions. No zod here: it ships to visitors.
 */
import { CONTACT_RULES, cleanText, fieldErrors } from '@/features/leads/fieldRules'
import { typedPhoneDigits } from '@/features/mortgage/lead'

/** What the seller asks for: the agent's review of the estimate, or emails when it may change. */
export const SELLER_KINDS = {
  review: 'A review by the agent',
  updates: 'Emails when the value changes',
} as const
export type SellerKind = keyof typeof SELLER_KINDS

/** When the seller thinks of selling; not saying is a choice too. */
export const TIME_FRAMES = {
  '3-months': 'Within 3 months',
  '3-6-months': '3 to 6 months',
  '6-12-months': '6 to 12 months',
  curious: 'Just curious',
} as const
export type TimeFrame = keyof typeof TIME_FRAMES

/**
 * The consent wording beside each channel's checkbox, shown and stored word for word with every
 * lead: each channel is agreed to on its own, and none is needed to send the form.
 */
export const CONSENT_CHANNELS = {
  email: 'Email: the agent may email me about selling my home.',
  calls: 'Calls: the agent may call me at the number above about selling my home.',
  texts:
    'Texts: the agent may text me at the number above about selling my home. Message and data rates may apply; reply STOP to stop.',
} as const
export type ConsentChannel = keyof typeof CONSENT_CHANNELS
export type Consent = Record<ConsentChannel, boolean>

/** The line under the channels, also stored with them. */
export const CONSENT_NOTE = 'I can withdraw any of these at any time.'

/** The consent wording as the form shows it, one line per channel: what a lead stores. */
export const CONSENT_TEXT = [...Object.values(CONSENT_CHANNELS), CONSENT_NOTE].join('\n')

export const SELLER_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneDigits: 'Please enter a 10-digit phone number, like (973) 555-0142.',
  kind: 'Please choose: a review by the agent, or emails when the value changes.',
  timeFrame: 'Please choose a time frame from the list, or leave it empty.',
  consent: 'Please tick or untick each way the agent may contact you.',
  summary:
    'The estimate sent with the form is not one this site made. Please get a fresh estimate and try again.',
} as const

export type SellerFieldName = 'name' | 'email' | 'phone'
export type SellerValues = Record<SellerFieldName, string>

const M = SELLER_MESSAGES

/** Each field's first problem, or undefined. */
export const SELLER_RULES: Record<SellerFieldName, (raw: string) => string | undefined> = {
  name: (raw) => (cleanText(raw) ? CONTACT_RULES.name(raw) : M.nameRequired),
  email: (raw) => {
    if (!cleanText(raw)) return M.emailRequired
    return CONTACT_RULES.email(raw) ? M.emailInvalid : undefined
  },
  phone: (raw) => {
    const digits = typedPhoneDigits(cleanText(raw))
    if (!digits) return M.phoneRequired
    return digits.length === 10 ? undefined : M.phoneDigits
  },
}

export const sellerErrors = (values: SellerValues) => fieldErrors(SELLER_RULES, values)

/**
 * What the server answers once the lead is stored. The sign-up's answer is the same whether or
 * not the address had its confirmation email today: it tells nobody whether an address used the site.
 */
export const SELLER_THANKS: Record<SellerKind, string> = {
  review:
    'Thank you. Your estimate is on its way to the agent, who will review it and contact you shortly.',
  updates:
    'Almost done: check your inbox for our email (we send at most one a day to an address); its link starts the updates.',
}

export const SELLER_FAILURE =
  'Your request could not be sent. Please try again, or call the office directly.'
