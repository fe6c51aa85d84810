import {
  filterList,
  readCriteria,
  searchHref as searchAddress,
  type Control,
} from '@/features/listings/search'

export { formatPrice } from '@/features/listings/search'

/** The search page's own selects for the block's price and beds, in the search's order. */
export const SELECTS = filterList
  .flatMap((f) => f.controls)
  .filter(
    (c): c is Extract<Control, { kind: 'select' }> =>
      c.kind === 'select' && ['minPrice', 'maxPrice', 'beds'].includes(c.name),
  )

export type SearchValues = {
  location?: string | null
  minPrice?: string | number | null
  maxPrice?: string | number | null
  beds?: string | number | null
}

/** The values as the search page reads them from its address. */
const criteriaOf = (values: SearchValues) =>
  readCriteria(
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value ?? '')])),
  )

/** Cleaned values: trimmed location (max 100), whole positive numbers, min ≤ max. */
export function normaliseSearch(values: SearchValues) {
  const c = criteriaOf(values)
  return {
    location: c.location,
    minPrice: c.minPrice ?? null,
    maxPrice: c.maxPrice ?? null,
    beds: c.beds ?? null,
  }
}

/** The search page's address for these values: "/listings/search?location=Byram&beds=3". */
export const searchHref = (values: SearchValues): string => searchAddress(criteriaOf(values))
