import { describe, expect, it } from 'vitest'

import { roundHalfAwayFromZero, roundMoney } from '@/lib/round'

import { type Assumptions, INVESTOR_DEFAULTS, investmentFigures } from './numbers'

// The worked example of docs/investors.md: the demo triplex at 118 Church St, Newton (DEMOMF01,
// demo/income.ts), with the assumptions its listing gives (defaults.test.ts makes them from it).
const PRICE = 435_000
const EXAMPLE: Assumptions = {
  rent: 4850, // 1,900 + 2 × 1,475: its gross scheduled income of 58,200 a year, a twelfth
  vacancy: 5,
  tax: 10_440,
  insurance: 4200,
  maintenance: 6, // its 3,492 a year of upkeep is 6 % of 58,200
  management: 8, // it states no manager's fee: the default
  utilities: 380, // water and sewer 2,160 and oil heat 2,400 a year, a twelfth
  hoa: 0,
  down: 25,
  closing: 3,
  rate: 6.875,
  term: 30,
}
const f = investmentFigures(PRICE, EXAMPLE)
const cents = roundMoney
const percent = (x: number | null) => (x === null ? null : roundHalfAwayFromZero(x, 2))

describe('the investment figures, line by line as docs/investors.md works them', () => {
  it('gross rent, vacancy and effective gross income', () => {
    expect(f.grossAnnualRent).toBe(58_200) // 4,850 × 12
    expect(cents(f.vacancyLoss)).toBe(2910) // 5 % of 58,200
    expect(cents(f.effectiveGrossIncome)).toBe(55_290) // 58,200 − 2,910
  })

  it('each operating expense, and their sum', () => {
    expect(f.expenses.tax).toBe(10_440)
    expect(f.expenses.insurance).toBe(4200)
    expect(cents(f.expenses.maintenance)).toBe(3492) // 6 % of the gross rent
    expect(cents(f.expenses.management)).toBe(4423.2) // 8 % of the rent collected, 55,290
    expect(f.expenses.utilities).toBe(4560) // 380 × 12
    expect(f.expenses.hoa).toBe(0)
    expect(cents(f.operatingExpenses)).toBe(27_115.2)
  })

  it('net operating income, cap rate and gross yield', () => {
    expect(cents(f.netOperatingIncome)).toBe(28_174.8) // 55,290 − 27,115.20
    expect(percent(f.capRate)).toBe(6.48) // 28,174.80 ÷ 435,000
    expect(percent(f.grossYield)).toBe(13.38) // 58,200 ÷ 435,000
  })

  it('the loan, its monthly payment and the yearly debt service', () => {
    expect(f.loanAmount).toBe(326_250) // 435,000 − 25 % down (108,750)
    // 326,250 × r ÷ (1 − (1 + r)^−360), r = 6.875 % ÷ 12
    expect(cents(f.monthlyDebtService)).toBe(2143.23)
    expect(cents(f.annualDebtService)).toBe(25_718.76)
  })

  it('cash flow, cash invested, cash-on-cash return and debt service coverage', () => {
    expect(cents(f.annualCashFlow)).toBe(2456.04) // 28,174.80 − 25,718.76
    expect(cents(f.monthlyCashFlow)).toBe(204.67)
    expect(f.cashInvested).toBe(121_800) // 108,750 down + 13,050 closing costs (3 %)
    expect(percent(f.cashOnCash)).toBe(2.02) // 2,456.04 ÷ 121,800
    expect(roundHalfAwayFromZero(f.debtServiceCoverage!, 2)).toBe(1.1) // 28,174.80 ÷ 25,718.76
  })

  it('gives the listing’s own NOI to a visitor who would manage the building himself', () => {
    const self = investmentFigures(PRICE, { ...EXAMPLE, management: 0 })
    expect(cents(self.netOperatingIncome)).toBe(32_598) // the listing's NetOperatingIncome
    expect(percent(self.capRate)).toBe(7.49)
    expect(cents(self.monthlyCashFlow)).toBe(573.27)
  })

  it('names no figure it cannot work out: no price, no loan, nothing invested', () => {
    const free = investmentFigures(0, EXAMPLE)
    expect([free.capRate, free.grossYield, free.cashOnCash]).toEqual([null, null, null])
    const cash = investmentFigures(PRICE, { ...EXAMPLE, down: 100 })
    expect(cash.loanAmount).toBe(0)
    expect(cash.monthlyDebtService).toBe(0)
    expect(cash.debtServiceCoverage).toBeNull()
    // All cash: the cash flow is the NOI, on the price and the closing costs.
    expect(cents(cash.annualCashFlow)).toBe(28_174.8)
    expect(percent(cash.cashOnCash)).toBe(percent((28_174.8 / 448_050) * 100))
  })

  it('starts from the defaults the guide names', () => {
    expect(INVESTOR_DEFAULTS).toEqual({
      vacancy: 5,
      maintenance: 8,
      management: 8,
      down: 25,
      closing: 3,
      rate: 6.875,
      term: 30,
    })
  })
})
