/**
 * The server's schema of POST /api/mortgage-calculator: { contact, inputs, results,
 * meta } plus the honeypot `website` at the top level (the same place as on the other two lead
 * forms, so readLead's honeypot check covers it). Strict objects: unknown fields are a 400.
 * Purchase price, down payment percent and rate are clamped later, so any finite
 * number passes here; the other inputs are floored at 0 by the clamp and capped here.
 * `results` is checked for shape only: the server recomputes and never stores the client's.
 */
import * as z from 'zod/mini'

import { LIMITS, LOAN_TERM_CHOICES } from '@/features/mortgage/math/constants'

import { MORTGAGE_CONTACT_RULES } from './contactRules'
import { formatPhone, phoneDigits } from './phone'
import { HONEYPOT, TEXT_CAP, cleanText } from '@/features/leads/fieldRules'
import { ruled } from '@/features/leads'

const MISSING_CONTACT = 'Please fill in your name, email and phone.'

const FIGURES = 'Please check the calculator figures and try again.'
const figure = () => z.number({ error: FIGURES })
const capped = (max: number) =>
  z.number({ error: FIGURES }).check(z.maximum(max, { error: FIGURES }))
const text = (max: number) => z.string({ error: FIGURES }).check(z.maxLength(max))

export const mortgageInputsSchema = z.strictObject({
  purchasePrice: figure(),
  downPaymentPercent: figure(),
  downPaymentAmount: figure(),
  interestRate: figure(),
  loanTerm: z.union(
    LOAN_TERM_CHOICES.map((years) => z.literal(years)),
    { error: 'Please choose a loan term of 10, 15, 20 or 30 years.' },
  ),
  propertyTaxRate: capped(LIMITS.propertyTaxRate.max),
  insuranceRate: capped(LIMITS.insuranceRate.max),
  pmiRate: capped(LIMITS.pmiRate.max),
  hoaFees: capped(LIMITS.hoaFees.max),
  extraPrincipal: capped(LIMITS.extraPrincipal.max),
})

const resultsSchema = z.strictObject({
  totalMonthly: figure(),
  principalAndInterest: figure(),
  propertyTaxMonthly: figure(),
  insuranceMonthly: figure(),
  pmiMonthly: figure(),
  hoaMonthly: figure(),
  extraMonthly: figure(),
  loanAmount: figure(),
  cashToClose: figure(),
  interestSaved: figure(),
  monthsSaved: figure(),
  monthsToPayoff: figure(),
  payoffTimeline: text(100),
  payoffDate: text(100),
})

export const mortgageLeadSchema = z.strictObject({
  contact: z.strictObject(
    {
      name: ruled(MORTGAGE_CONTACT_RULES.name, cleanText, MISSING_CONTACT),
      email: ruled(MORTGAGE_CONTACT_RULES.email, cleanText, MISSING_CONTACT),
      phone: ruled(
        MORTGAGE_CONTACT_RULES.phone,
        (raw) => formatPhone(phoneDigits(cleanText(raw))),
        MISSING_CONTACT,
      ),
      allowFollowUp: z.boolean({ error: 'Please tick or untick the follow-up box.' }),
    },
    { error: 'Please fill in your name, email and phone.' },
  ),
  inputs: z.strictObject(mortgageInputsSchema.shape, { error: FIGURES }),
  results: z.optional(z.strictObject(resultsSchema.shape, { error: FIGURES })),
  meta: z.optional(
    z.strictObject({ sourceUrl: z.optional(text(2000)), userAgent: z.optional(text(TEXT_CAP)) }),
  ),
  [HONEYPOT]: z.optional(z.string().check(z.maxLength(TEXT_CAP))),
})
export type MortgageLeadInput = z.output<typeof mortgageLeadSchema>
