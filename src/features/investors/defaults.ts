import { DEFAULT_INPUTS } from '@/features/mortgage/math'
import { COUNTY_TAX_RATE, monthlyHoa } from '@/features/listings/read'

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

const round = (x: number, step: number) => Math.round(x / step) * step
const share = (yearly: number | null, rent: number) =>
  yearly !== null && yearly >= 0 && rent > 0 ? round((yearly / (rent * 12)) * 100, 0.1) : null

/**
 * The figures a home's panel starts from, for a monthly rent: the listing's own tax, insurance,
 * vacancy, upkeep, management and owner-paid utilities where it states them; else the county's
 * typical tax rate and the calculator's insurance rate on the price, and the investor defaults;
 * its HOA fee per month; 25 % down at the calculator's rate over 30 years.
 */
export function defaultAssumptions(facts: CostFacts, rent: number): Assumptions {
  const taxRate = COUNTY_TAX_RATE[facts.county ?? ''] ?? DEFAULT_INPUTS.propertyTaxRate
  const utilities = [
    facts.waterSewerExpense,
    facts.fuelExpense,
    facts.electricExpense,
    facts.trashExpense,
  ].reduce<number>((sum, x) => sum + (x !== null && x > 0 ? x : 0), 0)
  return {
    rent: Math.round(rent),
    vacancy: facts.vacancyAllowanceRate ?? INVESTOR_DEFAULTS.vacancy,
    tax: Math.round(facts.taxAnnualAmount ?? (facts.price * taxRate) / 100),
    insurance: Math.round(
      facts.insuranceExpense ?? (facts.price * DEFAULT_INPUTS.insuranceRate) / 100,
    ),
    maintenance: share(facts.maintenanceExpense, rent) ?? INVESTOR_DEFAULTS.maintenance,
    management: share(facts.professionalManagementExpense, rent) ?? INVESTOR_DEFAULTS.management,
    utilities: Math.round(utilities / 12),
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
