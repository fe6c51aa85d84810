'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { buttonClass } from '@/ui/buttons'
import { SEARCH_PATH } from '@/features/listings/search'

import { searchHref, SELECTS } from './logic'

const CONTROL =
  'mt-1 block min-h-12 w-full rounded border border-ink-600 bg-white px-3 text-ink-900 focus-visible:border-accent-700'

/**
 * The search block's form: where, price and beds, sent to the search page by GET. Its selects
 * and its address are the search page's own (logic.ts).
 */
export function SearchForm({ towns }: { towns: string[] }) {
  const router = useRouter()
  const [initial] = useState(() => new URLSearchParams(window.location.search))
  const listId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    router.push(searchHref(Object.fromEntries([...data].map(([name, v]) => [name, String(v)]))))
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
      {SELECTS.map((select) => (
        <Field key={select.name} label={select.label}>
          <select
            name={select.name}
            defaultValue={initial.get(select.name) ?? ''}
            className={CONTROL}
          >
            {select.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <button
        type="submit"
        className={`${buttonClass('primary', 'light')} sm:col-span-2 lg:col-span-1`}
      >
        Search
      </button>
    </form>
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
