import { formatPrice } from '../page/format'
import type { SearchCriteria } from './criteria'
import { HOME_TYPES, NEW_WITHIN, SEWER, STATUSES, WATER } from './options'

export type ActiveFilter = {
  /** What the filter asks, in a visitor's words: "3+ beds". */
  label: string
  /** The same search without this filter. */
  without: Partial<SearchCriteria>
}

const NUMBER = new Intl.NumberFormat('en-US')

/** Each filter the search applies, in words, with the change that removes it. */
export function activeFilterList(c: SearchCriteria): ActiveFilter[] {
  const out: ActiveFilter[] = []
  const add = (label: string, without: Partial<SearchCriteria>) => out.push({ label, without })
  if (c.location.trim()) add(c.location.trim(), { location: '' })
  if (c.keyword.trim()) add(`“${c.keyword.trim()}”`, { keyword: '' })
  if (c.minPrice && c.maxPrice)
    add(`${formatPrice(c.minPrice)} to ${formatPrice(c.maxPrice)}`, {
      minPrice: undefined,
      maxPrice: undefined,
    })
  else if (c.minPrice) add(`From ${formatPrice(c.minPrice)}`, { minPrice: undefined })
  else if (c.maxPrice) add(`Up to ${formatPrice(c.maxPrice)}`, { maxPrice: undefined })
  if (c.beds) add(`${c.beds}+ beds`, { beds: undefined })
  if (c.baths) add(`${c.baths}+ baths`, { baths: undefined })
  if (c.types.length) add(c.types.map((t) => HOME_TYPES[t]).join(' or '), { types: [] })
  if (c.statuses.length) add(c.statuses.map((s) => STATUSES[s]).join(' or '), { statuses: [] })
  if (c.minArea) add(`${NUMBER.format(c.minArea)}+ sq ft`, { minArea: undefined })
  if (c.minAcres) add(`${NUMBER.format(c.minAcres)}+ acres`, { minAcres: undefined })
  if (c.minYear) add(`Built ${c.minYear} or later`, { minYear: undefined })
  if (c.newWithin) add(`New: ${NEW_WITHIN[c.newWithin].toLowerCase()}`, { newWithin: undefined })
  if (c.reduced) add('Price reduced', { reduced: false })
  if (c.openHouse) add('Open house this weekend', { openHouse: false })
  if (c.water) add(WATER[c.water], { water: undefined })
  if (c.sewer) add(SEWER[c.sewer], { sewer: undefined })
  if (c.maxHoa) add(`HOA up to ${formatPrice(c.maxHoa)} a month`, { maxHoa: undefined })
  if (c.maxTax) add(`Taxes up to ${formatPrice(c.maxTax)} a year`, { maxTax: undefined })
  if (c.area) add('In the map area', { area: undefined })
  return out
}

/** Page links: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1]! > 1 ? [null, p] : [p]))
}
