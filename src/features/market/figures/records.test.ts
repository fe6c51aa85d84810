import { describe, expect, it } from 'vitest'

import { type ClosedRow, homeKind, saleRecordOf } from './records'

const row = (fields: Partial<ClosedRow> = {}): ClosedRow => ({
  ClosePrice: 450_000,
  CloseDate: '2026-10-30T00:00:00.000Z',
  ListPrice: 459_000,
  PurchaseContractDate: '2026-09-20T00:00:00.000Z',
  OnMarketDate: '2026-08-21T00:00:00.000Z',
  DaysOnMarket: 99,
  PropertyType: 'Residential',
  PropertySubType: 'SingleFamilyResidence',
  LivingArea: 2000,
  City: 'Andover',
  CountyOrParish: 'Sussex County',
  PostalCode: '07821-1234',
  ...fields,
})

describe('a closed listing as a sale', () => {
  it('counts days on market from listing to contract where the feed has the contract date', () => {
    expect(saleRecordOf(row())).toEqual({
      closed: '2026-10-30',
      price: 450_000,
      listPrice: 459_000,
      days: 30,
      daysToContract: true,
      kind: 'Single-family',
      sqft: 2000,
      city: 'Andover',
      county: 'Sussex',
      zip: '07821',
    })
  })

  it('counts to the close without a contract date, and takes the feed’s own count without a listing date', () => {
    expect(saleRecordOf(row({ PurchaseContractDate: null }))).toMatchObject({
      days: 70,
      daysToContract: false,
    })
    expect(saleRecordOf(row({ PurchaseContractDate: null, OnMarketDate: null }))?.days).toBe(99)
    expect(
      saleRecordOf(row({ OnMarketDate: null, PurchaseContractDate: null, DaysOnMarket: null }))
        ?.days,
    ).toBeNull()
  })

  it('leaves out a sale without a price, a close date or a town', () => {
    expect(saleRecordOf(row({ ClosePrice: null }))).toBeNull()
    expect(saleRecordOf(row({ ClosePrice: 0 }))).toBeNull()
    expect(saleRecordOf(row({ CloseDate: null }))).toBeNull()
    expect(saleRecordOf(row({ City: ' ' }))).toBeNull()
  })

  it('names the kinds of homes of the Market Composition', () => {
    expect(homeKind('Residential', 'Townhouse')).toBe('Townhouse')
    expect(homeKind('Residential', 'Condominium')).toBe('Condo')
    expect(homeKind('ResidentialIncome', 'Duplex')).toBe('Multi-family')
    expect(homeKind('Land', 'UnimprovedLand')).toBe('Land')
    expect(homeKind('Farm', 'Farm')).toBe('Farm')
    expect(homeKind('Residential', 'ManufacturedHome')).toBe('Other')
  })
})
