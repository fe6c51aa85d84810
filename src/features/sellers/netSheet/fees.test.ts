import { describe, expect, it } from 'vitest'

import { nonResidentEstimate, percentFee, transferFee } from './fees'

const dollars = (cents: number) => cents / 100

describe('realty transfer fee', () => {
  it.each([
    [350_000, 2_105],
    [1_000_000, 9_575],
    [2_000_000, 21_675],
  ])('matches the published total at $%i: $%i', (price, fee) => {
    expect(dollars(transferFee(price))).toBe(fee)
  })

  it.each([
    // Up to $350,000: $2.00, $3.35, $3.90 per $500.
    [150_000, 600],
    [150_001, 603.35],
    [200_000, 935],
    [200_001, 938.9],
    // Above $350,000, from the first dollar: $2.90, $4.25, $4.80, $5.30, $5.80, $6.05.
    [350_001, 2_739.8],
    [550_000, 4_655],
    [550_001, 4_660.3],
    [850_000, 7_835],
    [850_001, 7_840.8],
    [1_000_001, 9_581.05],
    [2_000_001, 21_681.05],
    [2_500_000, 27_725],
    [3_000_000, 33_775],
    [3_500_000, 39_825],
  ])('at the bracket edge $%i it is $%d', (price, fee) => {
    expect(dollars(transferFee(price))).toBe(fee)
  })

  it('publishes $21,675 at $2,000,000 without the percent fee, which is a fee of its own', () => {
    expect(dollars(transferFee(2_000_000) + percentFee(2_000_000))).toBe(41_675)
  })

  it('jumps about $635 from $350,000 to $350,001, when the second schedule applies', () => {
    expect(dollars(transferFee(350_001) - transferFee(350_000))).toBe(634.8)
  })

  it('counts a part of $500 as a whole $500', () => {
    expect(dollars(transferFee(100_000))).toBe(400)
    expect(dollars(transferFee(100_000.01))).toBe(402)
    expect(dollars(transferFee(100_499))).toBe(402)
    expect(dollars(transferFee(100_500))).toBe(402)
    expect(dollars(transferFee(100_501))).toBe(404)
    expect(dollars(transferFee(1))).toBe(2)
    expect(transferFee(0)).toBe(0)
  })

  it('uses the reduced schedule for a senior, blind or disabled owner-occupant', () => {
    // Up to $350,000: $0.50 to $150,000, then $1.25.
    expect(dollars(transferFee(150_000, true))).toBe(150)
    expect(dollars(transferFee(350_000, true))).toBe(650)
    // Above: $1.40 to $150,000, $2.15 to $550,000, $2.65 to $850,000, $3.15 to $1,000,000, $3.40.
    expect(dollars(transferFee(350_001, true))).toBe(1_282.15)
    expect(dollars(transferFee(550_000, true))).toBe(2_140)
    expect(dollars(transferFee(850_000, true))).toBe(3_730)
    expect(dollars(transferFee(1_000_000, true))).toBe(4_675)
    expect(dollars(transferFee(2_000_000, true))).toBe(11_475)
  })
})

describe('graduated percent fee', () => {
  it.each([
    [999_999, 0],
    [1_000_000, 0],
    [1_000_001, 10_000.01],
    [2_000_000, 20_000],
    [2_000_001, 40_000.02],
    [2_500_000, 50_000],
    // 2.5 % of $2,500,001 is $62,500.025: half a cent rounds up.
    [2_500_001, 62_500.03],
    [3_000_000, 75_000],
    [3_000_001, 90_000.03],
    [3_500_000, 105_000],
    [3_500_001, 122_500.04],
    [5_000_000, 175_000],
  ])('on the whole price: $%i pays $%d', (price, fee) => {
    expect(dollars(percentFee(price))).toBe(fee)
  })
})

describe("a non-resident seller's estimated income tax", () => {
  it('is 2 % of the price when that is greater than 10.75 % of the gain', () => {
    // Gain $65,000 → $6,987.50; 2 % of $415,000 → $8,300.
    expect(dollars(nonResidentEstimate(415_000, 350_000))).toBe(8_300)
  })

  it('is 10.75 % of the gain when that is greater', () => {
    // Gain $215,000 → $23,112.50; 2 % → $8,300.
    expect(dollars(nonResidentEstimate(415_000, 200_000))).toBe(23_112.5)
  })

  it('is 2 % of the price after a loss', () => {
    expect(dollars(nonResidentEstimate(415_000, 500_000))).toBe(8_300)
  })

  it('is the same either way where the two meet', () => {
    // 10.75 % × gain = 2 % × price when the gain is 18.6 % of the price.
    expect(dollars(nonResidentEstimate(1_075_000, 875_000))).toBe(21_500)
  })
})
