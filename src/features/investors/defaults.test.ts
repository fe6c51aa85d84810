import { describe, expect, it } from 'vitest'

import { roundMoney } from '@/lib/round'

import { type CostFacts, defaultAssumptions } from './defaults'
import { investmentFigures } from './numbers'

const NOTHING: CostFacts = {
  price: 435_000,
  county: 'Sussex',
  taxAnnualAmount: null,
  associationFee: null,
  associationFeeFrequency: null,
  vacancyAllowanceRate: null,
  insuranceExpense: null,
  maintenanceExpense: null,
  professionalManagementExpense: null,
  waterSewerExpense: null,
  fuelExpense: null,
  electricExpense: null,
  trashExpense: null,
}
// The worked example's listing (docs/investors.md, DEMOMF01): what its feed record states.
const TRIPLEX: CostFacts = {
  ...NOTHING,
  taxAnnualAmount: 10_440,
  vacancyAllowanceRate: 5,
  insuranceExpense: 4200,
  maintenanceExpense: 3492,
  waterSewerExpense: 2160,
  fuelExpense: 2400,
}

describe('the assumptions a panel starts from: the listing’s own figures first', () => {
  it('takes every cost the listing states, and the investor defaults for the rest', () => {
    expect(defaultAssumptions(TRIPLEX, 4850)).toEqual({
      rent: 4850,
      vacancy: 5,
      tax: 10_440,
      insurance: 4200,
      maintenance: 6, // 3,492 of 58,200
      management: 8, // not stated
      utilities: 380, // (2,160 + 2,400) ÷ 12
      hoa: 0,
      down: 25,
      closing: 3,
      rate: 6.875,
      term: 30,
    })
  })

  it('without the listing’s figures: the county’s tax rate, the calculator’s insurance rate, the defaults', () => {
    expect(defaultAssumptions(NOTHING, 2900)).toMatchObject({
      rent: 2900,
      vacancy: 5,
      tax: 11_745, // 2.7 % of 435,000 in Sussex
      insurance: 1523, // 0.35 % of 435,000
      maintenance: 8,
      management: 8,
      utilities: 0,
      hoa: 0,
    })
    // A county the site does not know: the calculator's own tax rate.
    expect(defaultAssumptions({ ...NOTHING, county: null }, 2900).tax).toBe(4785)
  })

  it('gives back the listing’s own dollars: upkeep on the gross rent, management on the rent collected', () => {
    const facts = { ...TRIPLEX, professionalManagementExpense: 4423.2, vacancyAllowanceRate: 5 }
    const a = defaultAssumptions(facts, 4850)
    // 4,423.20 is 8 % of the rent collected (55,290), and only 7.6 % of the gross rent.
    expect(a.management).toBe(8)
    const figures = investmentFigures(facts.price, a)
    expect(roundMoney(figures.expenses.management)).toBe(4423.2)
    expect(roundMoney(figures.expenses.maintenance)).toBe(3492)
  })

  it('states each percent as a person would type it, yet fine enough to give back the listing’s dollars', () => {
    // 1,380 of 60,000 is 2.3 %, not 2.3000000000000003 %.
    const a = defaultAssumptions({ ...NOTHING, maintenanceExpense: 1380 }, 5000)
    expect(a.maintenance).toBe(2.3)
    expect(String(a.maintenance)).toBe('2.3')
    // 2,660 of 51,600 is 5.155 %: the panel shows $2,660, where 5.2 % would show $2,683.
    const b = defaultAssumptions({ ...NOTHING, maintenanceExpense: 2660 }, 4300)
    expect(String(b.maintenance)).toBe('5.155')
    expect(Math.round(investmentFigures(NOTHING.price, b).expenses.maintenance)).toBe(2660)
  })

  it('counts a zero tax or insurance as not stated, and a zero upkeep as stated', () => {
    const a = defaultAssumptions(
      { ...NOTHING, taxAnnualAmount: 0, insuranceExpense: 0, maintenanceExpense: 0 },
      2900,
    )
    expect([a.tax, a.insurance, a.maintenance]).toEqual([11_745, 1523, 0])
  })

  it('ignores a vacancy rate no building has, and adds every owner-paid utility', () => {
    expect(defaultAssumptions({ ...NOTHING, vacancyAllowanceRate: 120 }, 2900).vacancy).toBe(5)
    const a = defaultAssumptions(
      {
        ...NOTHING,
        waterSewerExpense: 1200,
        fuelExpense: 1800,
        electricExpense: 600,
        trashExpense: 360,
      },
      2900,
    )
    expect(a.utilities).toBe(330) // 3,960 ÷ 12
    // A year that does not divide by twelve keeps its cents: $4,820 a year, not 12 × $402.
    const b = defaultAssumptions({ ...NOTHING, waterSewerExpense: 1250, fuelExpense: 3570 }, 2900)
    expect(b.utilities).toBe(401.67)
    expect(Math.round(investmentFigures(NOTHING.price, b).expenses.utilities)).toBe(4820)
  })

  it('turns the association fee into a monthly one', () => {
    const a = defaultAssumptions(
      { ...NOTHING, associationFee: 900, associationFeeFrequency: 'Quarterly' },
      2100,
    )
    expect(a.hoa).toBe(300)
  })
})
