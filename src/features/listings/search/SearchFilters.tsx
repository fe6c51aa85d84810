import type { ReactNode } from 'react'

import { buttonClass } from '@/ui/buttons'

import { MoreFilters } from './MoreFilters.client'

import { formatPrice } from '../page/format'
import type { SearchCriteria } from './criteria'
import {
  HOME_TYPES,
  NEW_WITHIN,
  PRICE_OPTIONS,
  SEARCH_PATH,
  SEWER,
  SORTS,
  STATUSES,
  WATER,
} from './options'

const CONTROL =
  'mt-1 block min-h-11 w-full rounded border border-ink-600 bg-white px-3 text-base text-ink-900 focus-visible:border-accent-700'
const LABEL = 'block text-sm font-semibold text-ink-800'
const COUNTS = [1, 2, 3, 4, 5]

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string | number | undefined
  options: [string, string][]
}) {
  // Named by a label beside it, not around it: a wrapping label's name would include the choice.
  const id = `search-${name}`
  const current = value === undefined ? '' : String(value)
  // A value from a shared link that the list does not offer is shown as it is, not dropped.
  const choices =
    current && !options.some(([v]) => v === current)
      ? [...options, [current, current] as [string, string]]
      : options
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={current} className={CONTROL}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

function Checks({
  name,
  legend,
  options,
  chosen,
}: {
  name: string
  legend: string
  options: Record<string, string>
  chosen: string[]
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {Object.entries(options).map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-base text-ink-900">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={chosen.includes(value)}
              className="size-5 accent-accent-700"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Toggle({ name, label, on }: { name: string; label: string; on: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-base text-ink-900">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={on}
        className="size-5 accent-accent-700"
      />
      {label}
    </label>
  )
}

const prices = (empty: string): [string, string][] => [
  ['', empty],
  ...PRICE_OPTIONS.map((p): [string, string] => [String(p), formatPrice(p)]),
]

/**
 * The search's filters: a GET form to the search page, so it works before (and without) the
 * page's JavaScript; the common filters in view, the rest behind "More filters".
 */
export function SearchFilters({
  criteria: c,
  places,
  children,
}: {
  criteria: SearchCriteria
  /** Location suggestions, the service towns first. */
  places: string[]
  children?: ReactNode
}) {
  const moreOpen = Boolean(
    c.minArea ||
    c.minAcres ||
    c.minYear ||
    c.newWithin ||
    c.reduced ||
    c.openHouse ||
    c.water ||
    c.sewer ||
    c.maxHoa ||
    c.maxTax ||
    c.statuses.length,
  )
  return (
    <form
      role="search"
      aria-label="Homes for sale"
      action={SEARCH_PATH}
      method="get"
      className="space-y-5"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor="search-location" className={LABEL}>
            Location
          </label>
          <input
            id="search-location"
            name="location"
            list="search-places"
            defaultValue={c.location}
            placeholder="Town, county or ZIP code"
            autoComplete="off"
            maxLength={100}
            className={CONTROL}
          />
          <datalist id="search-places">
            {places.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </div>
        <div className="col-span-2">
          <label htmlFor="search-q" className={LABEL}>
            Keyword
          </label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={c.keyword}
            placeholder="Lake, barn, fireplace, street…"
            maxLength={100}
            className={CONTROL}
          />
        </div>
        <Select name="minPrice" label="Min price" value={c.minPrice} options={prices('No min')} />
        <Select name="maxPrice" label="Max price" value={c.maxPrice} options={prices('No max')} />
        <Select
          name="beds"
          label="Beds"
          value={c.beds}
          options={[['', 'Any'], ...COUNTS.map((n): [string, string] => [String(n), `${n}+`])]}
        />
        <Select
          name="baths"
          label="Baths"
          value={c.baths}
          options={[['', 'Any'], ...COUNTS.map((n): [string, string] => [String(n), `${n}+`])]}
        />
      </div>
      <Checks name="type" legend="Home type" options={HOME_TYPES} chosen={c.types} />
      <MoreFilters initiallyOpen={moreOpen}>
        <div className="grid gap-4 border-t border-ink-900/10 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2 lg:col-span-4">
            <Checks name="status" legend="Status" options={STATUSES} chosen={c.statuses} />
          </div>
          <Select
            name="minArea"
            label="Living area"
            value={c.minArea}
            options={[
              ['', 'Any'],
              ...[1000, 1500, 2000, 2500, 3000, 4000].map((n): [string, string] => [
                String(n),
                `${n.toLocaleString('en-US')}+ sq ft`,
              ]),
            ]}
          />
          <Select
            name="minAcres"
            label="Lot size"
            value={c.minAcres}
            options={[
              ['', 'Any'],
              ...[0.5, 1, 2, 5, 10, 25].map((n): [string, string] => [String(n), `${n}+ acres`]),
            ]}
          />
          <Select
            name="minYear"
            label="Year built"
            value={c.minYear}
            options={[
              ['', 'Any'],
              ...[1950, 1980, 2000, 2010, 2020].map((n): [string, string] => [
                String(n),
                `${n} or later`,
              ]),
            ]}
          />
          <Select
            name="new"
            label="New on the market"
            value={c.newWithin}
            options={[['', 'Any time'], ...Object.entries(NEW_WITHIN)]}
          />
          <Select
            name="water"
            label="Water"
            value={c.water}
            options={[['', 'Any'], ...Object.entries(WATER)]}
          />
          <Select
            name="sewer"
            label="Sewer"
            value={c.sewer}
            options={[['', 'Any'], ...Object.entries(SEWER)]}
          />
          <Select
            name="maxHoa"
            label="HOA fee"
            value={c.maxHoa}
            options={[
              ['', 'Any'],
              ...[100, 250, 500].map((n): [string, string] => [
                String(n),
                `Up to ${formatPrice(n)} a month`,
              ]),
            ]}
          />
          <Select
            name="maxTax"
            label="Annual taxes"
            value={c.maxTax}
            options={[
              ['', 'Any'],
              ...[5000, 8000, 10000, 15000].map((n): [string, string] => [
                String(n),
                `Up to ${formatPrice(n)}`,
              ]),
            ]}
          />
          <Toggle name="reduced" label="Price reduced" on={c.reduced} />
          <Toggle name="openHouse" label="Open house this weekend" on={c.openHouse} />
        </div>
      </MoreFilters>
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-56">
          <Select
            name="sort"
            label="Sort by"
            value={c.sort === 'newest' ? '' : c.sort}
            options={Object.entries(SORTS).map(([v, t]): [string, string] => [
              v === 'newest' ? '' : v,
              t,
            ])}
          />
        </div>
        {c.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        <button type="submit" className={buttonClass('primary', 'light')}>
          Show homes
        </button>
        {children}
      </div>
    </form>
  )
}
