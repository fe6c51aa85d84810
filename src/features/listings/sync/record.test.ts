import { describe, expect, it } from 'vitest'

import { toListingView } from '../read/view'
import { toListingRow } from './record'

const record = {
  ListingKey: 'k1',
  ListingId: 'GS123',
  StandardStatus: 'Active',
  ListPrice: '425000',
  UnparsedAddress: '12 Lake Shore Dr, Andover, NJ 07821',
  City: 'Andover',
  StateOrProvince: 'NJ',
  PostalCode: '07821',
  Latitude: 40.98,
  Longitude: -74.74,
  WaterSource: ['Well', 'Cistern'],
  BuyerAgencyCompensation: '2.5%',
  PrivateRemarks: 'Lockbox on the side door',
}

describe('a feed record as a listing', () => {
  it('keeps the typed fields, joins multi-valued ones and makes the address slug', () => {
    const row = toListingRow(record)!
    expect(row).toMatchObject({ ListPrice: 425_000, WaterSource: 'Well, Cistern', shown: true })
    expect(row.slug).toBe('12-lake-shore-dr-andover-nj-07821')
  })

  it('never shows a listing whose seller withheld it from the internet, or a status not for sale', () => {
    expect(toListingRow({ ...record, InternetEntireListingDisplayYN: false })!.shown).toBe(false)
    expect(toListingRow({ ...record, StandardStatus: 'Hold' })!.shown).toBe(false)
    expect(toListingRow({ ...record, MlgCanView: false })!.shown).toBe(false)
    expect(toListingRow({ ListPrice: 1 })).toBeNull() // no key to file it under
  })

  it('shows a withheld address as the town only, without a map position', () => {
    const row = toListingRow({ ...record, InternetAddressDisplayYN: false })!
    expect(row.slug).toBe('andover-nj-07821')
    const view = toListingView(row)
    expect(view).toMatchObject({ street: null, latitude: null, longitude: null, city: 'Andover' })
  })

  it('gives a page only the allowed fields, whatever else the feed sends', () => {
    const view = JSON.stringify(toListingView(toListingRow(record)!))
    expect(view).not.toContain('Lockbox')
    expect(view).not.toContain('2.5%')
  })
})
