import { buttonClass } from '@/ui/buttons'

import { Checks, CONTROL, LABEL, Select, Toggle } from './FilterControls'
import { MoreFilters } from './MoreFilters.client'
import { searchQuery, type SearchCriteria } from './criteria'
import type { Control } from './filter'
import { filterList } from './filters'
import { SEARCH_PATH, SORTS } from './options'

const CONTROLS = filterList.flatMap((f) => f.controls)
const where = (more: boolean) => (c: Control) => Boolean('more' in c && c.more) === more
const MAIN = CONTROLS.filter(where(false))
const MORE = CONTROLS.filter(where(true))
const groupOf = (c: Control) => ('group' in c ? c.group : undefined)
/** The groups of "More filters" ("Investment"), in the table's order. */
const GROUPS = [...new Set(MORE.map(groupOf).filter((g): g is string => g !== undefined))]

/**
 * The search's filters: a GET form to the search page, so it works before (and without) the
 * page's JavaScript; location, price, beds and the order in one compact bar, the rest behind
 * "More filters". Each control is
 * a filter's (filters.ts), and shows what that filter writes into the search's address.
 */
export function SearchFilters({
  criteria: c,
  places,
}: {
  criteria: SearchCriteria
  /** Location suggestions, the service towns first. */
  places: string[]
}) {
  const address = new URLSearchParams(searchQuery(c))
  const show = (control: Control) => (
    <Shown key={control.name} control={control} address={address} places={places} />
  )
  const moreOpen = filterList.some((f) => f.controls.some(where(true)) && f.label(c))
  const kinds = (controls: Control[], ...kinds: Control['kind'][]) =>
    controls.filter((control) => kinds.includes(control.kind)).map(show)
  return (
    <form
      role="search"
      aria-label="Homes for sale"
      action={SEARCH_PATH}
      method="get"
      className="space-y-3"
    >
      {/* One compact bar: where, price, beds and the order, so homes start in the first screen. */}
      <div className="grid grid-cols-6 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]">
        {kinds(MAIN, 'text')}
        <button
          type="submit"
          className={`${buttonClass('primary', 'light')} col-span-3 whitespace-nowrap sm:col-span-2 lg:order-last lg:col-span-1`}
        >
          Show homes
        </button>
        {MAIN.filter((control) => control.kind === 'select').map((control) => (
          <div key={control.name} className="col-span-2 lg:col-span-1">
            {show(control)}
          </div>
        ))}
        <div className="col-span-6 sm:col-span-2 lg:col-span-1">
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
      </div>
      {kinds(MAIN, 'checks')}
      <MoreFilters initiallyOpen={moreOpen}>
        <div className="grid gap-4 border-t border-ink-900/10 p-4 sm:grid-cols-2 lg:grid-cols-4">
          {kinds(MORE, 'text')}
          {MORE.filter((control) => control.kind === 'checks').map((control) => (
            <div key={control.name} className="sm:col-span-2 lg:col-span-4">
              {show(control)}
            </div>
          ))}
          {kinds(
            MORE.filter((control) => !groupOf(control)),
            'select',
            'toggle',
          )}
          {GROUPS.map((group) => (
            <fieldset key={group} className="sm:col-span-2 lg:col-span-4">
              <legend className="text-base font-semibold text-ink-900">{group}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {kinds(
                  MORE.filter((control) => groupOf(control) === group),
                  'select',
                )}
              </div>
            </fieldset>
          ))}
        </div>
      </MoreFilters>
      {c.view !== 'grid' ? <input type="hidden" name="view" value={c.view} /> : null}
      {kinds(CONTROLS, 'hidden')}
    </form>
  )
}

/** One control, showing the value its filter wrote under its name in the search's address. */
function Shown({
  control,
  address,
  places,
}: {
  control: Control
  address: URLSearchParams
  places: string[]
}) {
  const value = address.get(control.name) ?? undefined
  switch (control.kind) {
    case 'text':
      return (
        <div className={control.more ? 'sm:col-span-2' : 'col-span-3 sm:col-span-4 lg:col-span-1'}>
          <label htmlFor={`search-${control.name}`} className={LABEL}>
            {control.label}
          </label>
          <input
            id={`search-${control.name}`}
            type={control.suggest ? undefined : 'search'}
            name={control.name}
            list={control.suggest ? 'search-places' : undefined}
            defaultValue={value ?? ''}
            placeholder={control.placeholder}
            autoComplete={control.suggest ? 'off' : undefined}
            maxLength={100}
            className={CONTROL}
          />
          {control.suggest ? (
            <datalist id="search-places">
              {places.map((place) => (
                <option key={place} value={place} />
              ))}
            </datalist>
          ) : null}
        </div>
      )
    case 'select':
      return (
        <Select name={control.name} label={control.label} value={value} options={control.options} />
      )
    case 'checks':
      return (
        <Checks
          name={control.name}
          legend={control.legend}
          options={control.options}
          chosen={address.getAll(control.name)}
        />
      )
    case 'toggle':
      return <Toggle name={control.name} label={control.label} on={value === '1'} />
    case 'hidden':
      return value === undefined ? null : <input type="hidden" name={control.name} value={value} />
  }
}
