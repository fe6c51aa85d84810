import { filterList, type FilterCriteria } from './filters'
import { oneOf, whole, type Params } from './filter'
import { SEARCH_PATH, SORTS, VIEWS, type SearchSort } from './options'

/**
 * A property search as its address says it: every filter, the sort, the page and the view are
 * query parameters, so a search can be shared, bookmarked, crawled, restored on reload and walked
 * with back and forward. Reading is forgiving: a value that makes no sense is left out (the
 * visitor still gets results), never an error page. The filters are those of filters.ts.
 */

export type SearchCriteria = FilterCriteria & {
  sort: SearchSort
  page: number
  view: (typeof VIEWS)[number]
}

export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

function values(params: RawParams, name: string): string[] {
  return params instanceof URLSearchParams ? params.getAll(name) : [params[name] ?? []].flat()
}

/** An address's parameters, read leniently. */
export function paramsOf(params: RawParams): Params {
  return {
    first: (name) => values(params, name)[0]?.trim() || undefined,
    list: (name) =>
      values(params, name)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
  }
}

const SORT = oneOf(Object.keys(SORTS) as SearchSort[])
const VIEW = oneOf(VIEWS)
const PAGE = whole(10_000)

/** The search a query string asks for; what cannot be read is left out. */
export function readCriteria(raw: RawParams): SearchCriteria {
  const params = paramsOf(raw)
  const read = <T>(name: string, parse: (text: string) => T | undefined) => {
    const text = params.first(name)
    return text === undefined ? undefined : parse(text)
  }
  return Object.assign({}, ...filterList.map((f) => f.read(params)), {
    sort: read('sort', SORT) ?? 'newest',
    page: read('page', PAGE) || 1,
    view: read('view', VIEW) ?? 'grid',
  } satisfies Partial<SearchCriteria>) as SearchCriteria
}

/**
 * The query string of a search, in one fixed order and without defaults, so that one search has
 * one address (and one cache entry). `changes` overrides fields, e.g. `{ page: 2 }`.
 */
export function searchQuery(criteria: SearchCriteria, changes: Partial<SearchCriteria> = {}) {
  const c = { ...criteria, ...changes }
  const q = new URLSearchParams()
  const put = (name: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') q.append(name, String(value))
  }
  for (const f of filterList) f.write(c, put)
  if (c.sort !== 'newest') put('sort', c.sort)
  if (c.view !== 'grid') put('view', c.view)
  if (c.page > 1) put('page', c.page)
  return q.toString()
}

/** A page that shows one place's homes: its address, and the location it stands for. */
export type SearchScope = { path: string; location: string }

/**
 * The address of a search with `changes`; on a place's page, searches that keep its location stay
 * on that page (`/listings/in/andover?page=2`), others go to the search page.
 */
export function searchHref(
  criteria: SearchCriteria,
  changes: Partial<SearchCriteria> = {},
  scope?: SearchScope,
): string {
  const next = { ...criteria, ...changes }
  const inScope = scope && next.location.trim() === scope.location
  const query = searchQuery(next, inScope ? { location: '' } : {})
  const path = inScope ? scope.path : SEARCH_PATH
  return query ? `${path}?${query}` : path
}
