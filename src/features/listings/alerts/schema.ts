import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'

import { ALERT_FREQUENCIES, ALERT_RULES, type AlertFrequency } from './rules'

/**
 * POST /api/alerts: the search (its query string, as the search page's address has it),
 * the email, optional name and phone, and how often. The browser's rules, no unknown fields.
 */
export const alertSchema = z.strictObject({
  search: z.string({ error: 'Please say which search to follow.' }).check(z.maxLength(2000)),
  email: ruled(ALERT_RULES.email, cleanText),
  name: z.optional(ruled(ALERT_RULES.name, cleanText)),
  phone: z.optional(ruled(ALERT_RULES.phone, cleanText)),
  frequency: z.enum(Object.keys(ALERT_FREQUENCIES) as [AlertFrequency, ...AlertFrequency[]], {
    error: 'Please choose how often to hear about new homes.',
  }),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type AlertInput = z.output<typeof alertSchema>
