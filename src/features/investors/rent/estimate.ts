import { unitCount } from '@/features/listings/units'

import { LEASE_MONTHS, rentKind, type Lease, type RentKind } from './leases'

/** The fewest comparable leases an estimate stands on, and the most it shows. */
export const MIN_LEASES = 3
export const MAX_LEASES = 6
/** How far the search for comparable leases widens, in miles, before it gives up. */
export const LEASE_RADII = [1, 2, 5, 10] as const

/** One unit type of a building: how many units, their bedrooms, and the rents the listing states. */
export type UnitTypeFacts = {
  beds: number | null
  units: number | null
  actualRent: number | null
  proFormaRent: number | null
}

/** What the rent of a home for sale is worked out from. */
export type RentSubject = {
  propertySubType: string | null
  beds: number | null
  units: number | null
  latitude: number | null
  longitude: number | null
  city: string | null
  county: string | null
  unitTypes: UnitTypeFacts[] | null
  /** The listing's own income figures, yearly except where said. */
  grossScheduledIncome: number | null
  /** Monthly, all units. */
  totalActualRent: number | null
  grossIncome: number | null
}

export type RentComparable = Lease & { miles: number | null }

/** The rents of one group of alike units (the whole home, or one unit type of a building). */
export type RentGroup = {
  beds: number
  kind: RentKind
  units: number
  /** Per unit and month: the median of the comparables, and their lowest and highest. */
  rent: number
  low: number
  high: number
  comparables: RentComparable[]
  /** How far the search went, in miles, or null when it matched by town. */
  radius: number | null
}

export type RentEstimate =
  | {
      kind: 'listing'
      /** Gross scheduled rent per month, all units. */
      monthly: number
      /** Which of the listing's figures it is. */
      from: 'GrossScheduledIncome' | 'TotalActualRent' | 'UnitTypeActualRent' | 'GrossIncome'
    }
  | { kind: 'leases'; monthly: number; low: number; high: number; groups: RentGroup[] }
  /** Not enough comparable leases for some group of units: no number. */
  | { kind: 'none'; beds: number | null; found: number }

const MILE = 1.609344
/** Great-circle distance in miles. */
export function milesBetween(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180
  const dLat = (b[0] - a[0]) * rad
  const dLng = (b[1] - a[1]) * rad
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2
  return (2 * 6371 * Math.asin(Math.sqrt(h))) / MILE
}

const median = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** The listing's own rent, per month, when it states one: the figure it states, named. */
export function reportedRent(s: RentSubject): Extract<RentEstimate, { kind: 'listing' }> | null {
  if (s.grossScheduledIncome && s.grossScheduledIncome > 0)
    return { kind: 'listing', monthly: s.grossScheduledIncome / 12, from: 'GrossScheduledIncome' }
  if (s.totalActualRent && s.totalActualRent > 0)
    return { kind: 'listing', monthly: s.totalActualRent, from: 'TotalActualRent' }
  const types = s.unitTypes ?? []
  if (types.length && types.every((t) => t.actualRent && t.actualRent > 0))
    return {
      kind: 'listing',
      monthly: types.reduce((sum, t) => sum + t.actualRent! * Math.max(1, t.units ?? 1), 0),
      from: 'UnitTypeActualRent',
    }
  if (s.grossIncome && s.grossIncome > 0)
    return { kind: 'listing', monthly: s.grossIncome / 12, from: 'GrossIncome' }
  return null
}

/** How many units a home has, as the listings count them (`unitCount`). */
export const unitsOf = (s: Pick<RentSubject, 'units' | 'propertySubType'>): number =>
  unitCount(s.units, s.propertySubType)

/**
 * The groups of alike units to find rents for: a building's unit types when the listing gives
 * them; else a building of N units (unitsOf) with its bedrooms shared evenly; else the home
 * itself.
 */
export function unitGroups(
  s: RentSubject,
): { beds: number | null; units: number; kind: RentKind }[] {
  const units = unitsOf(s)
  const types = (s.unitTypes ?? []).filter((t) => t.beds !== null)
  if (types.length)
    return types.map((t) => ({ beds: t.beds, units: Math.max(1, t.units ?? 1), kind: 'unit' }))
  if (units > 1)
    return [
      {
        beds: s.beds === null ? null : Math.max(0, Math.round(s.beds / units)),
        units,
        kind: 'unit',
      },
    ]
  return [{ beds: s.beds, units: 1, kind: rentKind(s.propertySubType) }]
}

const MONTH = 30.4375 * 24 * 3600 * 1000
const DEGREE_MILES = 69.17
type Dated = { lease: Lease; time: number }

/**
 * The leases of the last two years before `now`, grouped by kind and bedrooms, those with a place
 * on the map sorted by latitude: built once, it serves every estimate of a run (the columns worked
 * out after a sync estimate thousands of homes against thousands of leases), each reading only the
 * leases of its own kind and bedrooms, and of those only the ones in its band of latitude.
 */
export class LeaseIndex {
  private readonly groups = new Map<string, { all: Dated[]; placed: Dated[] }>()

  constructor(
    leases: readonly Lease[],
    readonly now = Date.now(),
  ) {
    const since = now - LEASE_MONTHS * MONTH
    for (const lease of leases) {
      const time = Date.parse(lease.date)
      if (!(time >= since)) continue
      const key = `${lease.kind}:${lease.beds}`
      let group = this.groups.get(key)
      if (!group) this.groups.set(key, (group = { all: [], placed: [] }))
      group.all.push({ lease, time })
      if (lease.latitude !== null && lease.longitude !== null) group.placed.push({ lease, time })
    }
    for (const group of this.groups.values())
      group.placed.sort((a, b) => a.lease.latitude! - b.lease.latitude!)
  }

  /** The leases of this kind and bedroom count, with when each was let or offered. */
  alike(kind: RentKind, beds: number): readonly Dated[] {
    return this.groups.get(`${kind}:${beds}`)?.all ?? []
  }

  /** Those of them with a place on the map between two latitudes. */
  band(kind: RentKind, beds: number, south: number, north: number): readonly Dated[] {
    const placed = this.groups.get(`${kind}:${beds}`)?.placed ?? []
    const first = (latitude: number) => {
      let [low, high] = [0, placed.length]
      while (low < high) {
        const mid = (low + high) >> 1
        if (placed[mid]!.lease.latitude! < latitude) low = mid + 1
        else high = mid
      }
      return low
    }
    return placed.slice(first(south), first(north + 1e-9))
  }
}

/**
 * Comparable leases for one group: the same kind and bedrooms, let or offered in the last two
 * years, within 1 mile, else 2, 5 or 10 (the first radius that holds three); without a place on
 * the map, in the same town, else the same county. Nearest first, the more recent first among
 * alike distances (to a tenth of a mile); at most six.
 */
export function comparableLeases(
  group: { beds: number; kind: RentKind },
  s: Pick<RentSubject, 'latitude' | 'longitude' | 'city' | 'county'>,
  leases: readonly Lease[] | LeaseIndex,
  now = Date.now(),
): { comparables: RentComparable[]; radius: number | null; found: number } {
  const index = leases instanceof LeaseIndex ? leases : new LeaseIndex(leases, now)
  const alike = index.alike(group.kind, group.beds)
  const order = (a: Dated & { miles: number | null }, b: Dated & { miles: number | null }) =>
    Math.round((a.miles ?? 0) * 10) - Math.round((b.miles ?? 0) * 10) || b.time - a.time
  const comparable = (d: Dated & { miles: number | null }): RentComparable => ({
    ...d.lease,
    miles: d.miles,
  })
  if (s.latitude !== null && s.longitude !== null) {
    const here: [number, number] = [s.latitude, s.longitude]
    // Only the leases inside the widest radius's box are measured; each radius counts its own.
    const widest = LEASE_RADII[LEASE_RADII.length - 1]!
    const dLat = widest / DEGREE_MILES
    const dLng = widest / (DEGREE_MILES * Math.max(0.1, Math.cos((here[0] * Math.PI) / 180)))
    const near: (Dated & { miles: number })[] = []
    const counts = LEASE_RADII.map(() => 0)
    for (const d of index.band(group.kind, group.beds, here[0] - dLat, here[0] + dLat)) {
      if (Math.abs(d.lease.longitude! - here[1]) > dLng) continue
      const miles = milesBetween(here, [d.lease.latitude!, d.lease.longitude!])
      if (miles > widest) continue
      near.push({ ...d, miles })
      for (const [i, radius] of LEASE_RADII.entries()) if (miles <= radius) counts[i]!++
    }
    let found = 0
    for (const [i, radius] of LEASE_RADII.entries()) {
      found = counts[i]!
      if (found >= MIN_LEASES) {
        const within = near.filter((d) => d.miles <= radius).sort(order)
        return { comparables: within.slice(0, MAX_LEASES).map(comparable), radius, found }
      }
    }
    return { comparables: [], radius: null, found }
  }
  for (const same of [
    (l: Lease) => Boolean(s.city) && l.city === s.city,
    (l: Lease) => Boolean(s.county) && l.county === s.county,
  ]) {
    const within = alike
      .filter((d) => same(d.lease))
      .map((d) => ({ ...d, miles: null }))
      .sort(order)
    if (within.length >= MIN_LEASES)
      return {
        comparables: within.slice(0, MAX_LEASES).map(comparable),
        radius: null,
        found: within.length,
      }
  }
  return {
    comparables: [],
    radius: null,
    found: alike.filter((d) => d.lease.county === s.county).length,
  }
}

/**
 * The home's gross rent per month: the listing's own figures when it states them; else the
 * median rent of comparable leases for each group of alike units, times their number, with the
 * range from the lowest to the highest comparable; else no number. `leases` is the feed's leases,
 * or a LeaseIndex of them for many homes at once (its own `now` then counts).
 */
export function estimateRent(
  s: RentSubject,
  leases: readonly Lease[] | LeaseIndex,
  now = Date.now(),
): RentEstimate {
  const reported = reportedRent(s)
  if (reported) return reported
  const index = leases instanceof LeaseIndex ? leases : new LeaseIndex(leases, now)
  const groups: RentGroup[] = []
  for (const g of unitGroups(s)) {
    if (g.beds === null) return { kind: 'none', beds: null, found: 0 }
    const { comparables, radius, found } = comparableLeases(
      { beds: g.beds, kind: g.kind },
      s,
      index,
    )
    if (comparables.length < MIN_LEASES) return { kind: 'none', beds: g.beds, found }
    const rents = comparables.map((c) => c.rent)
    groups.push({
      beds: g.beds,
      kind: g.kind,
      units: g.units,
      rent: median(rents),
      low: Math.min(...rents),
      high: Math.max(...rents),
      comparables,
      radius,
    })
  }
  const sum = (pick: (g: RentGroup) => number) => groups.reduce((t, g) => t + pick(g) * g.units, 0)
  return {
    kind: 'leases',
    monthly: sum((g) => g.rent),
    low: sum((g) => g.low),
    high: sum((g) => g.high),
    groups,
  }
}
