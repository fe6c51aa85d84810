import type { CostFacts } from './defaults'
import type { RentSubject, UnitTypeFacts } from './rent'

/** The listing columns the investment figures read, by their RESO Data Dictionary names. */
export const INVESTMENT_COLUMNS = [
  'ListPrice',
  'PropertySubType',
  'BedroomsTotal',
  'NumberOfUnitsTotal',
  'Latitude',
  'Longitude',
  'City',
  'CountyOrParish',
  'UnitTypes',
  'GrossScheduledIncome',
  'TotalActualRent',
  'GrossIncome',
  'TaxAnnualAmount',
  'AssociationFee',
  'AssociationFeeFrequency',
  'VacancyAllowanceRate',
  'InsuranceExpense',
  'MaintenanceExpense',
  'ProfessionalManagementExpense',
  'WaterSewerExpense',
  'FuelExpense',
  'ElectricExpense',
  'TrashExpense',
  'InternetAutomatedValuationDisplayYN',
] as const

export type InvestmentRow = { [K in (typeof INVESTMENT_COLUMNS)[number]]: unknown }

/** PostgreSQL hands numeric columns back as text: both databases' values as numbers. */
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** The stored unit types (a JSON column: parsed on one database, text on the other). */
function unitTypesOf(value: unknown): UnitTypeFacts[] | null {
  let list = value
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list)
    } catch {
      return null
    }
  }
  if (!Array.isArray(list)) return null
  const types = list
    .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
    .map((t) => ({
      beds: num(t.beds),
      units: num(t.units),
      actualRent: num(t.actualRent),
      proFormaRent: num(t.proFormaRent),
    }))
  return types.length ? types : null
}

/**
 * What a stored listing says for its investment figures: its costs (for the assumptions) and what
 * its rent is worked out from. Null without a price.
 */
export function investmentFactsOf(
  row: InvestmentRow,
): { cost: CostFacts; subject: RentSubject } | null {
  const price = num(row.ListPrice)
  if (price === null || price <= 0) return null
  return {
    cost: {
      price,
      county: text(row.CountyOrParish),
      taxAnnualAmount: num(row.TaxAnnualAmount),
      associationFee: num(row.AssociationFee),
      associationFeeFrequency: text(row.AssociationFeeFrequency),
      vacancyAllowanceRate: num(row.VacancyAllowanceRate),
      insuranceExpense: num(row.InsuranceExpense),
      maintenanceExpense: num(row.MaintenanceExpense),
      professionalManagementExpense: num(row.ProfessionalManagementExpense),
      waterSewerExpense: num(row.WaterSewerExpense),
      fuelExpense: num(row.FuelExpense),
      electricExpense: num(row.ElectricExpense),
      trashExpense: num(row.TrashExpense),
    },
    subject: {
      propertySubType: text(row.PropertySubType),
      beds: num(row.BedroomsTotal),
      units: num(row.NumberOfUnitsTotal),
      latitude: num(row.Latitude),
      longitude: num(row.Longitude),
      city: text(row.City),
      county: text(row.CountyOrParish),
      unitTypes: unitTypesOf(row.UnitTypes),
      grossScheduledIncome: num(row.GrossScheduledIncome),
      totalActualRent: num(row.TotalActualRent),
      grossIncome: num(row.GrossIncome),
    },
  }
}
