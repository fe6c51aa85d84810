import { daysBetween } from './periods'
import type { HomeKind, SaleRecord } from './types'

/** The columns of a closed listing the market figures read (RESO Data Dictionary names). */
export type ClosedRow = {
  ClosePrice: number | null
  CloseDate: string | null
  ListPrice: number | null
  PurchaseContractDate: string | null
  OnMarketDate: string | null
  DaysOnMarket: number | null
  PropertyType: string | null
  PropertySubType: string | null
  LivingArea: number | null
  City: string | null
  CountyOrParish: string | null
  PostalCode: string | null
}

const MULTI_FAMILY = new Set(['Duplex', 'Triplex', 'Quadruplex', 'MultiFamily'])

/** The kind of home a sale counts under in the Market Composition. */
export function homeKind(type: string | null, subType: string | null): HomeKind {
  if (subType === 'SingleFamilyResidence') return 'Single-family'
  if (subType === 'Townhouse') return 'Townhouse'
  if (subType === 'Condominium') return 'Condo'
  if ((subType && MULTI_FAMILY.has(subType)) || type === 'ResidentialIncome') return 'Multi-family'
  if (type === 'Land' || subType === 'UnimprovedLand') return 'Land'
  if (type === 'Farm' || subType === 'Farm') return 'Farm'
  return 'Other'
}

/** "Sussex County" → "Sussex": counties are compared without the word. */
export const countyName = (county: string) => county.trim().replace(/\s+county$/i, '')

/**
 * A closed listing as a sale the figures count; null without a price, a close date or a place.
 * Days on market run from OnMarketDate to PurchaseContractDate where the feed has it, else to
 * CloseDate; without OnMarketDate, the feed's own DaysOnMarket.
 */
export function saleRecordOf(stored: ClosedRow): SaleRecord | null {
  // PostgreSQL's numeric columns arrive as text, and text adds up as text.
  const number = (value: number | null) => (value === null ? null : Number(value))
  const row = {
    ...stored,
    ClosePrice: number(stored.ClosePrice),
    ListPrice: number(stored.ListPrice),
    DaysOnMarket: number(stored.DaysOnMarket),
    LivingArea: number(stored.LivingArea),
  }
  if (!row.ClosePrice || row.ClosePrice <= 0 || !row.CloseDate) return null
  const city = row.City?.trim()
  const county = row.CountyOrParish ? countyName(row.CountyOrParish) : ''
  if (!city || !county) return null
  const closed = row.CloseDate.slice(0, 10)
  let days: number | null = null
  let daysToContract = false
  if (row.OnMarketDate && row.PurchaseContractDate) {
    days = daysBetween(row.OnMarketDate, row.PurchaseContractDate)
    daysToContract = true
  } else if (row.OnMarketDate) days = daysBetween(row.OnMarketDate, closed)
  else if (row.DaysOnMarket !== null) days = row.DaysOnMarket
  if (days !== null && !(days >= 0)) {
    days = null
    daysToContract = false
  }
  return {
    closed,
    price: row.ClosePrice,
    listPrice: row.ListPrice && row.ListPrice > 0 ? row.ListPrice : null,
    days,
    daysToContract,
    kind: homeKind(row.PropertyType, row.PropertySubType),
    sqft: row.LivingArea && row.LivingArea > 0 ? row.LivingArea : null,
    city,
    county,
    zip: row.PostalCode?.trim().slice(0, 5) || null,
  }
}
