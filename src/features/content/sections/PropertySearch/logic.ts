import { SEARCH_PATH } from '@/features/listings/search/options'

/** Shown, with a spinner, until the client-only search is ready. */
export const LOADING_TEXT = 'Loading property search...'
export const BED_OPTIONS = [1, 2, 3, 4, 5] as const

export type SearchValues = {
  location?: string | null
  minPrice?: string | number | null
  maxPrice?: string | number | null
  beds?: string | number | null
}

const positiveWhole = (value: SearchValues['minPrice']) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[$,\s]/g, ''))
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : null
}

/** Cleaned values: trimmed location (max 100), whole positive numbers, min ≤ max. */
export function normaliseSearch(values: SearchValues) {
  const location = String(values.location ?? '')
    .trim()
    .slice(0, 100)
  let minPrice = positiveWhole(values.minPrice)
  let maxPrice = positiveWhole(values.maxPrice)
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice]
  return { location, minPrice, maxPrice, beds: positiveWhole(values.beds) }
}

/** The GET address of a search, leaving out empty fields: "/listings/search?location=Byram&beds=3". */
export function searchHref(values: SearchValues): string {
  const clean = normaliseSearch(values)
  const query = new URLSearchParams()
  if (clean.location) query.set('location', clean.location)
  if (clean.minPrice !== null) query.set('minPrice', String(clean.minPrice))
  if (clean.maxPrice !== null) query.set('maxPrice', String(clean.maxPrice))
  if (clean.beds !== null) query.set('beds', String(clean.beds))
  const text = query.toString()
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH
}

export const formatPrice = (value: number) => `$${value.toLocaleString('en-US')}`
