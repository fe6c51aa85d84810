import { CONTACT_RULES, TEXT_CAP, cleanText, fieldErrors } from '@/features/leads/fieldRules'

/** The most saved homes one email lists (the browser keeps up to 100). */
export const EMAILED_HOMES_MAX = 50

/** The follow-up consent beside the checkbox, stored word for word with every request. */
export const SAVED_CONSENT_TEXT =
  'Yes, the agent may also contact me about these and other homes. I can opt out at any time.'

/**
 * The one reply to every request, true whether or not this address was emailed its homes today:
 * a reply that differed would tell anyone who types an address whether it used the site.
 */
export const SAVED_THANKS =
  'Thank you: the agent has your list and your details. Check your inbox for your saved homes (we email at most one list a day to an address).'

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
