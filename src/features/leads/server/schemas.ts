import * as z from 'zod/mini'

import {
  CONTACT_RULES,
  HONEYPOT,
  NEWSLETTER_EMAIL_RULE,
  TEXT_CAP,
  cleanMessage,
  cleanText,
} from '@/features/leads/forms/rules'

/**
 * A string field checked by one of the shared rules, then cleaned the same way the rule saw it.
 * `missing` answers a field that is absent or not text at all.
 */
export const ruled = (
  rule: (raw: string) => string | undefined,
  clean: (raw: string) => string,
  missing?: string,
) =>
  z.string(missing ? { error: missing } : undefined).check(
    z.refine((raw) => !rule(raw), { error: (issue) => rule(String(issue.input)) ?? 'Invalid.' }),
    z.overwrite(clean),
  )

const honeypot = z.optional(z.string().check(z.maxLength(TEXT_CAP)))

/** The server's schemas: the browser's rules, plus no unknown fields. */
export const contactSchema = z.strictObject({
  name: ruled(CONTACT_RULES.name, cleanText),
  email: ruled(CONTACT_RULES.email, cleanText),
  phone: ruled(CONTACT_RULES.phone, cleanText),
  message: ruled(CONTACT_RULES.message, cleanMessage),
  [HONEYPOT]: honeypot,
})
export type ContactInput = z.output<typeof contactSchema>

export const newsletterSchema = z.strictObject({
  email: ruled(NEWSLETTER_EMAIL_RULE, (raw) => raw.trim().toLowerCase()),
  [HONEYPOT]: honeypot,
})
export type NewsletterInput = z.output<typeof newsletterSchema>
