import * as z from 'zod/mini'

/**
 * The lead forms' rules, shared by the browser (field messages) and the server (the same
 * schemas decide what is stored). zod/mini keeps the visitor's download small.
 */

/** Spec §5 text cleaning: angle brackets removed, trimmed, cut to 500 characters. */
export const TEXT_CAP = 500
export const cleanText = (value: string) => value.replace(/[<>]/g, '').trim().slice(0, TEXT_CAP)

/** Spec §5: local part, @, domain, dot, a suffix of at least 2 letters; case-insensitive. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

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

const cleaned = () => z.string().check(z.overwrite(cleanText))

export const contactSchema = z.strictObject({
  name: cleaned().check(z.minLength(1, CONTACT_MESSAGES.nameRequired)),
  email: cleaned().check(
    z.minLength(1, CONTACT_MESSAGES.emailRequired),
    z.regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  ),
  phone: cleaned().check(z.minLength(1, CONTACT_MESSAGES.phoneRequired)),
  // The message keeps its length (no silent cut at 500), but loses angle brackets like the rest.
  message: z.string().check(
    z.overwrite((value) => value.replace(/[<>]/g, '').trim()),
    z.minLength(1, CONTACT_MESSAGES.messageRequired),
    z.minLength(MESSAGE_MIN, CONTACT_MESSAGES.messageShort),
    z.maxLength(MESSAGE_MAX, CONTACT_MESSAGES.messageLong),
  ),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactFieldName = 'name' | 'email' | 'phone' | 'message'

export const newsletterSchema = z.strictObject({
  email: z.string().check(
    z.overwrite((value) => value.trim().toLowerCase()),
    z.minLength(1, 'Email is required.'),
    z.maxLength(254, 'That email address is too long.'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  ),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type NewsletterInput = z.input<typeof newsletterSchema>

/** The first message per field, for showing under each field. */
export function fieldErrors<F extends string>(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as F
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
