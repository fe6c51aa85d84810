import { describe, expect, it } from 'vitest'

import { priceLadder } from './ladder'
import { computeNetSheet, lineCents, type NetSheetInputs } from './netSheet'

/** The worked example of docs/sellers-net-sheet.md. */
const SALE: NetSheetInputs = {
  price: 415_000,
  payoff: 210_000,
  listingPercent: 2.5,
  buyerAgentPercent: 2.5,
  closing: '2026-06-30',
  annualTax: 9_125,
  concessions: 5_000,
  attorney: 1_500,
  other: 0,
  reduced: false,
  nonResident: false,
  purchasePrice: 0,
  well: true,
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100)

describe('the net sheet', () => {
  it("charges the certificate's fee for how far ahead of the closing it is asked today", () => {
    // Sunday, November 29, 2026: business days are Monday to Friday.
    const today = '2026-11-29'
    const fee = (closing: string) =>
      dollars(lineCents(computeNetSheet({ ...SALE, closing }, today), 'certificate'))
    expect(fee('2026-12-02')).toBe(161) // Monday to Wednesday: 3 business days
    expect(fee('2026-12-03')).toBe(90) // 4 business days
    expect(fee('2026-12-11')).toBe(90) // Friday week: 10 business days
    expect(fee('2026-12-14')).toBe(45) // 11 business days, over a weekend
    // A sale looked back on was asked for in time.
    expect(fee('2026-06-30')).toBe(45)
  })

  it('lists every cost and what the seller walks away with', () => {
    const sheet = computeNetSheet(SALE)
    expect(Object.fromEntries(sheet.lines.map((l) => [l.key, dollars(l.cents)]))).toEqual({
      transferFee: 3_359,
      percentFee: 0,
      listing: 10_375,
      buyerAgent: 10_375,
      tax: 4_500, // 180 days of $25
      payoff: 210_000,
      attorney: 1_500,
      certificate: 45,
      well: 500,
      concessions: 5_000,
      other: 0,
      nonResident: 0,
    })
    expect(dollars(sheet.net)).toBe(169_346)
    expect(sheet.tax).toMatchObject({ billsDue: 2, buyerCredit: 6_250 })
  })

  it('names the law and the date of each fee set by law', () => {
    const sources = Object.fromEntries(computeNetSheet(SALE).lines.map((l) => [l.key, l.source]))
    expect(sources.transferFee).toEqual({ law: 'N.J.S.A. 46:15-7 et seq.', since: '2006-08-01' })
    expect(sources.percentFee).toEqual({ law: 'P.L.2025, c.69', since: '2025-07-10' })
    expect(sources.nonResident?.law).toBe('N.J.S.A. 54A:8-9')
    expect(sources.certificate?.law).toBe('N.J.A.C. 5:70-2.3')
    expect(sources.well?.law).toBe('N.J.S.A. 58:12A-27')
    const reduced = computeNetSheet({ ...SALE, reduced: true }).lines[0]!
    expect(reduced.source?.law).toBe('N.J.S.A. 46:15-10.1')
  })

  it('charges the reduced transfer fee to an owner who qualifies', () => {
    expect(dollars(lineCents(computeNetSheet({ ...SALE, reduced: true }), 'transferFee'))).toBe(
      1_559.5,
    )
  })

  it("adds a non-resident's estimated income tax, and no well test without a well", () => {
    const sheet = computeNetSheet({
      ...SALE,
      nonResident: true,
      purchasePrice: 300_000,
      well: false,
    })
    expect(dollars(lineCents(sheet, 'nonResident'))).toBe(12_362.5) // 10.75 % of $115,000
    expect(dollars(lineCents(sheet, 'well'))).toBe(0)
    expect(dollars(sheet.net)).toBe(169_346 + 500 - 12_362.5)
  })

  it('charges the percent fee above $1,000,000 on the whole price', () => {
    const sheet = computeNetSheet({ ...SALE, price: 1_250_000 })
    expect(dollars(lineCents(sheet, 'percentFee'))).toBe(12_500)
  })

  it('shows no amount for a line whose input is missing, and no net', () => {
    const { price: _price, ...rest } = SALE
    const sheet = computeNetSheet(rest)
    expect(lineCents(sheet, 'transferFee')).toBeNull()
    expect(lineCents(sheet, 'listing')).toBeNull()
    expect(dollars(lineCents(sheet, 'payoff'))).toBe(210_000)
    expect(sheet.net).toBeNull()
    expect(computeNetSheet({ ...SALE, closing: undefined }).tax).toBeNull()
    expect(computeNetSheet({ ...SALE, nonResident: true, purchasePrice: undefined }).net).toBeNull()
  })
})

describe('the price ladder', () => {
  it('shows the net at 5 % steps around the price, to the nearest $1,000', () => {
    expect(priceLadder(SALE).map((r) => [r.price, dollars(r.net), r.asked])).toEqual(
      [
        [374_000, 130_789.6],
        [394_000, 149_597.6],
        [415_000, 169_346, true],
        [436_000, 189_094.4],
        [457_000, 208_842.8],
      ].map(([p, n, asked = false]) => [p, n, asked]),
    )
  })

  it('marks the transfer fee cliff from $350,000 to $350,001', () => {
    const rows = priceLadder({ ...SALE, price: 360_000 })
    const at = (price: number) => rows.find((r) => r.price === price)!
    expect(at(350_001).cliff).toEqual({ fee: 'transferFee', jump: 63_480 })
    // A dollar more of price leaves the seller $633.86 less.
    expect(dollars(at(350_000).net - at(350_001).net)).toBe(633.86)
    expect(at(350_000).cliff).toBeUndefined()
  })

  it('marks the percent fee starting at $1,000,001', () => {
    const rows = priceLadder({ ...SALE, price: 1_050_000 })
    const cliff = rows.find((r) => r.cliff)!
    expect(cliff.price).toBe(1_000_001)
    expect(cliff.cliff).toEqual({ fee: 'percentFee', jump: 1_000_001 })
  })

  it('marks each step of the percent fee in range', () => {
    // From $2,475,000 to $3,025,000.
    const rows = priceLadder({ ...SALE, price: 2_750_000 })
    expect(rows.filter((r) => r.cliff).map((r) => [r.price, dollars(r.cliff!.jump)])).toEqual([
      [2_500_001, 12_500.03],
      [3_000_001, 15_000.03],
    ])
  })

  it('is empty when the net cannot be computed', () => {
    expect(priceLadder({ ...SALE, annualTax: undefined })).toEqual([])
  })
})
