import { buttonClass } from '@/ui/buttons'

import { formatNumber, formatPrice } from '../page/format'
import { areaParam } from './area'
import { Checks, choices, CONTROL, LABEL, Select, Toggle } from './FilterControls'
import { MoreFilters } from './MoreFilters.client'
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

const COUNTS = [1, 2, 3, 4, 5]
const prices = (empty: string) => choices(PRICE_OPTIONS, formatPrice, empty)

/**
 * The search's filters: a GET form to the search page, so it works before (and without) the
 * page's JavaScript; the common filters in view, the rest behind "More filters".
 */
export function SearchFilters({
  criteria: c,
  places,
}: {
  criteria: SearchCriteria
  /** Location suggestions, the service towns first. */
  places: string[]
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
        <Select name="beds" label="Beds" value={c.beds} options={choices(COUNTS, (n) => `${n}+`)} />
        <Select
          name="baths"
          label="Baths"
          value={c.baths}
          options={choices(COUNTS, (n) => `${n}+`)}
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
            options={choices(
              [1000, 1500, 2000, 2500, 3000, 4000],
              (n) => `${formatNumber(n)}+ sq ft`,
            )}
          />
          <Select
            name="minAcres"
            label="Lot size"
            value={c.minAcres}
            options={choices([0.5, 1, 2, 5, 10, 25], (n) => `${n}+ acres`)}
          />
          <Select
            name="minYear"
            label="Year built"
            value={c.minYear}
            options={choices([1950, 1980, 2000, 2010, 2020], (n) => `${n} or later`)}
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
            options={choices([100, 250, 500], (n) => `Up to ${formatPrice(n)} a month`)}
          />
          <Select
            name="maxTax"
            label="Annual taxes"
            value={c.maxTax}
            options={choices([5000, 8000, 10000, 15000], (n) => `Up to ${formatPrice(n)}`)}
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
        {c.view !== 'grid' ? <input type="hidden" name="view" value={c.view} /> : null}
        {c.area ? <input type="hidden" name="area" value={areaParam(c.area)} /> : null}
        <button type="submit" className={buttonClass('primary', 'light')}>
          Show homes
        </button>
      </div>
    </form>
  )
}
