import { describe, expect, it } from 'vitest'

import { prorateTax } from './proration'

// $7,300 a year: $20 a day in a 365-day year, $1,825 a quarterly bill.
const TAX = 7_300

describe("the seller's share of the year's property tax", () => {
  it.each([
    // closing, days from 1 January (the closing day is the buyer's), share, bills due by then
    ['2026-01-01', 0, 0, 0],
    ['2026-01-31', 30, 600, 0],
    ['2026-02-01', 31, 620, 1],
    ['2026-04-30', 119, 2_380, 1],
    ['2026-05-01', 120, 2_400, 2],
    ['2026-07-31', 211, 4_220, 2],
    ['2026-08-01', 212, 4_240, 3],
    ['2026-10-31', 303, 6_060, 3],
    ['2026-11-01', 304, 6_080, 4],
    ['2026-12-31', 364, 7_280, 4],
  ])('closing on %s: %i days, $%d, %i quarterly bills due', (closing, days, share, bills) => {
    const tax = prorateTax(TAX, closing)
    expect(tax.sellerDays).toBe(days)
    expect(tax.yearDays).toBe(365)
    expect(tax.sellerShare / 100).toBe(share)
    expect(tax.billsDue).toBe(bills)
    expect(tax.billed / 100).toBe(bills * 1_825)
  })

  it('settles the difference with the buyer at closing', () => {
    // 31 January: nothing billed yet, the seller credits the buyer 30 days.
    expect(prorateTax(TAX, '2026-01-31').buyerCredit / 100).toBe(-600)
    // 1 February: the first bill covers to 31 March, the buyer credits the seller the rest.
    expect(prorateTax(TAX, '2026-02-01').buyerCredit / 100).toBe(1_205)
    // 31 December: the year is billed, the buyer credits the seller its last day.
    expect(prorateTax(TAX, '2026-12-31').buyerCredit / 100).toBe(20)
  })

  it('counts 366 days in a leap year', () => {
    const leap = prorateTax(7_320, '2028-03-01')
    expect(leap.yearDays).toBe(366)
    expect(leap.sellerDays).toBe(60) // 31 January days and 29 February days
    expect(leap.sellerShare / 100).toBe(1_200)
    expect(prorateTax(7_320, '2028-12-31').sellerShare / 100).toBe(7_300)
  })

  it('rounds the share to the cent', () => {
    // $10,000 × 45 / 365 = $1,232.876…
    expect(prorateTax(10_000, '2026-02-15').sellerShare / 100).toBe(1_232.88)
  })
})
