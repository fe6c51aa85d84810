import { eq } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { columnsOf, listingDb } from '@/lib/db/listings'
import { payloadClient } from '@/lib/payload'
import type { Payload } from 'payload'

import type { CostFacts } from '../defaults'
import { readLeases, type Lease, type RentSubject, type UnitTypeFacts } from '../rent'
import { choosePanelRent, type PanelRent } from './rent'

/** The feed's income and expense columns the panel reads, and nothing else of the record. */
const INCOME_COLUMNS = [
  'NumberOfUnitsTotal',
  'GrossScheduledIncome',
  'GrossIncome',
  'TotalActualRent',
  'VacancyAllowanceRate',
  'InsuranceExpense',
  'MaintenanceExpense',
  'ProfessionalManagementExpense',
  'WaterSewerExpense',
  'FuelExpense',
  'ElectricExpense',
  'TrashExpense',
  'UnitTypes',
  'estimatedRent',
  'rentSource',
] as const

/** What the listing page already shows, which the panel builds on. */
export type PanelListing = {
  key: string
  price: number | null
  beds: number | null
  propertyType: string | null
  propertySubType: string | null
  city: string | null
  county: string | null
  latitude: number | null
  longitude: number | null
  taxAnnualAmount: number | null
  associationFee: number | null
  associationFeeFrequency: string | null
  allowEstimate: boolean
  modifiedAt: string | null
}

export type InvestmentFacts = {
  units: number | null
  costs: CostFacts
  subject: RentSubject
  rent: PanelRent
}

// PostgreSQL hands numeric columns back as text.
const num = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

const unitTypes = (value: unknown): UnitTypeFacts[] | null => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  if (!Array.isArray(list)) return null
  return list.map((t: Record<string, unknown>) => ({
    beds: num(t.beds),
    units: num(t.units),
    actualRent: num(t.actualRent),
    proFormaRent: num(t.proFormaRent),
  }))
}

const cached = <T>(key: string[], query: () => Promise<T>) =>
  cachedRead(['investors', ...key], [TAGS.listings], () => query())

/** The leases of the feed, read once per sync for every page's estimate. */
const leases = () => cached(['leases'], async () => readLeases(await payloadClient()))

/**
 * A home's income and expense figures and the rent its panel starts from, read from the listing
 * tables (only the columns above); the leases are read only when an estimate is needed and
 * allowed. Null for a home without a price.
 */
export async function loadInvestmentFacts(
  payload: Payload,
  listing: PanelListing,
  leases: () => Promise<readonly Lease[]>,
  now = Date.now(),
): Promise<InvestmentFacts | null> {
  if (!listing.price || listing.price <= 0) return null
  const db = listingDb(payload)
  const L = db.listings
  const [row] = await db.drizzle
    .select(columnsOf(L, INCOME_COLUMNS))
    .from(L)
    .where(eq(L.ListingKey, listing.key))
    .limit(1)
  if (!row) return null
  const subject: RentSubject = {
    propertySubType: listing.propertySubType,
    beds: listing.beds,
    units: num(row.NumberOfUnitsTotal),
    latitude: listing.latitude,
    longitude: listing.longitude,
    city: listing.city,
    county: listing.county,
    unitTypes: unitTypes(row.UnitTypes),
    grossScheduledIncome: num(row.GrossScheduledIncome),
    totalActualRent: num(row.TotalActualRent),
    grossIncome: num(row.GrossIncome),
  }
  const costs: CostFacts = {
    price: listing.price,
    county: listing.county,
    taxAnnualAmount: listing.taxAnnualAmount,
    associationFee: listing.associationFee,
    associationFeeFrequency: listing.associationFeeFrequency,
    vacancyAllowanceRate: num(row.VacancyAllowanceRate),
    insuranceExpense: num(row.InsuranceExpense),
    maintenanceExpense: num(row.MaintenanceExpense),
    professionalManagementExpense: num(row.ProfessionalManagementExpense),
    waterSewerExpense: num(row.WaterSewerExpense),
    fuelExpense: num(row.FuelExpense),
    electricExpense: num(row.ElectricExpense),
    trashExpense: num(row.TrashExpense),
  }
  const rent = await choosePanelRent(subject, listing.allowEstimate, leases, now)
  return { units: subject.units, costs, subject, rent }
}

/**
 * The same, kept with the listing reads (expired by each sync), so the estimate from leases is
 * not worked out again on every visit.
 */
export async function readInvestmentFacts(listing: PanelListing): Promise<InvestmentFacts | null> {
  return cached(['facts', listing.key], async () =>
    loadInvestmentFacts(await payloadClient(), listing, leases),
  )
}
