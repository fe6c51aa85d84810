import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'
import { formatPhone, phoneDigits } from '@/features/mortgage/lead'

import { MAX_COMPARABLES } from '../valuation/estimate'
import { CONDITIONS, HOME_TYPES, type Condition, type HomeType } from '../valuation/facts'
import {
  SELLER_KINDS,
  SELLER_MESSAGES as M,
  SELLER_RULES,
  TIME_FRAMES,
  type SellerKind,
  type TimeFrame,
} from './rules'

const keys = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as [K, ...K[]]

/*
 * The estimate the visitor saw (the EstimateSummary of valuation/summary.ts), as the browser sends
 * it back: every field bounded, every number finite and within what an estimate can give, no
 * unknown field. Anything else is the same one sentence: get a fresh estimate.
 */
const fail = { error: M.summary }
const between = (min: number, max: number) =>
  z.number(fail).check(z.minimum(min, fail), z.maximum(max, fail))
const whole = (min: number, max: number) =>
  z.int(fail).check(z.minimum(min, fail), z.maximum(max, fail))
const text = (max: number) =>
  z.string(fail).check(
    z.minLength(1, fail),
    z.maxLength(max, fail),
    z.refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), fail),
  )
const DATE = /^\d{4}-\d{2}-\d{2}$/
const day = z.string(fail).check(
  z.regex(DATE, fail),
  z.refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`)
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(s)
  }, fail),
)
/** An estimate's dollars: a home from $10,000 to $100 million. */
const dollars = () => between(10_000, 100_000_000)

const factsSchema = z.strictObject(
  {
    type: z.enum(keys(HOME_TYPES) as [HomeType, ...HomeType[]], fail),
    beds: whole(0, 12),
    baths: between(1, 12).check(z.multipleOf(0.5, fail)),
    sqft: whole(300, 15_000),
    lot: between(0, 100),
    year: whole(1700, 9999).check(
      z.refine((year) => year <= new Date().getUTCFullYear() + 1, fail),
    ),
    condition: z.enum(keys(CONDITIONS) as [Condition, ...Condition[]], fail),
  },
  fail,
)

export const summarySchema = z
  .strictObject(
    {
      facts: factsSchema,
      address: z.nullable(text(200)),
      place: text(100),
      county: text(100),
      value: dollars(),
      low: dollars(),
      high: dollars(),
      confidence: z.enum(['high', 'medium', 'low'], fail),
      asOf: day,
      comparables: z
        .array(
          z.strictObject(
            {
              address: text(200),
              closeDate: day,
              price: dollars(),
              adjusted: dollars(),
              miles: between(0, 50),
            },
            fail,
          ),
          fail,
        )
        .check(z.minLength(1, fail), z.maxLength(MAX_COMPARABLES, fail)),
    },
    fail,
  )
  .check(z.refine((s) => s.low <= s.value && s.value <= s.high, fail))

/**
 * POST /api/seller-lead: what the seller asks for, their contact, the time frame, their consent
 * per channel, and the estimate they saw with the site's seal on it. The browser's rules, no
 * unknown fields.
 */
export const sellerLeadSchema = z.strictObject({
  kind: z.enum(keys(SELLER_KINDS) as [SellerKind, ...SellerKind[]], { error: M.kind }),
  name: ruled(SELLER_RULES.name, cleanText, M.nameRequired),
  email: ruled(SELLER_RULES.email, cleanText, M.emailRequired),
  phone: ruled(
    SELLER_RULES.phone,
    (raw) => formatPhone(phoneDigits(cleanText(raw))),
    M.phoneRequired,
  ),
  timeFrame: z.optional(
    z.enum(['', ...keys(TIME_FRAMES)] as ['', ...TimeFrame[]], { error: M.timeFrame }),
  ),
  consent: z.strictObject(
    {
      email: z.boolean({ error: M.consent }),
      calls: z.boolean({ error: M.consent }),
      texts: z.boolean({ error: M.consent }),
    },
    { error: M.consent },
  ),
  summary: summarySchema,
  /** The site's signature of the summary, given with the estimate. */
  seal: z.string(fail).check(z.minLength(1, fail), z.maxLength(100, fail)),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type SellerLeadInput = z.output<typeof sellerLeadSchema>
export type SummaryInput = z.output<typeof summarySchema>
