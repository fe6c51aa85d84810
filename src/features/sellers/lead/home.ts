import type { Confidence } from '../valuation/estimate'
import { CONDITIONS, type Facts, HOME_TYPES } from '../valuation/facts'
import type { EstimateSummary } from '../valuation/summary'
import type { ConsentChannel, SellerKind, TimeFrame } from './rules'

/** The home of a seller's lead: its facts, where it is, and how far its nearby sales go. */
export type SellerHome = Facts & {
  /** The street address, if the visitor gave one; the town always. */
  address?: string | null
  place: string
  county: string
  lat: number
  lng: number
  radiusMiles: number
}

/** A `seller-leads` document as the endpoint stores it. */
export type SellerLead = {
  id: string | number
  kind: SellerKind
  name: string
  email: string
  phone: string
  timeFrame?: TimeFrame | null
  consentEmail?: boolean | null
  consentCalls?: boolean | null
  consentTexts?: boolean | null
  allowFollowUp?: boolean | null
  consentText?: string | null
  homeLine: string
  subscription?: 'pending' | 'active' | 'unsubscribed' | null
  salesThrough?: string | null
  lastUpdateAt?: string | null
  confirmedAt?: string | null
  updatesSent?: number | null
  home: SellerHome
  estimate: {
    value: number
    low: number
    high: number
    confidence: Confidence
    asOf: string
    comparables: EstimateSummary['comparables']
  }
  sourceUrl?: string | null
  createdAt: string
}

/** The channels a seller agreed to, in the form's order. */
export const channelsOf = (lead: Pick<SellerLead, `consent${Capitalize<ConsentChannel>}`>) =>
  [lead.consentEmail && 'email', lead.consentCalls && 'calls', lead.consentTexts && 'texts'].filter(
    (channel): channel is ConsentChannel => Boolean(channel),
  )

/** "12 Orchard St, Andover", or "Andover" for a home known by its town. */
export const homeLine = (home: Pick<SellerHome, 'address' | 'place'>) =>
  home.address ? `${home.address}, ${home.place}` : home.place

/** "Single-family home, 3 bd · 2 ba · 1,800 sq ft · 0.5 ac · built 1985 · average condition". */
export const factsLine = (f: Facts) =>
  [
    `${HOME_TYPES[f.type]}, ${f.beds} bd`,
    `${f.baths} ba`,
    `${f.sqft.toLocaleString('en-US')} sq ft`,
    f.type === 'condo' ? null : `${f.lot} ac`,
    `built ${f.year}`,
    `${CONDITIONS[f.condition].toLowerCase()}`,
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * /home-value with the home's fields in its address: opening it gives a fresh estimate of the
 * same home from the sales of that day.
 */
export function homeValuePath(home: Omit<SellerHome, 'lat' | 'lng' | 'radiusMiles' | 'county'>) {
  const params = new URLSearchParams()
  if (home.address) params.set('address', home.address)
  params.set('place', home.place)
  for (const name of ['type', 'beds', 'baths', 'sqft', 'lot', 'year', 'condition'] as const)
    params.set(name, String(home[name]))
  return `/home-value?${params}`
}

/** The home in the site's words, its kind and town: "single-family home in Andover". */
export const homeWords = (home: Pick<SellerHome, 'type' | 'place'>) =>
  `${HOME_TYPES[home.type].toLowerCase()} in ${home.place}`
