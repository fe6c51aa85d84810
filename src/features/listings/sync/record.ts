import { isLease } from '@/lib/db/listings'

/** One record of the feed's Property resource, as it arrives (any field may be missing). */
export type ResoRecord = Record<string, unknown>

/** Statuses a visitor may see. Every other status takes the listing out of public view. */
export const SHOWN_STATUSES = ['Active', 'ActiveUnderContract', 'ComingSoon', 'Pending'] as const

const TEXT = [
  'ListingId',
  'StandardStatus',
  'PropertyType',
  'PropertySubType',
  'UnparsedAddress',
  'StreetNumber',
  'StreetName',
  'City',
  'PostalCode',
  'CountyOrParish',
  'StateOrProvince',
  'PublicRemarks',
  'ListOfficeName',
  'ListOfficePhone',
  'ListAgentFullName',
  'AssociationFeeFrequency',
  'WaterSource',
  'Sewer',
  'ElementarySchool',
  'HighSchoolDistrict',
  'PropertyCondition',
  'OperatingExpenseIncludes',
  'TenantPays',
  'FinancialDataSource',
] as const
const NUMBER = [
  'ListPrice',
  'OriginalListPrice',
  'PreviousListPrice',
  'ClosePrice',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'LotSizeAcres',
  'YearBuilt',
  'GarageSpaces',
  'Latitude',
  'Longitude',
  'DaysOnMarket',
  'PhotosCount',
  'AssociationFee',
  'TaxAnnualAmount',
  'NumberOfUnitsTotal',
  'NumberOfUnitsLeased',
  'GrossScheduledIncome',
  'GrossIncome',
  'TotalActualRent',
  'NetOperatingIncome',
  'OperatingExpense',
  'VacancyAllowanceRate',
  'CapRate',
  'InsuranceExpense',
  'MaintenanceExpense',
  'ProfessionalManagementExpense',
  'WaterSewerExpense',
  'FuelExpense',
  'ElectricExpense',
  'TrashExpense',
] as const
const DATE = [
  'PriceChangeTimestamp',
  'CloseDate',
  'OnMarketDate',
  'ModificationTimestamp',
  'StatusChangeTimestamp',
  'PhotosChangeTimestamp',
  'PurchaseContractDate',
] as const
const YES_NO = [
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
  'InternetAutomatedValuationDisplayYN',
  'InternetConsumerCommentYN',
] as const

/** Every typed column, by its Data Dictionary name. */
export const TYPED_COLUMNS = ['ListingKey', ...TEXT, ...NUMBER, ...DATE, ...YES_NO] as const

/** One unit type of a building, as the feed's `UnitTypes` expansion gives it (any may be null). */
export type UnitType = {
  beds: number | null
  baths: number | null
  units: number | null
  actualRent: number | null
  proFormaRent: number | null
}

/** The building's unit types, from the `UnitTypes` (or `PropertyUnitTypes`) expansion; null without. */
export function toUnitTypes(record: ResoRecord): UnitType[] | null {
  const list = record.UnitTypes ?? record.PropertyUnitTypes
  if (!Array.isArray(list)) return null
  const types = list
    .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
    .map((t) => ({
      beds: asNumber(t.UnitTypeBedsTotal),
      baths: asNumber(t.UnitTypeBathsTotal),
      units: asNumber(t.UnitTypeUnitsTotal),
      actualRent: asNumber(t.UnitTypeActualRent),
      proFormaRent: asNumber(t.UnitTypeProForma),
    }))
  return types.length ? types : null
}

type Typed<K extends readonly string[], V> = { [key in K[number]]: V | null }

/** A listing's typed columns, named as in the RESO Data Dictionary, plus what the site adds. */
export type ListingRow = Typed<typeof TEXT, string> &
  Typed<typeof NUMBER, number> &
  Typed<typeof DATE, string> & { [key in (typeof YES_NO)[number]]: boolean } & {
    ListingKey: string
    slug: string
    shown: boolean
    UnitTypes: UnitType[] | null
    source: ResoRecord
  }

/** Feed values as the columns hold them: text (lists joined), numbers, ISO instants; else null. */
export const asText = (value: unknown): string | null => {
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}
export const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
export const asDate = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? new Date(time).toISOString() : null
}

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '')

/**
 * The address part of a listing's URL. Without the seller's consent to show the address, only
 * the town, state and postal code.
 */
export function addressSlug(
  row: Pick<
    ListingRow,
    | 'InternetAddressDisplayYN'
    | 'UnparsedAddress'
    | 'StreetNumber'
    | 'StreetName'
    | 'City'
    | 'StateOrProvince'
    | 'PostalCode'
  >,
): string {
  const street = row.InternetAddressDisplayYN
    ? row.UnparsedAddress?.split(',')[0] ||
      [row.StreetNumber, row.StreetName].filter(Boolean).join(' ')
    : ''
  return (
    slugify([street, row.City, row.StateOrProvince, row.PostalCode].filter(Boolean).join(' ')) ||
    'home'
  )
}

/** The record as typed columns; null when it has no ListingKey to file it under. */
export function toListingRow(record: ResoRecord): ListingRow | null {
  const key = asText(record.ListingKey)
  if (!key) return null
  const row = { ListingKey: key, source: record } as ListingRow
  for (const name of TEXT) row[name] = asText(record[name])
  for (const name of NUMBER) row[name] = asNumber(record[name])
  for (const name of DATE) row[name] = asDate(record[name])
  // The seller's display choices: only an explicit false withholds.
  for (const name of YES_NO) row[name] = record[name] !== false
  row.UnitTypes = toUnitTypes(record)
  row.ListingId ??= key
  row.slug = addressSlug(row)
  row.shown =
    !isLease(row.PropertyType) &&
    (SHOWN_STATUSES as readonly string[]).includes(row.StandardStatus ?? '') &&
    record.MlgCanView !== false &&
    row.InternetEntireListingDisplayYN
  return row
}
