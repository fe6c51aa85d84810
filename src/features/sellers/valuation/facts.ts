/** The kinds of home the estimate knows, as the visitor picks them. */
export const HOME_TYPES = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  condo: 'Condominium',
  'multi-family': 'Two- to four-family home',
} as const
export type HomeType = keyof typeof HOME_TYPES

/** The home's condition, as the visitor judges it; a sale's comes from RESO `PropertyCondition`. */
export const CONDITIONS = {
  'needs-work': 'Needs work',
  average: 'Average, well kept',
  updated: 'Updated or remodeled',
  new: 'New construction',
} as const
export type Condition = keyof typeof CONDITIONS

/** What the estimate compares: the facts of a home. */
export type Facts = {
  type: HomeType
  beds: number
  baths: number
  /** Living area, square feet. */
  sqft: number
  /** Lot, acres (0 for a condominium). */
  lot: number
  year: number
  condition: Condition
}

/** A closed sale, as the estimate reads it. */
export type Sale = Facts & {
  key: string
  /** The street address; null where the seller withheld it from display. */
  street: string | null
  city: string
  county: string
  lat: number
  lng: number
  price: number
  /** The close date, `YYYY-MM-DD`, and the same day as a UTC instant in milliseconds. */
  closeDate: string
  closed: number
}

/** The home being estimated: its facts and where it is. */
export type Subject = Facts & {
  city: string
  county: string
  lat: number
  lng: number
  /** Found by its address, or placed at the middle of its town or ZIP code. */
  located: 'address' | 'place'
}

/** The RESO `PropertySubType` (and `PropertyType`) of a listing as one of the estimate's kinds. */
export function homeTypeOf(
  subType: string | null | undefined,
  type?: string | null,
): HomeType | null {
  if (subType === 'SingleFamilyResidence') return 'single-family'
  if (subType === 'Townhouse') return 'townhouse'
  if (subType === 'Condominium') return 'condo'
  if (subType && /^(Duplex|Triplex|Quadruplex|MultiFamily)$/.test(subType)) return 'multi-family'
  if (type === 'ResidentialIncome') return 'multi-family'
  return null
}

/** RESO `PropertyCondition` (a list, stored comma-joined) as one of the estimate's conditions. */
export function conditionOf(value: string | null | undefined): Condition {
  if (!value) return 'average'
  if (/New Construction/i.test(value)) return 'new'
  if (/Fixer/i.test(value)) return 'needs-work'
  if (/Updated|Remodeled/i.test(value)) return 'updated'
  return 'average'
}

const DAY = 24 * 60 * 60 * 1000
export const MONTH = 30.4375 * DAY

/** Months between two instants (fractional). */
export const monthsBetween = (from: number, to: number) => (to - from) / MONTH

/** Great-circle distance in miles. */
export function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A home's age in years at a moment, from its year built (never below 0, at most 120). */
export const ageAt = (year: number, at: number) =>
  Math.max(0, Math.min(120, new Date(at).getUTCFullYear() - year))
