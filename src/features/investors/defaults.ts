import { DEFAULT_INPUTS } from '@/features/mortgage/math'
import { COUNTY_TAX_RATE, monthlyHoa } from '@/features/listings/costs'

import { INVESTOR_DEFAULTS, type Assumptions } from './numbers'

/** What a home for sale says about its costs: the feed's own figures, yearly unless said. */
export type CostFacts = {
  price: number
  county: string | null
  taxAnnualAmount: number | null
  associationFee: number | null
  associationFeeFrequency: string | null
  vacancyAllowanceRate: number | null
  insuranceExpense: number | null
  maintenanceExpense: number | null
  professionalManagementExpense: number | null
  /** Utilities the owner pays: water and sewer, fuel, electric, trash. */
  waterSewerExpense: number | null
  fuelExpense: number | null
  electricExpense: number | null
  trashExpense: number | null
}

/**
 * A yearly expense as a percent of a monthly base times twelve, to 0.001 %: fine enough that the
 * panel gives back the listing's own dollars, and read as a person would type it (divided by a
 * thousand, not multiplied by 0.001: 23 × 0.1 is 2.3000000000000003); null without either.
 */
const share = (yearly: number | null, monthlyBase: number) =>
  yearly !== null && yearly >= 0 && monthlyBase > 0
    ? Math.round((yearly / (monthlyBase * 12)) * 100_000) / 1000
    : null
/** A cost the feed states; 0 or less is a blank some feeds send, not a cost of nothing. */
const stated = (x: number | null) => (x !== null && x > 0 ? x : null)

/**
 * The figures a home's panel starts from, for a monthly rent: the listing's own tax, insurance,
 * vacancy, upkeep, management and owner-paid utilities where it states them; else the county's
 * typical tax rate and the calculator's insurance rate on the price, and the investor defaults;
 * its HOA fee per month; 25 % down at the calculator's rate over 30 years.
 *
 * The listing's upkeep becomes its percent of the gross rent, and its management fee its percent
 * of the rent collected (after vacancy), as the formulas apply them (numbers.ts): so the panel
 * shows the listing's own dollars again.
 */
export function defaultAssumptions(facts: CostFacts, rent: number): Assumptions {
  const monthly = Math.round(rent)
  const taxRate = COUNTY_TAX_RATE[facts.county ?? ''] ?? DEFAULT_INPUTS.propertyTaxRate
  const statedVacancy = facts.vacancyAllowanceRate
  const vacancy =
    statedVacancy !== null && statedVacancy >= 0 && statedVacancy < 100
      ? statedVacancy
      : INVESTOR_DEFAULTS.vacancy
  const utilities = [
    facts.waterSewerExpense,
    facts.fuelExpense,
    facts.electricExpense,
    facts.trashExpense,
  ].reduce<number>((sum, x) => sum + (x !== null && x > 0 ? x : 0), 0)
  return {
    rent: monthly,
    vacancy,
    tax: Math.round(stated(facts.taxAnnualAmount) ?? (facts.price * taxRate) / 100),
    insurance: Math.round(
      stated(facts.insuranceExpense) ?? (facts.price * DEFAULT_INPUTS.insuranceRate) / 100,
    ),
    maintenance: share(facts.maintenanceExpense, monthly) ?? INVESTOR_DEFAULTS.maintenance,
    management:
      share(facts.professionalManagementExpense, monthly * (1 - vacancy / 100)) ??
      INVESTOR_DEFAULTS.management,
    // To the cent: the listing's yearly dollars come back, not a rounded month times twelve.
    utilities: Math.round((utilities / 12) * 100) / 100,
    hoa: monthlyHoa({
      associationFee: facts.associationFee,
      associationFeeFrequency: facts.associationFeeFrequency,
    }),
    down: INVESTOR_DEFAULTS.down,
    closing: INVESTOR_DEFAULTS.closing,
    rate: INVESTOR_DEFAULTS.rate,
    term: INVESTOR_DEFAULTS.term,
  }
}
