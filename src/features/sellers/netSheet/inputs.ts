/**
 * The net sheet's inputs as the address gives them: every field is a query parameter, so a sheet
 * can be shared, bookmarked and filled in without JavaScript. A parameter left out takes its
 * default (an empty address shows a typical sale); a value that cannot be used keeps its text for
 * the form and gets a message in words, and the sheet computes what it can without it.
 */
import { z } from 'zod'

import { COUNTY_TAX_RATE } from '@/features/listings/costs'
import { agentDate } from '@/lib/timeZone'

import type { KnownInputs, NetSheetInputs } from './netSheet'
import { PERCENT_FEE } from './rates'

export type RawParams = Record<string, string | string[] | undefined>

/** The query parameters, in the form's order. */
export const PARAMS = [
  'price',
  'payoff',
  'listing',
  'buyerAgent',
  'closing',
  'tax',
  'concessions',
  'attorney',
  'other',
  'purchase',
] as const
export type Param = (typeof PARAMS)[number]
export const FLAGS = ['reduced', 'nonResident', 'well'] as const
export type Flag = (typeof FLAGS)[number]

/** A typical sale in the agent's area, a round figure to start from (not a computed median). */
export const TYPICAL_PRICE = 415_000
/** The county of the typical sale, whose typical tax rate the sheet starts from. */
const TYPICAL_COUNTY = 'Sussex'
/** Attorney fees in the north run about $1,000 to $2,500. */
export const TYPICAL_ATTORNEY_FEE = 1_500
export const TYPICAL_COMMISSION_PERCENT = 2.5
/** Days from today to the default closing date. */
export const CLOSING_IN_DAYS = 45
/** The first closing day the fee table holds for: the percent fee's start. */
export const FIRST_CLOSING = PERCENT_FEE.source.since
const LAST_CLOSING = '2099-12-31'

const money = (min: number, max: number) =>
  z
    .string()
    .transform((s) => s.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in dollars, like 415000.')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, `Enter at least $${min.toLocaleString('en-US')}.`)
            .max(max, `Enter at most $${max.toLocaleString('en-US')}.`),
        ),
    )

const percent = z
  .string()
  .transform((s) => s.replace(/[%\s]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d{1,3})?$/, 'Enter a percent, like 2.5.')
      .transform(Number)
      .pipe(z.number().max(10, 'Enter a percent from 0 to 10.')),
  )

const closingDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD, like 2026-06-30.')
  .refine(
    (s) => new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s,
    'Enter a date that exists on the calendar.',
  )
  .refine(
    (s) => s >= FIRST_CLOSING,
    'Enter a closing on or after July 10, 2025: the fees here hold from that day.',
  )
  .refine((s) => s <= LAST_CLOSING, 'Enter a closing in this century.')

const MAX = 100_000_000

/** Each field: how it is read, and what an emptied field means (a message, or zero). */
const FIELDS: Record<Param, { schema: z.ZodType<number | string>; empty: string | 0 }> = {
  price: { schema: money(1_000, MAX), empty: 'Enter the sale price.' },
  payoff: { schema: money(0, MAX), empty: 0 },
  listing: { schema: percent, empty: "Enter the listing agent's commission, or 0." },
  buyerAgent: { schema: percent, empty: "Enter the buyer's agent's commission, or 0." },
  closing: { schema: closingDate, empty: 'Enter the closing date.' },
  tax: { schema: money(0, 1_000_000), empty: "Enter this year's property tax, or 0." },
  concessions: { schema: money(0, MAX), empty: 0 },
  attorney: { schema: money(0, 1_000_000), empty: 0 },
  other: { schema: money(0, MAX), empty: 0 },
  purchase: { schema: money(0, MAX), empty: 'Enter what you paid for the home.' },
}

export type ReadNetSheet = {
  /** What could be read; a field with a message is missing. */
  inputs: KnownInputs
  /** The form's text for each field: as typed, or the default. */
  text: Record<Param, string>
  flags: Record<Flag, boolean>
  /** A message per field that could not be read. */
  errors: Partial<Record<Param, string>>
}

const first = (params: RawParams, name: string) => [params[name] ?? []].flat()[0]

/**
 * A year's tax on `price` at the county's typical rate (the table listing pages and the
 * investors' figures use), for a sheet whose address gives none.
 */
const typicalTax = (price: number) =>
  String(Math.round((price * COUNTY_TAX_RATE[TYPICAL_COUNTY]!) / 100))

/** The defaults, as the form shows them; `today` sets the closing date. */
export function defaultText(today: Date): Record<Param, string> {
  const price = TYPICAL_PRICE
  return {
    price: String(price),
    payoff: '0',
    listing: String(TYPICAL_COMMISSION_PERCENT),
    buyerAgent: String(TYPICAL_COMMISSION_PERCENT),
    closing: agentDate(today, CLOSING_IN_DAYS),
    tax: typicalTax(price),
    concessions: '0',
    attorney: String(TYPICAL_ATTORNEY_FEE),
    other: '0',
    purchase: '',
  }
}

const KEYS: Record<Exclude<Param, 'closing'>, keyof NetSheetInputs> = {
  price: 'price',
  payoff: 'payoff',
  listing: 'listingPercent',
  buyerAgent: 'buyerAgentPercent',
  tax: 'annualTax',
  concessions: 'concessions',
  attorney: 'attorney',
  other: 'other',
  purchase: 'purchasePrice',
}

/** The net sheet an address asks for. */
export function readNetSheet(params: RawParams, today: Date = new Date()): ReadNetSheet {
  const flags = Object.fromEntries(
    FLAGS.map((flag) => [flag, ['1', 'on', 'true', 'yes'].includes(first(params, flag) ?? '')]),
  ) as Record<Flag, boolean>
  const defaults = defaultText(today)
  const text = { ...defaults }
  const errors: ReadNetSheet['errors'] = {}
  const inputs: KnownInputs = { ...flags }
  for (const param of PARAMS) {
    // Longer than any figure: what is shown back in the form stays short.
    const given = first(params, param)?.trim().slice(0, 40)
    // No tax given: the typical tax on the price given (an estimate's link gives only its price).
    if (param === 'tax' && given === undefined && inputs.price !== undefined)
      text.tax = defaults.tax = typicalTax(inputs.price)
    if (given !== undefined) text[param] = given
    const value = given ?? defaults[param]
    const { schema, empty } = FIELDS[param]
    let read: number | string | undefined
    if (value === '') {
      // What was paid matters only to a non-resident seller.
      if (empty === 0 || (param === 'purchase' && !flags.nonResident)) read = 0
      else errors[param] = empty
    } else {
      const parsed = schema.safeParse(value)
      if (parsed.success) read = parsed.data
      else errors[param] = parsed.error.issues[0]!.message
    }
    if (read === undefined) continue
    if (param === 'closing') inputs.closing = read as string
    else Object.assign(inputs, { [KEYS[param]]: read })
  }
  return { inputs, text, flags, errors }
}
