import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'

import { EMAILED_HOMES_MAX, SAVED_RULES } from './rules'

const HOMES = `Please choose between 1 and ${EMAILED_HOMES_MAX} saved homes to send.`

/**
 * POST /api/saved-homes ("Email me these homes"): the saved homes by listing key (a repeated key
 * counts once), the visitor's name, email and optional phone, and the follow-up choice. The
 * browser's rules, no unknown fields.
 */
export const savedHomesSchema = z.strictObject({
  // Each home once, where the visitor first listed it.
  listingKeys: z
    .array(z.string({ error: HOMES }).check(z.minLength(1), z.maxLength(200)), { error: HOMES })
    .check(
      z.minLength(1, { error: HOMES }),
      z.maxLength(EMAILED_HOMES_MAX, { error: HOMES }),
      z.overwrite((keys) => [...new Set(keys)]),
    ),
  name: ruled(SAVED_RULES.name, cleanText),
  email: ruled(SAVED_RULES.email, cleanText),
  phone: z.optional(ruled(SAVED_RULES.phone, cleanText)),
  allowFollowUp: z.boolean({ error: 'Please tick or untick the follow-up box.' }),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type SavedHomesInput = z.output<typeof savedHomesSchema>
