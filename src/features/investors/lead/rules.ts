/**
 * The investment question's form as plain functions and words: the browser runs them, and the
 * server's schema (./schema.ts) is built from the very same functions. No zod here: it ships to
 * visitors on every listing page.
 */
import { CONTACT_RULES, MESSAGE_MAX, cleanMessage, fieldErrors } from '@/features/leads/fieldRules'

/** The question the form starts with; the visitor may change it, or send none. */
export const DEFAULT_QUESTION =
  'Could we go over these figures? I would like to know whether the rent and costs look right to you for this home.'

/** The follow-up consent beside the checkbox, stored word for word with every question. */
export const INVESTMENT_CONSENT_TEXT =
  'Yes, the agent may also contact me about other investment properties that match what I am looking for. I can opt out at any time.'

export const INVESTMENT_THANKS =
  'Thank you. Your question and these figures are on their way to the agent; expect an answer shortly.'

export const INVESTMENT_FAILURE =
  'Your question could not be sent. Please try again, or call the office directly.'

export const INVESTMENT_MESSAGES = {
  messageLong: 'Your question can be at most 5,000 characters.',
  /** A figure the server cannot take, named: "(the rent)". */
  figures: (what: string) =>
    `The figures sent with your question could not be read (${what}). Please reload the page and try again.`,
} as const

export type InvestmentFieldName = 'name' | 'email' | 'phone' | 'message'
export type InvestmentValues = Record<InvestmentFieldName, string>

/** Each field's first problem, or undefined: name, email and phone needed, the question not. */
export const INVESTMENT_RULES: Record<InvestmentFieldName, (raw: string) => string | undefined> = {
  name: CONTACT_RULES.name,
  email: CONTACT_RULES.email,
  phone: CONTACT_RULES.phone,
  message: (raw) =>
    cleanMessage(raw).length > MESSAGE_MAX ? INVESTMENT_MESSAGES.messageLong : undefined,
}

export const investmentErrors = (values: InvestmentValues) => fieldErrors(INVESTMENT_RULES, values)
