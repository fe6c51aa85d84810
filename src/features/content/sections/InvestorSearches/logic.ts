import {
  HOME_TYPES,
  readCriteria,
  searchHref,
  SORTS,
  type SearchCriteria,
} from '@/features/listings/search'

/**
 * A preset's search as the agent picks it in the studio: each value one of the choices the
 * property search offers (a select's value is text), any of them left empty.
 */
export type InvestorSearch = {
  location?: string | null
  types?: string[] | null
  units?: string | null
  minCap?: string | null
  maxPerUnit?: string | null
  maxPrice?: string | null
  reduced?: boolean | null
  sort?: string | null
}

export type InvestorPreset = { label: string; description: string; href: string }

type HomeType = SearchCriteria['types'][number]
type Sort = SearchCriteria['sort']

const positive = (value: string | null | undefined) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n > 0 ? n : undefined
}
const isType = (t: string): t is HomeType => t in HOME_TYPES
const isSort = (s: string | null | undefined): s is Sort => Boolean(s && s in SORTS)

/**
 * The search page's address of a preset, written by the search itself (criteria.ts): the preset
 * names the search's fields, never its parameters, so its link follows the search's address if
 * a parameter is renamed, and a preset without filters links to every home.
 */
export function presetHref(search: InvestorSearch): string {
  const criteria: SearchCriteria = {
    ...readCriteria({}),
    location: (search.location ?? '').trim().slice(0, 100),
    types: (search.types ?? []).filter(isType),
    units: positive(search.units),
    minCap: positive(search.minCap),
    maxPerUnit: positive(search.maxPerUnit),
    maxPrice: positive(search.maxPrice),
    reduced: Boolean(search.reduced),
    sort: isSort(search.sort) ? search.sort : 'newest',
  }
  // Read back as the search page would, so what it cannot take is left out of the link too.
  return searchHref(readCriteria(new URLSearchParams(searchHref(criteria).split('?')[1] ?? '')))
}
