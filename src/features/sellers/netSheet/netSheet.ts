/**
 * The net sheet: what a New Jersey seller walks away with at a price, line by line, in cents.
 * Pure: the inputs come in already read (inputs.ts); an input that could not be read is left
 * out, and every line that needs it, and the net, has no amount rather than a wrong one.
 */
import { agentDate } from '@/lib/timeZone'

import { basisPointsOf, nonResidentEstimate, percentFee, transferFee } from './fees'
import { prorateTax, type IsoDate, type TaxProration } from './proration'
import {
  CERTIFICATE,
  certificateTier,
  NON_RESIDENT_ESTIMATE,
  PERCENT_FEE,
  PROPERTY_TAX,
  TRANSFER_FEE,
  WELL_TEST,
  type Source,
} from './rates'

export type NetSheetInputs = {
  /** Dollars. */
  price: number
  /** What the seller's mortgages still owe, dollars. */
  payoff: number
  /** Percent of the price. */
  listingPercent: number
  buyerAgentPercent: number
  closing: IsoDate
  /** This year's property tax, dollars. */
  annualTax: number
  concessions: number
  attorney: number
  other: number
  /** A 62+, blind or disabled owner-occupant of a one- or two-family home. */
  reduced: boolean
  nonResident: boolean
  /** What a non-resident seller paid for the home, dollars. */
  purchasePrice: number
  well: boolean
}

/** What was read; a missing number is one that could not be. */
export type KnownInputs = Partial<NetSheetInputs> &
  Pick<NetSheetInputs, 'reduced' | 'nonResident' | 'well'>

export type LineKey =
  | 'transferFee'
  | 'percentFee'
  | 'listing'
  | 'buyerAgent'
  | 'tax'
  | 'payoff'
  | 'attorney'
  | 'certificate'
  | 'well'
  | 'concessions'
  | 'other'
  | 'nonResident'

/** A cost the seller pays at (or for) closing. */
export type Line = {
  key: LineKey
  /** Cents; null when an input it needs could not be read. */
  cents: number | null
  /** The law and the date it holds from, for the fees set by law. */
  source?: Source
}

export type NetSheet = {
  priceCents: number | null
  lines: Line[]
  /** The seller's share of the year's tax and its settlement, when it could be computed. */
  tax: TaxProration | null
  /** Price less every line, cents; null when any of them is unknown. */
  net: number | null
}

const cents = (dollars: number | undefined) =>
  dollars === undefined ? null : Math.round(dollars * 100)

/** A line needing both values, or null. */
function both<A, B, R>(a: A | undefined, b: B | undefined, f: (a: A, b: B) => R): R | null {
  return a === undefined || b === undefined ? null : f(a, b)
}

const commission = (price: number, percent: number) =>
  basisPointsOf(Math.round(price * 100), percent * 100)

/** The net sheet for the inputs that could be read. */
export function computeNetSheet(
  input: KnownInputs,
  today: string = agentDate(new Date()),
): NetSheet {
  const { price } = input
  const tax = both(input.annualTax, input.closing, prorateTax)
  const onPrice = (f: (price: number) => number) => (price === undefined ? null : f(price))
  const lines: Line[] = [
    {
      key: 'transferFee',
      cents: onPrice((p) => transferFee(p, input.reduced)),
      source: input.reduced ? TRANSFER_FEE.reduced.source : TRANSFER_FEE.source,
    },
    { key: 'percentFee', cents: onPrice(percentFee), source: PERCENT_FEE.source },
    { key: 'listing', cents: both(price, input.listingPercent, commission) },
    { key: 'buyerAgent', cents: both(price, input.buyerAgentPercent, commission) },
    { key: 'tax', cents: tax ? tax.sellerShare : null, source: PROPERTY_TAX.source },
    { key: 'payoff', cents: cents(input.payoff) },
    { key: 'attorney', cents: cents(input.attorney) },
    {
      key: 'certificate',
      cents: CERTIFICATE.cents[certificateTier(input.closing, today)],
      source: CERTIFICATE.source,
    },
    { key: 'well', cents: input.well ? WELL_TEST.cents : 0, source: WELL_TEST.source },
    { key: 'concessions', cents: cents(input.concessions) },
    { key: 'other', cents: cents(input.other) },
    {
      key: 'nonResident',
      cents: input.nonResident ? both(price, input.purchasePrice, nonResidentEstimate) : 0,
      source: NON_RESIDENT_ESTIMATE.source,
    },
  ]
  const priceCents = cents(price)
  const known = lines.every((line) => line.cents !== null)
  const net =
    priceCents !== null && known
      ? lines.reduce((left, line) => left - line.cents!, priceCents)
      : null
  return { priceCents, lines, tax, net }
}

/** The amount of one line. */
export const lineCents = (sheet: NetSheet, key: LineKey) =>
  sheet.lines.find((line) => line.key === key)?.cents ?? null
