import { agentDate, agentWeekend } from '@/lib/timeZone'

import { formatNumber, formatPrice } from '../page/format'
import { areaParam, readArea, type Area } from './area'
import {
  keywordCondition,
  locationCondition,
  monthlyHoa,
  openHouseCondition,
  STATUS_VALUES,
  typeCondition,
} from './conditions'
import { choices, decimal, filter, limit, oneWord, whole, type Filter, type Params } from './filter'
import { knownPlace, type KnownPlace } from './location'
import { INVESTMENT_FILTERS } from './investment'
import {
  HOME_TYPES,
  NEW_WITHIN,
  PRICE_OPTIONS,
  SEWER,
  STATUSES,
  WATER,
  type HomeType,
  type SearchStatus,
} from './options'

/**
 * Every search filter, in the order of the address and of the words that name a search ("3+
 * beds, Built 1980 or later"). To add one, add its entry here (and its column, if new, to the
 * listings collection, the sync's field list and a migration); the form, the address, the query,
 * the map, the alerts and the empty state's suggestions follow from it.
 */

const COUNTS = [1, 2, 3, 4, 5]
const prices = (empty: string) => choices(PRICE_OPTIONS, formatPrice, empty)
const PLACE_WORDS: Record<KnownPlace['kind'], (name: string) => string> = {
  zip: (name) => `ZIP code ${name}`,
  town: (name) => name,
  county: (name) => `${name} County`,
}
/** Of a list of words, those the address names, in the list's order. */
const listed = <V extends string>(words: Record<V, string>, given: string[]) =>
  (Object.keys(words) as V[]).filter((v) => given.includes(v))

export const FILTERS = [
  filter<{ location: string }>({
    off: { location: '' },
    read: (p) => ({ location: (p.first('location') ?? '').slice(0, 100) }),
    write: (v, put) => put('location', v.location.trim()),
    label: (v) => v.location.trim() || undefined,
    // Only a place the site lists is named.
    alertLabel: (v, places) => {
      if (!v.location.trim()) return undefined
      const place = knownPlace(v.location, places)
      return place ? PLACE_WORDS[place.kind](place.name) : 'A place you typed'
    },
    where: (v, q) => locationCondition(v.location, q),
    controls: [
      {
        kind: 'text',
        name: 'location',
        label: 'Location',
        placeholder: 'Town, county, ZIP',
        suggest: true,
      },
    ],
  }),
  filter<{ keyword: string }>({
    off: { keyword: '' },
    read: (p) => ({ keyword: (p.first('q') ?? '').slice(0, 100) }),
    write: (v, put) => put('q', v.keyword.trim()),
    label: (v) => (v.keyword.trim() ? `“${v.keyword.trim()}”` : undefined),
    alertLabel: (v) => (v.keyword.trim() ? 'Your keywords' : undefined),
    where: (v, q) => keywordCondition(v.keyword, q),
    controls: [
      {
        kind: 'text',
        name: 'q',
        label: 'Keyword',
        placeholder: 'Lake, barn, fireplace, street…',
        more: true,
      },
    ],
  }),
  filter<{ minPrice?: number; maxPrice?: number }>({
    off: { minPrice: undefined, maxPrice: undefined },
    read: (p) => {
      const read = (name: string) => {
        const text = p.first(name)
        return (text !== undefined && whole(1_000_000_000)(text)) || undefined
      }
      const [min, max] = [read('minPrice'), read('maxPrice')]
      // A reversed range is read the way round it was meant.
      return min && max && min > max
        ? { minPrice: max, maxPrice: min }
        : { minPrice: min, maxPrice: max }
    },
    write: (v, put) => {
      put('minPrice', v.minPrice)
      put('maxPrice', v.maxPrice)
    },
    label: ({ minPrice: min, maxPrice: max }) => {
      if (min && max) return `${formatPrice(min)} to ${formatPrice(max)}`
      if (min) return `From ${formatPrice(min)}`
      if (max) return `Up to ${formatPrice(max)}`
      return undefined
    },
    where: (v, { L, gte, lte }) => [
      ...(v.minPrice ? [gte(L.ListPrice, v.minPrice)] : []),
      ...(v.maxPrice ? [lte(L.ListPrice, v.maxPrice)] : []),
    ],
    controls: [
      { kind: 'select', name: 'minPrice', label: 'Min price', options: prices('No min') },
      { kind: 'select', name: 'maxPrice', label: 'Max price', options: prices('No max') },
    ],
  }),
  limit('beds', {
    parse: whole(20),
    label: (n) => `${n}+ beds`,
    where: (n, { L, gte }) => gte(L.BedroomsTotal, n),
    control: { label: 'Beds', options: choices(COUNTS, (n) => `${n}+`) },
  }),
  limit('baths', {
    parse: whole(20),
    label: (n) => `${n}+ baths`,
    where: (n, { L, gte }) => gte(L.BathroomsTotalInteger, n),
    control: { label: 'Baths', options: choices(COUNTS, (n) => `${n}+`), more: true },
  }),
  filter<{ types: HomeType[] }>({
    off: { types: [] },
    read: (p) => ({ types: listed(HOME_TYPES, p.list('type')) }),
    write: (v, put) => v.types.forEach((type) => put('type', type)),
    label: (v) => v.types.map((t) => HOME_TYPES[t]).join(' or ') || undefined,
    where: (v, q) =>
      v.types.length ? q.or(...v.types.map((t) => typeCondition(t, q))) : undefined,
    controls: [
      { kind: 'checks', name: 'type', legend: 'Home type', options: HOME_TYPES, more: true },
    ],
  }),
  filter<{ statuses: SearchStatus[] }>({
    off: { statuses: [] },
    read: (p) => ({ statuses: listed(STATUSES, p.list('status')) }),
    write: (v, put) => v.statuses.forEach((status) => put('status', status)),
    label: (v) => v.statuses.map((s) => STATUSES[s]).join(' or ') || undefined,
    where: (v, { L, inArray }) =>
      v.statuses.length
        ? inArray(
            L.StandardStatus,
            v.statuses.flatMap((s) => STATUS_VALUES[s]),
          )
        : undefined,
    controls: [{ kind: 'checks', name: 'status', legend: 'Status', options: STATUSES, more: true }],
  }),
  limit('minArea', {
    parse: whole(100_000),
    label: (n) => `${formatNumber(n)}+ sq ft`,
    where: (n, { L, gte }) => gte(L.LivingArea, n),
    control: {
      label: 'Living area',
      options: choices([1000, 1500, 2000, 2500, 3000, 4000], (n) => `${formatNumber(n)}+ sq ft`),
      more: true,
    },
  }),
  limit('minAcres', {
    parse: decimal(10_000),
    label: (n) => `${formatNumber(n)}+ acres`,
    where: (n, { L, gte }) => gte(L.LotSizeAcres, n),
    control: {
      label: 'Lot size',
      options: choices([0.5, 1, 2, 5, 10, 25], (n) => `${n}+ acres`),
      more: true,
    },
  }),
  limit('minYear', {
    parse: whole(3000),
    label: (n) => `Built ${n} or later`,
    where: (n, { L, gte }) => gte(L.YearBuilt, n),
    control: {
      label: 'Year built',
      options: choices([1950, 1980, 2000, 2010, 2020], (n) => `${n} or later`),
      more: true,
    },
  }),
  limit('garage', {
    parse: whole(20),
    label: (n) => `${n}+ garage spaces`,
    where: (n, { L, gte }) => gte(L.GarageSpaces, n),
    control: { label: 'Garage spaces', options: choices([1, 2, 3], (n) => `${n}+`), more: true },
  }),
  filter<{ newWithin?: 1 | 7 | 30 }>({
    off: { newWithin: undefined },
    read: (p) => {
      const days = Number(p.first('new'))
      return { newWithin: days === 1 || days === 7 || days === 30 ? days : undefined }
    },
    write: (v, put) => put('new', v.newWithin),
    label: (v) => v.newWithin && `New: ${NEW_WITHIN[v.newWithin].toLowerCase()}`,
    // The feed gives the day a home came on the market (stored as that day's midnight UTC): "the
    // last 7 days" are the New Jersey calendar days from a week ago to today (not a home coming
    // soon, whose day is still ahead).
    where: (v, { L, gte, lte, now }) =>
      v.newWithin && [
        gte(L.OnMarketDate, `${agentDate(now, -v.newWithin)}T00:00:00.000Z`),
        lte(L.OnMarketDate, `${agentDate(now)}T00:00:00.000Z`),
      ],
    controls: [
      {
        kind: 'select',
        name: 'new',
        label: 'New on the market',
        options: [['', 'Any time'], ...Object.entries(NEW_WITHIN)],
        more: true,
      },
    ],
  }),
  filter<{ reduced: boolean }>({
    off: { reduced: false },
    read: (p) => ({ reduced: p.first('reduced') === '1' }),
    write: (v, put) => put('reduced', v.reduced && 1),
    label: (v) => (v.reduced ? 'Price reduced' : undefined),
    where: (v, { L, sql }) =>
      v.reduced ? sql`${L.ListPrice} < ${L.OriginalListPrice}` : undefined,
    controls: [{ kind: 'toggle', name: 'reduced', label: 'Price reduced', more: true }],
  }),
  filter<{ openHouse: boolean }>({
    off: { openHouse: false },
    read: (p) => ({ openHouse: p.first('openHouse') === '1' }),
    write: (v, put) => put('openHouse', v.openHouse && 1),
    label: (v) => (v.openHouse ? 'Open house this weekend' : undefined),
    where: (v, q) => (v.openHouse ? openHouseCondition(q, agentWeekend(q.now)) : undefined),
    controls: [{ kind: 'toggle', name: 'openHouse', label: 'Open house this weekend', more: true }],
  }),
  oneWord('water', {
    words: WATER,
    where: (word, { L, sql }) => sql`lower(${L.WaterSource}) like ${`%${word}%`}`,
    control: { label: 'Water', more: true },
  }),
  oneWord('sewer', {
    words: SEWER,
    where: (word, { L, sql }) => sql`lower(${L.Sewer}) like ${`%${word}%`}`,
    control: { label: 'Sewer', more: true },
  }),
  limit('maxHoa', {
    parse: whole(100_000),
    label: (n) => `HOA up to ${formatPrice(n)} a month`,
    where: (n, q) => q.sql`coalesce(${monthlyHoa(q)}, 0) <= ${n}`,
    control: {
      label: 'HOA fee',
      options: choices([100, 250, 500], (n) => `Up to ${formatPrice(n)} a month`),
      more: true,
    },
  }),
  limit('maxTax', {
    parse: whole(10_000_000),
    label: (n) => `Taxes up to ${formatPrice(n)} a year`,
    where: (n, { L, lte }) => lte(L.TaxAnnualAmount, n),
    control: {
      label: 'Annual taxes',
      options: choices([5000, 8000, 10000, 15000], (n) => `Up to ${formatPrice(n)}`),
      more: true,
    },
  }),
  ...INVESTMENT_FILTERS,
  filter<{ area?: Area }>({
    off: { area: undefined },
    read: (p) => ({ area: readArea(p.first('area')) }),
    write: (v, put) => put('area', v.area && areaParam(v.area)),
    label: (v) => (v.area ? 'In the map area' : undefined),
    where: ({ area }, { L, gte, lte }) =>
      area && [
        gte(L.Latitude, area.south),
        lte(L.Latitude, area.north),
        gte(L.Longitude, area.west),
        lte(L.Longitude, area.east),
      ],
    controls: [{ kind: 'hidden', name: 'area' }],
  }),
] as const

type Part<F> = F extends Filter<infer T> ? T : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never

/** Every filter's part of a search, together. */
export type FilterCriteria = Intersection<Part<(typeof FILTERS)[number]>>

/** A filter of the list, seen as taking the whole search. */
export type AnyFilter = Omit<Filter<FilterCriteria>, 'off' | 'read'> & {
  off: Partial<FilterCriteria>
  read: (params: Params) => Partial<FilterCriteria>
}

/** The filters as one list. */
export const filterList: readonly AnyFilter[] = FILTERS
