import {
  calculateMortgage,
  clampInputs,
  DEFAULT_INPUTS,
  withinCaps,
  type MortgageInputs,
} from '@/features/mortgage/math'

import { formatLumpSum } from '@/lib/money'

import type { ListingView } from './view'

/**
 * Typical yearly property tax as a percent of value, by county (averages of recent effective
 * rates, rounded), for a listing whose feed gives no tax amount.
 */
export const COUNTY_TAX_RATE: Record<string, number> = { Sussex: 2.7, Warren: 2.6, Morris: 2.1 }

/**
 * How many times a month a fee falls due, for each RESO fee frequency (written without spaces or
 * hyphens: "Semi-Annually" is SemiAnnually). A one-time fee is not a monthly cost; an unknown or
 * missing frequency counts as monthly, the common case.
 */
export const DUE_PER_MONTH: Record<string, number> = {
  Daily: 365 / 12,
  Weekly: 52 / 12,
  BiWeekly: 26 / 12,
  SemiMonthly: 2,
  Monthly: 1,
  BiMonthly: 1 / 2,
  Quarterly: 1 / 3,
  SemiAnnually: 1 / 6,
  Annually: 1 / 12,
  Seasonal: 1 / 12,
  OneTime: 0,
}

export const frequencyKey = (frequency: string | null | undefined) =>
  frequency?.replace(/[^A-Za-z]/g, '') || 'Monthly'

/** The HOA fee as a monthly amount, whatever period the feed states it in. */
export function monthlyHoa(
  listing: Pick<ListingView, 'associationFee' | 'associationFeeFrequency'>,
): number {
  if (!listing.associationFee) return 0
  const times = DUE_PER_MONTH[frequencyKey(listing.associationFeeFrequency)] ?? 1
  return Math.round(listing.associationFee * times * 100) / 100
}

/**
 * The calculator's inputs for this home: its price, its own annual tax when the feed gives it
 * (else the county's typical rate), its HOA fee; the calculator's defaults for the rest.
 */
export function estimateInputs(listing: ListingView): MortgageInputs | null {
  if (!listing.price || listing.price <= 0) return null
  const taxRate = listing.taxAnnualAmount
    ? (listing.taxAnnualAmount / listing.price) * 100
    : (COUNTY_TAX_RATE[listing.county ?? ''] ?? DEFAULT_INPUTS.propertyTaxRate)
  // Clamped and capped as the calculator does its prefilled link, so both show the same figures.
  return withinCaps(
    clampInputs({
      ...DEFAULT_INPUTS,
      purchasePrice: listing.price,
      propertyTaxRate: Math.round(taxRate * 1000) / 1000,
      hoaFees: monthlyHoa(listing),
    }),
  )
}

/** Where the estimate's tax rate comes from, in the words its caption uses. */
export function taxSource(listing: Pick<ListingView, 'taxAnnualAmount' | 'county'>): string {
  if (listing.taxAnnualAmount)
    return `the listing's ${formatLumpSum(listing.taxAnnualAmount)} a year`
  if (COUNTY_TAX_RATE[listing.county ?? ''] !== undefined)
    return `typical for ${listing.county} County`
  return "the calculator's default"
}

/** The monthly payment the calculator shows for these inputs, computed by its own functions. */
export function estimateMonthly(inputs: MortgageInputs, today = new Date()) {
  return calculateMortgage(inputs, today).results
}

/** The calculator's page, prefilled with this home's figures. */
export function calculatorLink(inputs: MortgageInputs): string {
  const query = new URLSearchParams({
    price: String(inputs.purchasePrice),
    tax: String(inputs.propertyTaxRate),
    hoa: String(inputs.hoaFees),
  })
  return `/mortgage-calculator?${query}`
}
