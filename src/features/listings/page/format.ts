import { formatLumpSum } from '@/lib/money'

import type { ListingView } from '../read/view'

/** A list price in whole dollars, as the calculator shows lump sums. */
export const formatPrice = (value: number | null) =>
  value === null ? 'Price on request' : formatLumpSum(value)
/**
 * "1,850"; "0.25". Written out without Intl: the property search form brings this module to the
 * browser on every page that shows it.
 */
export { formatNumber } from '@/lib/digits'

/** The words a visitor reads for each RESO status. */
export const STATUS_LABEL: Record<string, string> = {
  Active: 'For sale',
  ComingSoon: 'Coming soon',
  ActiveUnderContract: 'Under contract',
  Pending: 'Pending',
  Closed: 'Sold',
}

const SUBTYPE_LABEL: Record<string, string> = {
  SingleFamilyResidence: 'Single-family home',
  Townhouse: 'Townhouse',
  Condominium: 'Condo',
  Duplex: 'Multi-family',
  UnimprovedLand: 'Land',
  Farm: 'Farm',
}
const TYPE_LABEL: Record<string, string> = {
  Residential: 'House',
  ResidentialIncome: 'Multi-family',
  Land: 'Land',
  Farm: 'Farm',
}

export const homeType = (l: Pick<ListingView, 'propertyType' | 'propertySubType'>) =>
  SUBTYPE_LABEL[l.propertySubType ?? ''] ?? TYPE_LABEL[l.propertyType ?? ''] ?? 'Home'

/** "12 Lake Shore Dr, Andover, NJ 07821", or the town alone when the address is withheld. */
export function addressLine(l: Pick<ListingView, 'street' | 'city' | 'state' | 'postalCode'>) {
  const town = [l.city, [l.state, l.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return l.street ? `${l.street}, ${town}` : town
}

export const title = (l: ListingView) => l.street ?? `${homeType(l)} in ${l.city ?? 'New Jersey'}`
