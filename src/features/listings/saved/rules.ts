import { CONTACT_RULES, TEXT_CAP, cleanText, fieldErrors } from '@/features/leads/forms/rules'

/** The most saved homes one email lists (the browser keeps up to 100). */
export const EMAILED_HOMES_MAX = 50

/** The follow-up consent beside the checkbox, stored word for word with every request. */
export const SAVED_CONSENT_TEXT =
  'Yes, the agent may also contact me about these and other homes. I can opt out at any time.'

export const SAVED_THANKS =
  'Thank you. Your saved homes are on their way to your inbox, and the agent has your details.'

/** The reply when this address was already sent saved homes in the last day: the agent still hears. */
export const SAVED_ALREADY_SENT =
  'Thank you. This address was already emailed saved homes today, so we have not sent another email; the agent has your list and your details.'

/** The reply to a stored request: `held` when the address had its email today already. */
export const savedThanks = (stored: { held?: boolean } | null | undefined) =>
  stored?.held ? SAVED_ALREADY_SENT : SAVED_THANKS

export const SAVED_FAILURE =
  'Your saved homes could not be sent. Please try again, or call the office directly.'

export type SavedFieldName = 'name' | 'email' | 'phone'
export type SavedValues = Record<SavedFieldName, string>

/** Name and email as the contact form asks them; the phone is optional here. */
export const SAVED_RULES: Record<SavedFieldName, (raw: string) => string | undefined> = {
  name: CONTACT_RULES.name,
  email: CONTACT_RULES.email,
  phone: (raw) =>
    cleanText(raw).length > TEXT_CAP ? 'Please keep the phone number short.' : undefined,
}

export const savedErrors = (values: SavedValues) => fieldErrors(SAVED_RULES, values)
