import { eq } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { columnsOf, listingDb } from '@/lib/db/listings'
import { payloadClient } from '@/lib/payload'
import type { Payload } from 'payload'

import type { CostFacts } from '../defaults'
import { INVESTMENT_COLUMNS, investmentFactsOf } from '../facts'
import { readLeases, type Lease, type RentSubject } from '../rent'
import { choosePanelRent, type PanelRent } from './rent'

/** What the listing page already read, which the panel builds on. */
export type PanelListing = {
  key: string
  price: number | null
  propertyType: string | null
  /** Null where the seller withholds the address. */
  latitude: number | null
  longitude: number | null
  /** The seller allows automated valuations (here, a rent from leases) beside the listing. */
  allowEstimate: boolean
  modifiedAt: string | null
}

export type InvestmentFacts = {
  units: number | null
  costs: CostFacts
  subject: RentSubject
  rent: PanelRent
}

const cached = <T>(key: string[], query: () => Promise<T>) =>
  cachedRead(['investors', ...key], [TAGS.listings], () => query())

/** The leases of the feed, read once per sync for every page's estimate. */
const leases = () => cached(['leases'], async () => readLeases(await payloadClient()))

/**
 * A home's income and expense figures and the rent its panel starts from, read from the listing
 * tables (only the investment columns); the leases are read only when an estimate is needed and
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
    .select(columnsOf(L, INVESTMENT_COLUMNS))
    .from(L)
    .where(eq(L.ListingKey, listing.key))
    .limit(1)
  const read = row ? investmentFactsOf(row) : null
  if (!read) return null
  // Where the seller withholds the address, the page shows no place on the map: nor does the
  // estimate, which then compares the home with leases in its town (no distances to it).
  const subject: RentSubject = {
    ...read.subject,
    latitude: listing.latitude,
    longitude: listing.longitude,
  }
  const costs = read.cost
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
