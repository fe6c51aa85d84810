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

/**
 * Distance in miles, on a flat map around the two points (equirectangular): within a few tens of
 * miles it differs from the great-circle distance by far less than a hundredth of a mile, at a
 * fraction of the cost (the accuracy measurement computes millions of them).
 */
export function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const y = (b.lat - a.lat) * 69.05
  const x = (b.lng - a.lng) * 69.17 * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180))
  return Math.sqrt(x * x + y * y)
}

/** A home's age in years at a moment, from its year built (never below 0, at most 120). */
export const ageAt = (year: number, at: number) =>
  Math.max(0, Math.min(120, new Date(at).getUTCFullYear() - year))
