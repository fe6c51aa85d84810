import { CONTACT_RULES, TEXT_CAP, cleanText, fieldErrors } from '@/features/leads/fieldRules'

export const ALERT_FREQUENCIES = {
  instant: 'As soon as they are listed',
  daily: 'Once a day, at 7:00 in the morning',
} as const
export type AlertFrequency = keyof typeof ALERT_FREQUENCIES

/** The wording beside the form's button, stored word for word with every alert. */
export const ALERT_CONSENT_TEXT =
  'Email me new homes and price reductions that match this search. Every email has a one-click unsubscribe link; the agent may also contact me about them.'

/**
 * The one reply to every sign-up, true whether or not this address had its confirmation email
 * today: a reply that differed would tell anyone who types an address whether it used the site.
 */
export const ALERT_THANKS =
  'Almost done: check your inbox for our email (we send at most one a day to an address); its link starts this alert.'

export const ALERT_FAILURE =
  'Your alert could not be saved. Please try again, or call the office directly.'

export type AlertFieldName = 'email' | 'name' | 'phone'
export type AlertValues = Record<AlertFieldName, string>

const optional = (raw: string) =>
  cleanText(raw).length > TEXT_CAP ? 'Please keep this under 500 characters.' : undefined

/** The email as the contact form asks it; name and phone are optional. */
export const ALERT_RULES: Record<AlertFieldName, (raw: string) => string | undefined> = {
  email: CONTACT_RULES.email,
  name: (raw) => (cleanText(raw) ? CONTACT_RULES.name(raw) : undefined),
  phone: optional,
}

export const alertErrors = (values: AlertValues) => fieldErrors(ALERT_RULES, values)
