/**
 * The seller's share of the year's property tax, and how it is settled with the quarterly bills.
 *
 * Rule: the seller owes the share of the annual tax that the days from 1 January to the closing
 * day (the closing day itself is the buyer's) bear to the whole year, 365 or 366 days. By closing
 * the seller has paid (or pays from the proceeds) every quarterly bill due on or before the
 * closing day, a quarter of the annual tax each; the difference is settled at closing: the buyer
 * credits the seller for billed days after closing, or the seller credits the buyer for days not
 * yet billed. The seller's cost for the year is the share either way.
 */
import { PROPERTY_TAX } from './rates'

const DAY_MS = 86_400_000

/** A calendar date, YYYY-MM-DD, read as a day (no time zone). */
export type IsoDate = string

function utcDay(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`)
}

export type TaxProration = {
  /** Days from 1 January up to (not including) the closing day. */
  sellerDays: number
  /** Days in the closing's year. */
  yearDays: number
  /** The seller's share of the annual tax, in cents. */
  sellerShare: number
  /** Quarterly bills due on or before the closing day (0–4). */
  billsDue: number
  /** What those bills ask for, in cents. */
  billed: number
  /** billed − share: positive, the buyer credits the seller; negative, the seller credits the buyer. */
  buyerCredit: number
}

/** The proration of `annualTax` (dollars) for a closing on `closing`. */
export function prorateTax(annualTax: number, closing: IsoDate): TaxProration {
  const year = Number(closing.slice(0, 4))
  const jan1 = Date.UTC(year, 0, 1)
  const sellerDays = Math.round((utcDay(closing) - jan1) / DAY_MS)
  const yearDays = Math.round((Date.UTC(year + 1, 0, 1) - jan1) / DAY_MS)
  const taxCents = Math.round(annualTax * 100)
  const sellerShare = Math.round((taxCents * sellerDays) / yearDays)
  const month = Number(closing.slice(5, 7))
  const billsDue = PROPERTY_TAX.dueMonths.filter((m) => m <= month).length
  const billed = Math.round((taxCents * billsDue) / 4)
  return { sellerDays, yearDays, sellerShare, billsDue, billed, buyerCredit: billed - sellerShare }
}
