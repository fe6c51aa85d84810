import { useId } from 'react'

import { buttonClass } from '@/ui/buttons'

import { HeadedSection } from '../HeadedSection'
import { HOME_VALUE_HINT, HOME_VALUE_INTRO, HOME_VALUE_SUBMIT, HOME_VALUE_TITLE } from './logic'

export type HomeValueProps = {
  /** Where the form goes: the home-value page, which asks for the rest of the facts. */
  action: string
  title?: string | null
  /** Left out: the section's own; null or empty: none. */
  intro?: string | null
  /** Suggestions for the town field: the towns the estimate has sales in. */
  towns?: string[]
}

const CONTROL =
  'mt-1 block min-h-12 w-full rounded border border-ink-600 bg-white px-3 py-2 text-base text-ink-950 focus-visible:border-accent-700'
const LABEL = 'block text-sm font-semibold text-ink-900'

/**
 * "What is your home worth?": the address, or the town or ZIP code, sent by GET to the
 * home-value page. Plain HTML, so it works before and without any script, and sends none.
 */
export function HomeValue({ action, title, intro, towns = [] }: HomeValueProps) {
  const id = useId()
  const heading = title || HOME_VALUE_TITLE
  return (
    <HeadedSection
      tone="white"
      width="narrow"
      title={heading}
      subtitle={intro === undefined ? HOME_VALUE_INTRO : intro}
    >
      <form
        action={action}
        method="get"
        aria-label={heading}
        aria-describedby={`${id}-hint`}
        className="mx-auto mt-10 max-w-4xl rounded-lg border border-ink-900/10 bg-stone-50 p-6"
      >
        <p id={`${id}-hint`} className="text-base text-ink-800">
          {HOME_VALUE_HINT}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] lg:items-end">
          <div>
            <label htmlFor={`${id}-address`} className={LABEL}>
              Street address
            </label>
            <input
              id={`${id}-address`}
              name="address"
              autoComplete="street-address"
              className={CONTROL}
            />
          </div>
          <div>
            <label htmlFor={`${id}-place`} className={LABEL}>
              Town or ZIP code
            </label>
            <input
              id={`${id}-place`}
              name="place"
              list={towns.length ? `${id}-towns` : undefined}
              autoComplete="off"
              className={CONTROL}
            />
            {towns.length ? (
              <datalist id={`${id}-towns`}>
                {towns.map((town) => (
                  <option key={town} value={town} />
                ))}
              </datalist>
            ) : null}
          </div>
          <button
            type="submit"
            className={`${buttonClass('primary', 'light')} sm:col-span-2 lg:col-span-1`}
          >
            {HOME_VALUE_SUBMIT}
          </button>
        </div>
      </form>
    </HeadedSection>
  )
}
