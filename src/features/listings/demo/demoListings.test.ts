import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { AREAS } from '@/lib/areas'

import { SHOWN_STATUSES, toListingRow } from '../sync/record'
import { demoListings } from './demoListings'
import { WORKED_EXAMPLE_KEY } from './income'
import { DEMO_TOWNS } from './towns'

const now = new Date('2026-11-23T15:00:00Z')

describe('the demo inventory', () => {
  const records = demoListings(now)
  const rows = records.map((r) => toListingRow(r)!)

  it('has about 150 shown homes, the same on every machine', () => {
    expect(records.length).toBeGreaterThanOrEqual(140)
    expect(records.length).toBeLessThanOrEqual(160)
    expect(JSON.stringify(demoListings(now))).toBe(JSON.stringify(records))
    expect(
      rows.every((row) => row.shown && SHOWN_STATUSES.includes(row.StandardStatus as never)),
    ).toBe(true)
    expect(new Set(rows.map((r) => r.slug)).size).toBeGreaterThan(records.length * 0.9)
  })

  it('covers every service area: each town area and both counties', () => {
    for (const area of AREAS) {
      const found = area.slug.endsWith('-county')
        ? rows.filter((r) => r.CountyOrParish === area.county)
        : rows.filter((r) => r.City === area.name)
      expect(found.length, area.name).toBeGreaterThanOrEqual(10)
    }
    expect(new Set(rows.map((r) => r.City))).toEqual(new Set(DEMO_TOWNS.map((t) => t.city)))
  })

  it('gives each home plausible figures and photos from the committed artwork', () => {
    for (const row of rows) {
      expect(row.ListPrice).toBeGreaterThan(50_000)
      expect(row.TaxAnnualAmount! / row.ListPrice!).toBeGreaterThan(0.015)
      expect(row.ListOfficeName).toBeTruthy()
    }
    for (const record of records) {
      const media = record.Media as { MediaURL: string; Order: number }[]
      expect(media.length).toBeGreaterThanOrEqual(2)
      for (const photo of media)
        expect(fs.existsSync(path.join('public', photo.MediaURL)), photo.MediaURL).toBe(true)
    }
  })

  it('has about 20 small buildings for investors across the towns, with their units', () => {
    const buildings = rows.filter((r) => r.PropertyType === 'ResidentialIncome')
    expect(buildings.length).toBeGreaterThanOrEqual(18)
    expect(buildings.length).toBeLessThanOrEqual(24)
    expect(new Set(buildings.map((r) => r.PropertySubType))).toEqual(
      new Set(['Duplex', 'Triplex', 'Quadruplex']),
    )
    expect(new Set(buildings.map((r) => r.City)).size).toBeGreaterThanOrEqual(8)
    for (const r of buildings) {
      const units = { Duplex: 2, Triplex: 3, Quadruplex: 4 }[r.PropertySubType!]
      expect(r.NumberOfUnitsTotal, r.ListingKey).toBe(units)
      expect(r.NumberOfUnitsLeased).toBeGreaterThanOrEqual(0)
      expect(r.NumberOfUnitsLeased).toBeLessThanOrEqual(units!)
      // Unit types, when given, add up to the building.
      if (r.UnitTypes) expect(r.UnitTypes.reduce((n, t) => n + t.units!, 0)).toBe(units)
    }
  })

  it('mixes buildings with their whole income statement, a rent roll only, and nothing', () => {
    const buildings = rows.filter((r) => r.PropertyType === 'ResidentialIncome')
    const statements = buildings.filter((r) => r.GrossScheduledIncome !== null)
    const rollsOnly = buildings.filter((r) => r.UnitTypes && r.GrossScheduledIncome === null)
    const nothing = buildings.filter((r) => !r.UnitTypes && r.GrossScheduledIncome === null)
    for (const group of [statements, rollsOnly, nothing])
      expect(group.length).toBeGreaterThanOrEqual(4)
    // A unit type without its rent (a vacant unit) is among the rent rolls.
    expect(rollsOnly.some((r) => r.UnitTypes!.some((t) => t.actualRent === null))).toBe(true)
    for (const r of statements) {
      const rents = r.UnitTypes!.reduce((sum, t) => sum + t.actualRent! * t.units!, 0)
      expect(r.GrossScheduledIncome).toBe(rents * 12)
      expect(r.VacancyAllowanceRate).toBeGreaterThanOrEqual(3)
      expect(r.VacancyAllowanceRate).toBeLessThanOrEqual(5)
      const expenses = [
        r.TaxAnnualAmount,
        r.InsuranceExpense,
        r.MaintenanceExpense,
        r.WaterSewerExpense,
        r.FuelExpense ?? 0,
      ]
      expect(r.OperatingExpense).toBeCloseTo(
        expenses.reduce((a, b) => a! + b!, 0)!,
        6,
      )
      expect(r.NetOperatingIncome).toBe(
        Math.round(
          r.GrossScheduledIncome! * (1 - r.VacancyAllowanceRate! / 100) - r.OperatingExpense!,
        ),
      )
      expect(r.TenantPays).toContain('Electricity')
      expect(r.FinancialDataSource).toBeTruthy()
    }
  })

  it('lets each unit at a rent usual here for its bedrooms', () => {
    const usual: Record<number, [number, number]> = {
      1: [1150, 1900],
      2: [1500, 2500],
      3: [1950, 3100],
    }
    for (const r of rows)
      for (const t of r.UnitTypes ?? []) {
        if (t.actualRent === null) continue
        expect(t.actualRent, r.ListingKey).toBeGreaterThanOrEqual(usual[t.beds!]![0])
        expect(t.actualRent, r.ListingKey).toBeLessThanOrEqual(usual[t.beds!]![1])
      }
  })

  it('holds the worked example of the investors’ guide, the same on every install', () => {
    const example = (at: Date) => {
      const { source: _source, ...row } = toListingRow(
        demoListings(at).find((r) => r.ListingKey === WORKED_EXAMPLE_KEY)!,
      )!
      return row
    }
    const row = example(now)
    expect(row).toMatchObject({
      ListingId: 'DEMOMF01',
      UnparsedAddress: '118 Church St, Newton, NJ 07860',
      PropertySubType: 'Triplex',
      ListPrice: 435_000,
      TaxAnnualAmount: 10_440,
      NumberOfUnitsTotal: 3,
      GrossScheduledIncome: 58_200,
      VacancyAllowanceRate: 5,
      InsuranceExpense: 4200,
      MaintenanceExpense: 3492,
      WaterSewerExpense: 2160,
      FuelExpense: 2400,
      ProfessionalManagementExpense: null,
      shown: true,
    })
    const later = example(new Date('2027-06-01T12:00:00Z'))
    const undated = (r: typeof row) =>
      Object.fromEntries(Object.entries(r).filter(([name]) => !/Date|Timestamp/.test(name)))
    expect(undated(later)).toEqual(undated(row))
    expect(
      JSON.stringify(demoListings(now, 7).find((r) => r.ListingKey === WORKED_EXAMPLE_KEY)),
    ).toBe(JSON.stringify(records.find((r) => r.ListingKey === WORKED_EXAMPLE_KEY)))
  })
})
