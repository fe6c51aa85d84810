import { and, gte, inArray, isNotNull, or } from 'drizzle-orm'

import { LEASE_TYPES, listingDb } from '@/lib/db/listings'
import type { Payload } from 'payload'

/** How far back a lease counts as a comparable rent. */
export const LEASE_MONTHS = 24
const MONTH = 30.4375 * 24 * 3600 * 1000

/**
 * What a rental is, for comparing rents: a house, an attached home (townhouse, condominium) or a
 * unit in a building of several (apartment, duplex…). A house is compared with houses only.
 */
export type RentKind = 'house' | 'attached' | 'unit'

const ATTACHED = /townho|condo|co-?op|twin|row/i
const UNIT = /apartment|duplex|triplex|quadruplex|multi|flat|unit|stock ?cooperative/i

export function rentKind(propertySubType: string | null | undefined): RentKind {
  if (!propertySubType) return 'house'
  if (ATTACHED.test(propertySubType)) return 'attached'
  if (UNIT.test(propertySubType)) return 'unit'
  return 'house'
}

/** One lease of the feed, as a comparable rent: the monthly rent it closed at (or asks). */
export type Lease = {
  key: string
  kind: RentKind
  beds: number
  /** Per month: the close price of a closed lease, else its asking rent. */
  rent: number
  /** When it was let (close date) or offered (on-market date). */
  date: string
  closed: boolean
  latitude: number | null
  longitude: number | null
  city: string | null
  county: string | null
  /** The street line when the listing lets it be shown, else null. */
  street: string | null
}

const num = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/** The feed's leases of the last two years with a rent and a bedroom count. */
export async function readLeases(payload: Payload, now = Date.now()): Promise<Lease[]> {
  const db = listingDb(payload)
  const L = db.listings
  const since = new Date(now - LEASE_MONTHS * MONTH).toISOString()
  const rows = await db.drizzle
    .select({
      key: L.ListingKey,
      subType: L.PropertySubType,
      beds: L.BedroomsTotal,
      status: L.StandardStatus,
      closePrice: L.ClosePrice,
      listPrice: L.ListPrice,
      closeDate: L.CloseDate,
      onMarketDate: L.OnMarketDate,
      latitude: L.Latitude,
      longitude: L.Longitude,
      city: L.City,
      county: L.CountyOrParish,
      unparsed: L.UnparsedAddress,
      addressShown: L.InternetAddressDisplayYN,
    })
    .from(L)
    .where(
      and(
        inArray(L.PropertyType, [...LEASE_TYPES]),
        isNotNull(L.BedroomsTotal),
        or(gte(L.CloseDate, since), gte(L.OnMarketDate, since)),
      ),
    )
  const leases: Lease[] = []
  for (const row of rows) {
    const closed = row.status === 'Closed'
    const rent = num(closed ? row.closePrice : row.listPrice) ?? num(row.listPrice)
    const beds = num(row.beds)
    const date = (closed ? row.closeDate : row.onMarketDate) ?? row.onMarketDate
    if (!rent || rent <= 0 || beds === null || !date) continue
    const shown = row.addressShown !== false && (row.addressShown as unknown) !== 0
    leases.push({
      key: row.key,
      kind: rentKind(row.subType),
      beds,
      rent,
      date: new Date(date).toISOString(),
      closed,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      city: row.city,
      county: row.county,
      street: shown ? (row.unparsed?.split(',')[0]?.trim() ?? null) : null,
    })
  }
  return leases
}
