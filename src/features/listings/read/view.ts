import { allowsAutomatedValue } from '@/lib/db/listings'

import { photoUrl } from '../photos/files'
import { asNumber, asText } from '../sync/record'

/**
 * What a visitor may see of a listing: an allow-list. Compensation, private remarks, showing
 * instructions and seller contact never reach a page because nothing here reads them, whatever
 * the feed sends (the whole record stays in the database, for the studio only).
 */
export type ListingView = {
  key: string
  listingId: string
  path: string
  shown: boolean
  demo: boolean
  status: string
  price: number | null
  originalPrice: number | null
  beds: number | null
  baths: number | null
  livingArea: number | null
  lotAcres: number | null
  yearBuilt: number | null
  propertyType: string | null
  propertySubType: string | null
  /** The street line, or null when the seller chose not to show the address. */
  street: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  county: string | null
  latitude: number | null
  longitude: number | null
  remarks: string | null
  firmName: string | null
  firmPhone: string | null
  onMarketDate: string | null
  daysOnMarket: number | null
  associationFee: number | null
  associationFeeFrequency: string | null
  taxAnnualAmount: number | null
  waterSource: string | null
  sewer: string | null
  elementarySchool: string | null
  highSchoolDistrict: string | null
  /** The seller allows an automated valuation (our payment estimate) beside the listing. */
  allowEstimate: boolean
  modifiedAt: string | null
}

export type ListingPhotoView = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
}
export type OpenHouseView = { key: string; start: string; end: string; remarks: string | null }
export type HistoryView = {
  at: string
  kind: 'listed' | 'price' | 'status'
  price: number | null
  status: string | null
}

/** The page of a listing: `/listings/{ListingId}-{address slug}`. */
export const listingPath = (listingId: string, slug: string) =>
  `/listings/${encodeURIComponent(listingId)}-${slug}`

type Row = Record<string, unknown>
// PostgreSQL hands numeric columns back as text: read both databases' values the feed's way.
const str = asText
const num = asNumber

export function toListingView(row: Row): ListingView {
  const addressShown = row.InternetAddressDisplayYN !== false && row.InternetAddressDisplayYN !== 0
  const unparsed = str(row.UnparsedAddress)
  const street = addressShown
    ? (unparsed?.split(',')[0]?.trim() ??
      ([str(row.StreetNumber), str(row.StreetName)].filter(Boolean).join(' ') || null))
    : null
  const listingId = str(row.ListingId) ?? String(row.ListingKey)
  return {
    key: String(row.ListingKey),
    listingId,
    path: listingPath(listingId, String(row.slug)),
    shown: Boolean(row.shown),
    demo: Boolean(row.demo),
    status: str(row.StandardStatus) ?? 'Active',
    price: num(row.ListPrice),
    originalPrice: num(row.OriginalListPrice),
    beds: num(row.BedroomsTotal),
    baths: num(row.BathroomsTotalInteger),
    livingArea: num(row.LivingArea),
    lotAcres: num(row.LotSizeAcres),
    yearBuilt: num(row.YearBuilt),
    propertyType: str(row.PropertyType),
    propertySubType: str(row.PropertySubType),
    street,
    city: str(row.City),
    state: str(row.StateOrProvince),
    postalCode: str(row.PostalCode),
    county: str(row.CountyOrParish),
    latitude: addressShown ? num(row.Latitude) : null,
    longitude: addressShown ? num(row.Longitude) : null,
    remarks: str(row.PublicRemarks),
    firmName: str(row.ListOfficeName),
    firmPhone: str(row.ListOfficePhone),
    onMarketDate: str(row.OnMarketDate),
    daysOnMarket: num(row.DaysOnMarket),
    associationFee: num(row.AssociationFee),
    associationFeeFrequency: str(row.AssociationFeeFrequency),
    taxAnnualAmount: num(row.TaxAnnualAmount),
    waterSource: str(row.WaterSource),
    sewer: str(row.Sewer),
    elementarySchool: str(row.ElementarySchool),
    highSchoolDistrict: str(row.HighSchoolDistrict),
    allowEstimate: allowsAutomatedValue(row.InternetAutomatedValuationDisplayYN),
    modifiedAt: str(row.ModificationTimestamp),
  }
}

export function toPhotoView(row: Row, fallbackAlt: string): ListingPhotoView | null {
  const file = str(row.file)
  const widths = Array.isArray(row.variants) ? (row.variants as number[]) : []
  if (!file || !widths.length) return null
  const width = num(row.width) ?? 1200
  const height = num(row.height) ?? 800
  return {
    src: photoUrl(file, widths.at(-1)!),
    srcSet: widths.map((w) => `${photoUrl(file, w)} ${Math.min(w, width)}w`).join(', '),
    width,
    height,
    alt: str(row.alt) ?? fallbackAlt,
  }
}
