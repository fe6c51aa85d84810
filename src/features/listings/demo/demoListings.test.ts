import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { AREAS } from '@/lib/areas'

import { SHOWN_STATUSES, toListingRow } from '../sync/record'
import { demoListings } from './demoListings'
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
})
