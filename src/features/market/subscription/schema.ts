import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'
import { AREA_SLUGS } from '@/lib/areas'

import { REPORT_MESSAGES, REPORT_RULES } from './rules'

type AreaSlug = (typeof AREA_SLUGS)[number]

/**
 * POST /api/report-subscription: the report's area (its slug), the email and an optional name.
 * The browser's rules, no unknown fields.
 */
export const reportSubscriptionSchema = z.strictObject({
  area: z.enum(AREA_SLUGS as unknown as [AreaSlug, ...AreaSlug[]], { error: REPORT_MESSAGES.area }),
  email: ruled(REPORT_RULES.email, cleanText, REPORT_MESSAGES.emailRequired),
  name: z.optional(ruled(REPORT_RULES.name, cleanText)),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type ReportSubscriptionInput = z.output<typeof reportSubscriptionSchema>
