import { z } from 'zod'

import { areaParam, readArea, type Area } from './area'

import {
  HOME_TYPES,
  SEARCH_PATH,
  SORTS,
  STATUSES,
  VIEWS,
  type HomeType,
  type SearchSort,
  type SearchStatus,
  type SEWER,
  type WATER,
} from './options'

/**
 * A property search as its address says it: every filter, the sort, the page and the view are
 * query parameters, so a search can be shared, bookmarked, crawled, restored on reload and walked
 * with back and forward. Reading is forgiving: a value that makes no sense is left out (the
 * visitor still gets results), never an error page.
 */

export type SearchCriteria = {
  /** A town, a county or a postal code, as typed. */
  location: string
  minPrice?: number
  maxPrice?: number
  beds?: number
  baths?: number
  types: HomeType[]
  /** Living area, square feet. */
  minArea?: number
  minAcres?: number
  minYear?: number
  /** Empty: every status a visitor may see. */
  statuses: SearchStatus[]
  newWithin?: 1 | 7 | 30
  reduced: boolean
  openHouse: boolean
  keyword: string
  water?: keyof typeof WATER
  sewer?: keyof typeof SEWER
  /** Monthly. */
  maxHoa?: number
  /** Yearly. */
  maxTax?: number
  area?: Area
  sort: SearchSort
  page: number
  view: (typeof VIEWS)[number]
}

export type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

const whole = (max: number) =>
  z
    .string()
    .transform((s) => Number(s.replace(/[$,\s]/g, '')))
    .pipe(z.number().int().min(0).max(max))
const decimal = (max: number) =>
  z
    .string()
    .transform((s) => Number(s.trim()))
    .pipe(z.number().min(0).max(max))
const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]])

const FIELDS = {
  minPrice: whole(1_000_000_000),
  maxPrice: whole(1_000_000_000),
  beds: whole(20),
  baths: whole(20),
  minArea: whole(100_000),
  minAcres: decimal(10_000),
  minYear: whole(3000),
  maxHoa: whole(100_000),
  maxTax: whole(10_000_000),
}

function values(params: RawParams, name: string): string[] {
  return params instanceof URLSearchParams ? params.getAll(name) : [params[name] ?? []].flat()
}
/** A list parameter: "type=house,condo" and "type=house&type=condo" both work. */
function list(params: RawParams, name: string): string[] {
  return values(params, name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}
const first = (params: RawParams, name: string) => values(params, name)[0]?.trim() || undefined

function pick<T>(schema: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined) return undefined
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

function pickAll<T extends string>(values: readonly T[], given: string[]): T[] {
  return values.filter((v) => given.includes(v))
}

/** The search a query string asks for; what cannot be read is left out. */
export function readCriteria(params: RawParams): SearchCriteria {
  const numbers = Object.fromEntries(
    Object.entries(FIELDS).map(([name, schema]) => [
      name,
      pick(schema as z.ZodType<number>, first(params, name)),
    ]),
  ) as Pick<SearchCriteria, keyof typeof FIELDS>
  // A positive number only: 0 means "no limit" in every select.
  for (const name of Object.keys(numbers) as (keyof typeof FIELDS)[])
    if (!numbers[name]) delete numbers[name]
  if (numbers.minPrice && numbers.maxPrice && numbers.minPrice > numbers.maxPrice)
    [numbers.minPrice, numbers.maxPrice] = [numbers.maxPrice, numbers.minPrice]
  const newWithin = Number(first(params, 'new'))
  return {
    location: (first(params, 'location') ?? '').slice(0, 100),
    ...numbers,
    types: pickAll(Object.keys(HOME_TYPES) as HomeType[], list(params, 'type')),
    statuses: pickAll(Object.keys(STATUSES) as SearchStatus[], list(params, 'status')),
    newWithin: newWithin === 1 || newWithin === 7 || newWithin === 30 ? newWithin : undefined,
    reduced: first(params, 'reduced') === '1',
    openHouse: first(params, 'openHouse') === '1',
    keyword: (first(params, 'q') ?? '').slice(0, 100),
    water: pick(oneOf(['public', 'well'] as const), first(params, 'water')),
    sewer: pick(oneOf(['public', 'septic'] as const), first(params, 'sewer')),
    area: readArea(first(params, 'area')),
    sort: pick(oneOf(Object.keys(SORTS) as SearchSort[]), first(params, 'sort')) ?? 'newest',
    page: Math.min(pick(whole(10_000), first(params, 'page')) || 1, 10_000),
    view: pick(oneOf(VIEWS), first(params, 'view')) ?? 'grid',
  }
}

/**
 * The query string of a search, in one fixed order and without defaults, so that one search has
 * one address (and one cache entry). `changes` overrides fields, e.g. `{ page: 2 }`.
 */
export function searchQuery(criteria: SearchCriteria, changes: Partial<SearchCriteria> = {}) {
  const c = { ...criteria, ...changes }
  const q = new URLSearchParams()
  const put = (name: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') q.set(name, String(value))
  }
  put('location', c.location.trim())
  put('q', c.keyword.trim())
  put('minPrice', c.minPrice)
  put('maxPrice', c.maxPrice)
  put('beds', c.beds)
  put('baths', c.baths)
  for (const type of c.types) q.append('type', type)
  for (const status of c.statuses) q.append('status', status)
  put('minArea', c.minArea)
  put('minAcres', c.minAcres)
  put('minYear', c.minYear)
  put('new', c.newWithin)
  put('reduced', c.reduced && 1)
  put('openHouse', c.openHouse && 1)
  put('water', c.water)
  put('sewer', c.sewer)
  put('maxHoa', c.maxHoa)
  put('maxTax', c.maxTax)
  put('area', c.area && areaParam(c.area))
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
