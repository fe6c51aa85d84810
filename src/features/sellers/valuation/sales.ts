import { conditionOf, type Facts, homeTypeOf, type Sale } from './facts'

/** The columns of a closed listing the estimate reads (RESO Data Dictionary names). */
export type ClosedRow = {
  ListingKey: string
  PropertyType: string | null
  PropertySubType: string | null
  ClosePrice: number | null
  CloseDate: string | null
  BedroomsTotal: number | null
  BathroomsTotalInteger: number | null
  LivingArea: number | null
  LotSizeAcres: number | null
  YearBuilt: number | null
  PropertyCondition: string | null
  UnparsedAddress: string | null
  City: string | null
  CountyOrParish: string | null
  Latitude: number | null
  Longitude: number | null
  InternetAddressDisplayYN: boolean | null
}

/** The columns of a listing that hold a home's facts. */
export const FACT_COLUMNS = [
  'PropertyType',
  'PropertySubType',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'LotSizeAcres',
  'YearBuilt',
  'PropertyCondition',
] as const satisfies readonly (keyof ClosedRow)[]

/** Where a listing is: its address, town, county and point. */
export const PLACE_COLUMNS = [
  'UnparsedAddress',
  'City',
  'CountyOrParish',
  'Latitude',
  'Longitude',
  'InternetAddressDisplayYN',
] as const satisfies readonly (keyof ClosedRow)[]

const TEXT_FACTS = ['PropertyType', 'PropertySubType', 'PropertyCondition'] as const
const NUMERIC = [
  'ClosePrice',
  'Latitude',
  'Longitude',
  ...FACT_COLUMNS.filter(
    (name): name is Exclude<(typeof FACT_COLUMNS)[number], (typeof TEXT_FACTS)[number]> =>
      !(TEXT_FACTS as readonly string[]).includes(name),
  ),
]

/**
 * The row with its number columns as numbers: PostgreSQL's numeric columns arrive as text, and
 * text adds up as text ("41.05" + "41.07").
 */
export function withNumbers<Row extends Partial<Record<(typeof NUMERIC)[number], unknown>>>(
  row: Row,
): Row {
  const out: Record<string, unknown> = { ...row }
  for (const name of NUMERIC)
    if (out[name] !== null && out[name] !== undefined) out[name] = Number(out[name])
  return out as Row
}

/**
 * A closed listing as a sale the estimate can compare with; null when it lacks what a comparison
 * needs (a price, a date, a place, living area, bedrooms, bathrooms, year built, a kind of home
 * the estimate knows).
 */
export function saleOf(stored: ClosedRow): Sale | null {
  const row = withNumbers(stored)
  const facts = factsOf(row)
  if (!facts || !row.ClosePrice || row.ClosePrice <= 0 || !row.CloseDate) return null
  if (row.Latitude === null || row.Longitude === null || !row.City || !row.CountyOrParish)
    return null
  const closed = Date.parse(row.CloseDate.slice(0, 10))
  if (!Number.isFinite(closed)) return null
  return {
    ...facts,
    key: row.ListingKey,
    street:
      row.InternetAddressDisplayYN === false
        ? null
        : (row.UnparsedAddress?.split(',')[0]?.trim() ?? null),
    city: row.City,
    county: row.CountyOrParish,
    lat: row.Latitude,
    lng: row.Longitude,
    price: row.ClosePrice,
    closeDate: new Date(closed).toISOString().slice(0, 10),
    closed,
  }
}

/** A listing's facts as the estimate reads them; null when one it needs is missing. */
export function factsOf(stored: Omit<ClosedRow, 'ClosePrice' | 'CloseDate'>): Facts | null {
  const row = withNumbers(stored)
  const type = homeTypeOf(row.PropertySubType, row.PropertyType)
  const { BedroomsTotal: beds, BathroomsTotalInteger: baths, LivingArea: sqft } = row
  if (!type || beds === null || baths === null || !sqft || !row.YearBuilt) return null
  return {
    type,
    beds,
    baths,
    sqft,
    lot: type === 'condo' ? 0 : (row.LotSizeAcres ?? 0),
    year: row.YearBuilt,
    condition: conditionOf(row.PropertyCondition),
  }
}
