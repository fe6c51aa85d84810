import * as z from 'zod/mini'

import { HONEYPOT, TEXT_CAP, cleanMessage, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'

import type { Assumptions, InvestmentSnapshot, RentSource } from '../numbers'
import { INVESTMENT_MESSAGES, INVESTMENT_RULES } from './rules'

/*
 * The figures the visitor saw (an InvestmentSnapshot), as the browser sends them back: every
 * number finite and within what a panel can show, no unknown field. A figure that is not one
 * is refused with the sentence naming it: nothing the agent reads is made up of text or
 * impossible numbers.
 */
const unread = (what: string) => ({ error: INVESTMENT_MESSAGES.figures(what) })
const between = (what: string, min: number, max: number) =>
  z.number(unread(what)).check(z.minimum(min, unread(what)), z.maximum(max, unread(what)))
const percent = (what: string) => between(what, 0, 100)
const dollars = (what: string, max: number) => between(what, 0, max)
/** A result that may be missing (nothing to divide by). */
const orNone = (what: string, bound: number) => z.nullable(between(what, -bound, bound))

const assumptionsSchema = z.strictObject(
  {
    rent: dollars('the rent', 1_000_000),
    vacancy: percent('the vacancy'),
    tax: dollars('the property tax', 10_000_000),
    insurance: dollars('the insurance', 10_000_000),
    maintenance: percent('the maintenance'),
    management: percent('the management'),
    utilities: dollars('the utilities', 1_000_000),
    hoa: dollars('the HOA fee', 1_000_000),
    down: percent('the down payment'),
    closing: percent('the closing costs'),
    rate: percent('the mortgage rate'),
    term: z
      .int(unread('the loan term'))
      .check(z.minimum(1, unread('the loan term')), z.maximum(50, unread('the loan term'))),
  } satisfies Record<keyof Assumptions, unknown>,
  unread('the assumptions'),
)

const RENT_SOURCES = ['listing', 'leases', 'visitor'] as const satisfies readonly RentSource[]

export const snapshotSchema = z.strictObject(
  {
    assumptions: assumptionsSchema,
    rentSource: z.enum(RENT_SOURCES, unread('where the rent came from')),
    netOperatingIncome: between('the net operating income', -100_000_000, 100_000_000),
    capRate: orNone('the cap rate', 1_000_000),
    monthlyCashFlow: between('the cash flow', -100_000_000, 100_000_000),
    cashOnCash: orNone('the cash-on-cash return', 1_000_000),
    debtServiceCoverage: orNone('the debt service coverage', 1_000_000),
  } satisfies Record<keyof InvestmentSnapshot, unknown>,
  unread('the figures'),
)

/**
 * POST /api/investment-inquiry: the home (by its listing key), the visitor's contact, their
 * question (optional), the follow-up choice, and the figures they saw. The browser's rules, no
 * unknown fields.
 */
export const investmentInquirySchema = z.strictObject({
  listingKey: z
    .string({ error: 'Please say which home this is about.' })
    .check(z.minLength(1), z.maxLength(200)),
  name: ruled(INVESTMENT_RULES.name, cleanText),
  email: ruled(INVESTMENT_RULES.email, cleanText),
  phone: ruled(INVESTMENT_RULES.phone, cleanText),
  message: z.optional(ruled(INVESTMENT_RULES.message, cleanMessage)),
  allowFollowUp: z.boolean({ error: 'Please tick or untick the follow-up box.' }),
  snapshot: snapshotSchema,
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type InvestmentInquiryInput = z.output<typeof investmentInquirySchema>
