'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { buttonClass } from '@/ui/buttons'
import { PRICE_OPTIONS, SEARCH_PATH } from '@/features/listings/search/options'

import { BED_OPTIONS, formatPrice, searchHref } from './logic'

const CONTROL =
  'mt-1 block min-h-12 w-full rounded border border-ink-600 bg-white px-3 text-ink-900 focus-visible:border-accent-700'

/**
 * The search block's form: where, price and beds, sent to the search page by GET.
 */
export function SearchForm({ towns }: { towns: string[] }) {
  const router = useRouter()
  const [initial] = useState(() => new URLSearchParams(window.location.search))
  const listId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const read = (name: string) => String(data.get(name) ?? '')
    router.push(
      searchHref({
        location: read('location'),
        minPrice: read('minPrice'),
        maxPrice: read('maxPrice'),
        beds: read('beds'),
      }),
    )
  }

  return (
    <form
      role="search"
      aria-label="Property search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label="Location">
        <input
          name="location"
          list={listId}
          defaultValue={initial.get('location') ?? ''}
          placeholder="Town or county"
          autoComplete="off"
          maxLength={100}
          className={CONTROL}
        />
        <datalist id={listId}>
          {towns.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
      </Field>
      <PriceSelect name="minPrice" label="Min price" empty="No min" initial={initial} />
      <PriceSelect name="maxPrice" label="Max price" empty="No max" initial={initial} />
      <Field label="Beds">
        <select name="beds" defaultValue={initial.get('beds') ?? ''} className={CONTROL}>
          <option value="">Any</option>
          {BED_OPTIONS.map((beds) => (
            <option key={beds} value={beds}>
              {beds}+
            </option>
          ))}
        </select>
      </Field>
      <button
        type="submit"
        className={`${buttonClass('primary', 'light')} sm:col-span-2 lg:col-span-1`}
      >
        Search
      </button>
    </form>
  )
}

function PriceSelect(props: {
  name: string
  label: string
  empty: string
  initial: URLSearchParams
}) {
  return (
    <Field label={props.label}>
      <select
        name={props.name}
        defaultValue={props.initial.get(props.name) ?? ''}
        className={CONTROL}
      >
        <option value="">{props.empty}</option>
        {PRICE_OPTIONS.map((price) => (
          <option key={price} value={price}>
            {formatPrice(price)}
          </option>
        ))}
      </select>
    </Field>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-semibold text-ink-800">
      {label}
      {children}
    </label>
  )
}
