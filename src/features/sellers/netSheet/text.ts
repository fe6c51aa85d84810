/** The net sheet in words: each line's name and how its amount is found. */
import { calendarDay } from '@/lib/dates'
import { formatLumpSum, formatMonthly } from '@/lib/money'
import { agentDate } from '@/lib/timeZone'

import type { KnownInputs, LineKey } from './netSheet'
import type { TaxProration } from './proration'
import {
  CERTIFICATE,
  certificateTier,
  type CertificateTier,
  PERCENT_FEE,
  type Schedule,
  type Source,
} from './rates'

/** Cents as the sheet shows them: dollars and cents, so the lines add up to the net exactly. */
export const formatCents = (cents: number) => formatMonthly(cents / 100)

/**
 * Cents with the sheet's one minus sign, U+2212 (the lines', the net's and the ladder's alike):
 * "−$3,359.00"; zero has no sign.
 */
export const formatSignedCents = (cents: number) =>
  cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)

/** "2025-07-10" → "July 10, 2025". */
export const formatDay = (isoDate: string) => calendarDay(isoDate, 'long')

/** "P.L.2025, c.69, from July 10, 2025". */
export function sourceText(source: Source): string {
  return source.since ? `${source.law}, from ${formatDay(source.since)}` : source.law
}

const upTo = (limit: number) => (Number.isFinite(limit) ? `to ${formatLumpSum(limit)}` : 'above')

/** A transfer fee schedule in words: "$2.00 per $500 to $150,000; $3.35 to $200,000; $3.90 above". */
export function scheduleWords(schedule: Schedule): string {
  return schedule
    .map((b, i) => `${formatCents(b.centsPer500)}${i === 0 ? ' per $500' : ''} ${upTo(b.upTo)}`)
    .join('; ')
}

/** The percent fee's brackets in words: "1% to $2,000,000, …, 3.5% above". */
export const percentWords = () =>
  PERCENT_FEE.brackets.map((b) => `${b.basisPoints / 100}% ${upTo(b.upTo)}`).join(', ')

const percent = (value: number | undefined) => (value === undefined ? '' : ` (${value}%)`)

/** A line's name. */
export function lineLabel(key: LineKey, input: KnownInputs): string {
  switch (key) {
    case 'transferFee':
      return input.reduced ? 'Realty transfer fee, reduced schedule' : 'Realty transfer fee'
    case 'percentFee':
      return 'Graduated percent fee'
    case 'listing':
      return `Listing agent's commission${percent(input.listingPercent)}`
    case 'buyerAgent':
      return `Buyer's agent's commission${percent(input.buyerAgentPercent)}`
    case 'tax':
      return 'Property tax, January 1 to closing'
    case 'payoff':
      return 'Mortgage payoff'
    case 'attorney':
      return "Your attorney's fee"
    case 'certificate':
      return 'Smoke, carbon-monoxide and fire-extinguisher certificate'
    case 'well':
      return 'Private well water test'
    case 'concessions':
      return 'Seller concessions to the buyer'
    case 'other':
      return 'Other costs'
    case 'nonResident':
      return 'Non-resident estimated income tax'
  }
}

/** How a line's amount is found, in a sentence. */
export function lineNote(key: LineKey, input: KnownInputs, tax: TaxProration | null): string {
  switch (key) {
    case 'transferFee':
      return input.reduced
        ? 'For an owner-occupant of a one- or two-family home who is 62 or older, blind or disabled: per $500 of the price or part of it, at lower rates.'
        : 'Per $500 of the price or part of it: one schedule up to $350,000, another from the first dollar above it.'
    case 'percentFee':
      return `Above ${formatLumpSum(PERCENT_FEE.from)} only, on the whole price: ${percentWords()}.`
    case 'listing':
    case 'buyerAgent':
      return 'Of the price; commissions are negotiable, each agreed in writing.'
    case 'tax':
      return tax
        ? `${formatCents(Math.round(input.annualTax! * 100))} a year × ${tax.sellerDays} of ${tax.yearDays} days (the closing day is the buyer's).`
        : "This year's tax × the days from January 1 to the closing day ÷ the days in the year."
    case 'payoff':
      return 'What your mortgages and home-equity lines still owe on closing day.'
    case 'attorney':
      return 'Attorneys in northern New Jersey often charge $1,000 to $2,500 for a sale.'
    case 'certificate':
      return certificateNote(input)
    case 'well':
      return input.well
        ? 'A typical certified laboratory fee for the test the law requires before closing; labs set their own prices.'
        : 'None: the home is not on a private well.'
    case 'concessions':
      return 'Credits you give the buyer, such as toward their closing costs or repairs.'
    case 'other':
      return 'Anything else you pay: repairs, a home warranty, moving, liens.'
    case 'nonResident':
      return input.nonResident
        ? 'The greater of 2% of the price or 10.75% of the gain (the price less what you paid); it counts toward your New Jersey income tax for the year, and some sellers are exempt.'
        : 'None: you live in New Jersey.'
  }
}

/** How the year's tax is settled with the quarterly bills, in a sentence. */
export function taxSettlementText(tax: TaxProration): string {
  const bills =
    tax.billsDue === 0
      ? 'No quarterly bill is due by closing'
      : `${tax.billsDue} quarterly ${tax.billsDue === 1 ? 'bill is' : 'bills are'} due by closing (${formatCents(tax.billed)}, yours to pay)`
  const credit = tax.buyerCredit
  const settle =
    credit > 0
      ? `the buyer credits you ${formatCents(credit)} at closing for the days after it`
      : credit < 0
        ? `you credit the buyer ${formatCents(-credit)} at closing for the days not yet billed`
        : 'nothing is left to settle at closing'
  return `${bills}; ${settle}. Bills fall due February 1, May 1, August 1 and November 1.`
}

const CERTIFICATE_WHEN: Record<CertificateTier, string> = {
  moreThan10: 'more than 10 business days',
  from4To10: '4 to 10 business days',
  fewerThan4: 'fewer than 4 business days',
}

/** The certificate's fee as asked for today before the closing, and the others. */
function certificateNote(input: KnownInputs, today = agentDate(new Date())): string {
  const tier = certificateTier(input.closing, today)
  const others = (Object.keys(CERTIFICATE.cents) as CertificateTier[])
    .filter((t) => t !== tier)
    .map((t) => `${formatCents(CERTIFICATE.cents[t])} at ${CERTIFICATE_WHEN[t]}`)
    .join(', ')
  const ahead = input.closing !== undefined && input.closing >= today
  const when = ahead
    ? `before a closing on ${formatDay(input.closing!)}, as asked today`
    : 'before the closing'
  return `The Sussex County Fire Marshal's fee when asked ${CERTIFICATE_WHEN[tier]} ${when} (${others}); some towns inspect and set their own.`
}
