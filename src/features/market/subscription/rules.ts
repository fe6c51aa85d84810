/**
 * The monthly report form as plain functions and words: the browser runs them, and the server's
 * schema (./schema.ts) is built from the very same functions. No zod here: it ships to visitors.
 */
import { CONTACT_RULES, cleanText, fieldErrors } from '@/features/leads/fieldRules'

/** The wording under the form, shown and stored word for word with every sign-up. */
export const REPORT_CONSENT_TEXT =
  "Email me this market report once a month. Every email has a one-click unsubscribe link; the agent may also contact me about the area's market."

/**
 * The one reply to every sign-up, true whether or not this address had its confirmation email
 * today: a reply that differed would tell anyone who types an address whether it used the site.
 */
export const REPORT_THANKS =
  'Almost done: check your inbox for our email (we send at most one a day to an address); its link starts your monthly report.'

export const REPORT_FAILURE =
  'Your sign-up could not be saved. Please try again, or call the office directly.'

export const REPORT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  area: 'Please sign up from one of the market reports.',
} as const

export type ReportFieldName = 'email' | 'name'
export type ReportValues = Record<ReportFieldName, string>

/** The email as the contact form asks it; the name is optional. */
export const REPORT_RULES: Record<ReportFieldName, (raw: string) => string | undefined> = {
  email: (raw) => (cleanText(raw) ? CONTACT_RULES.email(raw) : REPORT_MESSAGES.emailRequired),
  name: (raw) => (cleanText(raw) ? CONTACT_RULES.name(raw) : undefined),
}

/** Each field's first problem. */
export const reportErrors = (values: ReportValues) => fieldErrors(REPORT_RULES, values)
