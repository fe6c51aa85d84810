/**
 * The lead forms' rules as plain functions: the forms run them in the browser, and the server's
 * zod schemas (./schemas.ts) are built from the very same functions. Kept free of zod so the
 * visitor's download stays small (zod/mini still weighed about 16 KiB gzip on every page).
 */

/** Text cleaning: angle brackets removed, trimmed, cut to 500 characters. */
export const TEXT_CAP = 500
export const cleanText = (value: string) => value.replace(/[<>]/g, '').trim().slice(0, TEXT_CAP)

/** The contact message keeps its length (no silent cut) but loses angle brackets like the rest. */
export const cleanMessage = (value: string) => value.replace(/[<>]/g, '').trim()

/**
 * Local part, @, domain, dot, a suffix of at least 2 letters; case-insensitive. Spelled
 * exactly as strictly as the database's email fields check (Payload's own pattern: no double
 * dots, no dot at either end of the local part, no spaces or quotes), so an address the form
 * accepts can always be stored: a looser check here turned "john.@gmail.com" into a lost lead.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/**
 * A name is one line of words: a line break (or any other control character) or a web address in
 * it can only be someone writing their own text into an email the site sends. Anything a mail
 * program would turn into a link counts: a scheme ("https://"), "www.", a dotted host ("bit.ly",
 * "evil.shop/x", "пример.рф") or an IP address; a name written "St.John" is asked for a space
 * after the dot.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** Text that came with a request (Referer, User-Agent, a page address): one clean line. */
export const cleanLine = (value: string | null | undefined): string | undefined =>
  cleanText((value ?? '').replace(new RegExp(CONTROL_CHARACTER, 'g'), ' ')) || undefined

/**
 * Characters that do not show (zero-width spaces and joiners, soft hyphens, direction marks) and
 * characters a reader or a mail program takes for a dot: "evil\u200b.com" and "evil。com" are
 * still evil.com. The ideographic full stop and its variants separate a domain's labels like a
 * dot does; the others look like one. The katakana middle dot is left out: it separates the parts
 * of a foreign name written in Japanese ("ジョン・スミス").
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const DOT_LIKE = /[\u3002\uff0e\uff61\u2024\u2027\u00b7\u0387\u2219\u22c5\ufe52]/g
/**
 * Each alternative has a fixed length or one bounded repeat, so the check takes time in
 * proportion to the text whatever it holds: a pattern with nested repeats over dotted words
 * spent a quarter of a second on one 16 KiB name.
 */
const WEB_ADDRESS =
  /:\/\/|(?:^|[^\p{L}\p{M}\p{N}])www\.|[\p{L}\p{M}\p{N}_-]\.\p{L}[\p{L}\p{M}]|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/iu

/** Whether the text holds something a mail program would show as a link, however it is spelled. */
export const webAddressIn = (text: string) =>
  WEB_ADDRESS.test(text.normalize('NFKC').replace(INVISIBLE, '').replace(DOT_LIKE, '.'))

/** The longest name any form takes, checked before anything else is. */
export const NAME_MAX = 120
export const NAME_TOO_LONG = `Please keep your name to ${NAME_MAX} characters or fewer.`
export const NAME_NOT_PLAIN =
  'Please enter just your name, without line breaks or web addresses (a space after each dot).'
export const nameProblem = (raw: string) => {
  if (raw.trim().length > NAME_MAX) return NAME_TOO_LONG
  return CONTROL_CHARACTER.test(raw) || webAddressIn(raw) ? NAME_NOT_PLAIN : undefined
}

/** A hidden field people never see; bots fill it. Filled: looks like success, nothing is kept. */
export const HONEYPOT = 'website'

export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 5000

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  phoneRequired: 'Phone number is required.',
  messageRequired: 'Message is required.',
  messageShort: 'Message must be at least 10 characters.',
  messageLong: 'Message must be at most 5,000 characters.',
} as const

export type ContactFieldName = 'name' | 'email' | 'phone' | 'message'
export type ContactValues = Record<ContactFieldName, string>

/** Each field's first problem, or undefined, checked in the form's order. */
export const CONTACT_RULES: Record<ContactFieldName, (raw: string) => string | undefined> = {
  name: (raw) => (cleanText(raw) ? nameProblem(raw) : CONTACT_MESSAGES.nameRequired),
  email: (raw) => {
    const value = cleanText(raw)
    if (!value) return CONTACT_MESSAGES.emailRequired
    return EMAIL_PATTERN.test(value) ? undefined : CONTACT_MESSAGES.emailInvalid
  },
  phone: (raw) => (cleanText(raw) ? undefined : CONTACT_MESSAGES.phoneRequired),
  message: (raw) => {
    const value = cleanMessage(raw)
    if (!value) return CONTACT_MESSAGES.messageRequired
    if (value.length < MESSAGE_MIN) return CONTACT_MESSAGES.messageShort
    return value.length > MESSAGE_MAX ? CONTACT_MESSAGES.messageLong : undefined
  },
}

/** Each field's first problem under its rule; a field that passes has no entry. */
export function fieldErrors<F extends string>(
  rules: Record<F, (raw: string) => string | undefined>,
  values: Record<F, string>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const field of Object.keys(rules) as F[]) {
    const problem = rules[field](values[field])
    if (problem) errors[field] = problem
  }
  return errors
}

export const contactErrors = (values: ContactValues) => fieldErrors(CONTACT_RULES, values)

export const NEWSLETTER_EMAIL_RULE = (raw: string) => {
  const value = raw.trim().toLowerCase()
  if (!value) return 'Email is required.'
  if (value.length > 254) return 'That email address is too long.'
  return EMAIL_PATTERN.test(value) ? undefined : 'Please enter a valid email address.'
}
