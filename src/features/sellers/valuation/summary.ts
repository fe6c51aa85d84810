import { agentDate } from '@/lib/timeZone'

import type { Estimate } from './estimate'
import type { Facts } from './facts'

/**
 * What a visitor saw of an estimate, as a lead keeps it: the home's facts and place, the value,
 * the range and the comparables shown. Plain data, small enough for a form's hidden field.
 */
export type EstimateSummary = {
  facts: Facts
  /** The street address the visitor gave, if any, and the town the estimate placed the home in. */
  address: string | null
  place: string
  county: string
  value: number
  low: number
  high: number
  confidence: Estimate['confidence']
  /** The estimate's date, YYYY-MM-DD. */
  asOf: string
  comparables: {
    address: string
    closeDate: string
    price: number
    adjusted: number
    miles: number
  }[]
}

/** The summary of an estimate, for the seller's lead. */
export function summarize(
  result: Estimate,
  facts: Facts,
  where: { address: string | null; place: string; county: string },
  asOf: number,
): EstimateSummary {
  return {
    facts,
    ...where,
    value: result.value,
    low: result.low,
    high: result.high,
    confidence: result.confidence,
    // The day in New Jersey, as the page named it ("Estimated value on …").
    asOf: agentDate(new Date(asOf)),
    comparables: result.comparables.map((c) => ({
      address: c.sale.street
        ? `${c.sale.street}, ${c.sale.city}`
        : `Address withheld, ${c.sale.city}`,
      closeDate: c.sale.closeDate,
      price: c.sale.price,
      adjusted: Math.round(c.adjusted),
      miles: Math.round(c.miles * 10) / 10,
    })),
  }
}
