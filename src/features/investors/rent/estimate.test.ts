import { describe, expect, it } from 'vitest'

import { estimateRent, LeaseIndex, type RentSubject, unitGroups, unitsOf } from './estimate'
import { rentBeforeLeases } from './rule'
import type { Lease } from './leases'

const NOW = Date.parse('2026-11-01T00:00:00Z')
// Newton, NJ; 0.01° of latitude is about 0.69 mile.
const HERE: [number, number] = [41.058, -74.753]
const lease = (key: string, rent: number, north: number, over: Partial<Lease> = {}): Lease => ({
  key,
  kind: 'house',
  beds: 3,
  rent,
  date: '2026-06-01T00:00:00.000Z',
  closed: true,
  latitude: HERE[0] + north,
  longitude: HERE[1],
  city: 'Newton',
  county: 'Sussex',
  street: `${key} Main St`,
  ...over,
})
const house: RentSubject = {
  propertySubType: 'SingleFamilyResidence',
  beds: 3,
  units: 1,
  latitude: HERE[0],
  longitude: HERE[1],
  city: 'Newton',
  county: 'Sussex',
  unitTypes: null,
  grossScheduledIncome: null,
  totalActualRent: null,
  grossIncome: null,
}

describe('a rent estimate from comparable leases', () => {
  it('takes the median of alike leases within the first radius that holds three, nearest first', () => {
    const leases = [
      lease('a', 2400, 0.005),
      lease('b', 2600, 0.01),
      lease('c', 3000, 0.012),
      lease('far', 9000, 0.1), // about 7 miles: not needed
      lease('two-beds', 1500, 0.001, { beds: 2 }),
      lease('condo', 1800, 0.001, { kind: 'attached' }),
      lease('old', 1000, 0.001, { date: '2024-01-01T00:00:00.000Z' }),
    ]
    const estimate = estimateRent(house, leases, NOW)
    expect(estimate.kind).toBe('leases')
    if (estimate.kind !== 'leases') return
    expect(estimate.monthly).toBe(2600)
    expect([estimate.low, estimate.high]).toEqual([2400, 3000])
    expect(estimate.groups[0]!.comparables.map((c) => c.key)).toEqual(['a', 'b', 'c'])
    expect(estimate.groups[0]!.radius).toBe(1)
  })

  it('widens to 5 miles when nearer leases are too few, and gives no number beyond 10', () => {
    const wide = estimateRent(
      house,
      [lease('a', 2400, 0.005), lease('b', 2500, 0.04), lease('c', 2700, 0.05)],
      NOW,
    )
    expect(wide.kind === 'leases' && wide.groups[0]!.radius).toBe(5)
    const none = estimateRent(house, [lease('a', 2400, 0.005), lease('b', 2500, 0.2)], NOW)
    expect(none).toEqual({ kind: 'none', beds: 3, found: 1 })
  })

  it('prefers the listing’s own figures over any estimate', () => {
    const building = { ...house, units: 2, grossScheduledIncome: 60_000 }
    expect(estimateRent(building, [], NOW)).toEqual({
      kind: 'listing',
      monthly: 5000,
      from: 'GrossScheduledIncome',
    })
  })

  it('adds up a building’s unit types, each from leases of units like it', () => {
    const unit = (key: string, rent: number, beds: number) =>
      lease(key, rent, 0.001, { kind: 'unit', beds })
    const building = {
      ...house,
      propertySubType: 'Triplex',
      units: 3,
      unitTypes: [
        { beds: 1, units: 2, actualRent: null, proFormaRent: null },
        { beds: 2, units: 1, actualRent: null, proFormaRent: null },
      ],
    }
    const leases = [
      unit('1a', 1200, 1),
      unit('1b', 1300, 1),
      unit('1c', 1400, 1),
      unit('2a', 1700, 2),
      unit('2b', 1800, 2),
      unit('2c', 1900, 2),
    ]
    const estimate = estimateRent(building, leases, NOW)
    expect(estimate.kind === 'leases' && [estimate.monthly, estimate.low, estimate.high]).toEqual([
      2 * 1300 + 1800,
      2 * 1200 + 1700,
      2 * 1400 + 1900,
    ])
  })

  it('counts a building’s units from its sub type when the listing gives no number', () => {
    expect(unitsOf({ units: null, propertySubType: 'Duplex' })).toBe(2)
    expect(unitsOf({ units: null, propertySubType: 'Quadruplex' })).toBe(4)
    expect(unitsOf({ units: 3, propertySubType: 'Duplex' })).toBe(3)
    expect(unitsOf({ units: null, propertySubType: 'SingleFamilyResidence' })).toBe(1)
    // A duplex of four bedrooms in all: two units of two, compared with units, not with houses.
    expect(unitGroups({ ...house, propertySubType: 'Duplex', beds: 4, units: null })).toEqual([
      { beds: 2, units: 2, kind: 'unit' },
    ])
  })

  it('gives the same estimate from leases grouped once for many homes', () => {
    const leases = [
      lease('a', 2400, 0.005),
      lease('b', 2600, 0.01),
      lease('c', 3000, 0.012),
      lease('d', 2500, 0.03),
      lease('old', 1000, 0.001, { date: '2024-01-01T00:00:00.000Z' }),
      lease('unit', 1500, 0.001, { kind: 'unit', beds: 2 }),
      lease('nowhere', 2000, 0, { latitude: null, longitude: null }),
    ]
    const index = new LeaseIndex(leases, NOW)
    for (const subject of [
      house,
      { ...house, latitude: HERE[0] + 0.03 },
      { ...house, latitude: null, longitude: null },
      { ...house, propertySubType: 'Duplex', units: 2, beds: 4 },
    ])
      expect(estimateRent(subject, index)).toEqual(estimateRent(subject, leases, NOW))
  })
})

describe('the rent shown where the seller allows no automated valuation', () => {
  it('is still the listing’s own figure, since nothing is estimated', () => {
    const stated = { ...house, totalActualRent: 2600 }
    expect(rentBeforeLeases(stated, false)).toEqual({
      kind: 'listing',
      monthly: 2600,
      from: 'TotalActualRent',
    })
  })

  it('is none at all when the listing states no rent', () => {
    expect(rentBeforeLeases(house, false)).toEqual({
      kind: 'none',
      reason: 'withheld',
      beds: 3,
      found: 0,
    })
    // Where the seller allows it, the estimate from leases is the next step.
    expect(rentBeforeLeases(house, true)).toBeNull()
  })
})
