import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanMessage, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'

import { inquiryRules } from './rules'

const showing = inquiryRules('showing')
const question = inquiryRules('question')
const KIND = 'Please say whether you want a showing or have a question.'

/**
 * POST /api/listing-inquiry: the home (by its listing key), the kind, the visitor's contact,
 * preferred times and message, and the follow-up choice. The browser's rules, no unknown fields.
 */
export const inquirySchema = z
  .strictObject({
    kind: z.enum(['showing', 'question'], { error: KIND }),
    listingKey: z
      .string({ error: 'Please say which home this is about.' })
      .check(z.minLength(1), z.maxLength(200)),
    name: ruled(showing.name, cleanText),
    email: ruled(showing.email, cleanText),
    phone: ruled(showing.phone, cleanText),
    preferredTimes: z.optional(ruled(showing.preferredTimes, cleanText)),
    message: z.optional(ruled(showing.message, cleanMessage)),
    allowFollowUp: z.boolean({ error: 'Please tick or untick the follow-up box.' }),
    [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
  })
  .check(
    z.refine((lead) => lead.kind !== 'question' || !question.message(lead.message ?? ''), {
      error: question.message('') ?? 'Please write your question.',
      path: ['message'],
    }),
  )
export type InquiryInput = z.output<typeof inquirySchema>
