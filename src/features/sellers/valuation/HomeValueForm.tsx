import { buttonClass } from '@/ui/buttons'
import { FieldError } from '@/ui/FieldError'

import { CONDITIONS, HOME_TYPES } from './facts'
import type { HomeValue } from './homeValue'
import type { FactParam } from './inputs'

export const HOME_VALUE_PATH = '/home-value'
/**
 * Where the page opens after the form is sent: the estimate, or the form again while it lacks
 * something (a phone would otherwise show the top of the page, the answer two screens below).
 */
export const ESTIMATE_ANCHOR = 'estimate'

const CONTROL =
  'mt-1 block min-h-12 w-full rounded border bg-white px-3 py-2 text-base text-ink-950 focus-visible:border-accent-700'
const LABEL = 'block text-sm font-semibold text-ink-900'

type Spec = { label: string; hint?: string; numeric?: boolean }
const FACTS: Record<Exclude<FactParam, 'type' | 'condition'>, Spec> = {
  beds: { label: 'Bedrooms', numeric: true },
  baths: { label: 'Bathrooms', hint: 'Full baths, a half bath as .5', numeric: true },
  sqft: { label: 'Living area (sq ft)', numeric: true },
  lot: { label: 'Lot (acres)', hint: '0 for a condominium', numeric: true },
  year: { label: 'Year built', numeric: true },
}

const described = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined

/**
 * The form comes back from the server with its messages: the browser puts the visitor in the
 * first field to fix (`autofocus`), which a screen reader reads with its message. Browsers skip
 * that when the address's #fragment names an element, so the page names none then.
 */
export function firstFieldToFix(view: HomeValue): string | undefined {
  if (view.placeError) return 'place'
  if (!view.factsAsked) return undefined
  return ['type', ...Object.keys(FACTS), 'condition'].find(
    (name) => view.read.errors[name as keyof typeof view.read.errors],
  )
}

/**
 * The home-value form: a GET form to the page itself, so the estimate is in the address and works
 * without JavaScript. The address, or the town or ZIP code, and the home's facts; a known
 * address fills the facts the visitor leaves empty.
 */
export function HomeValueForm({ view }: { view: HomeValue }) {
  const { text, read, found } = view
  const firstToFix = firstFieldToFix(view)
  const value = (name: FactParam) =>
    text[name] || (found?.facts[name] === undefined ? '' : String(found.facts[name]))
  const select = (name: 'type' | 'condition', options: Record<string, string>, label: string) => {
    const error = read.errors[name]
    return (
      <div>
        <label htmlFor={`hv-${name}`} className={LABEL}>
          {label}
        </label>
        <select
          id={`hv-${name}`}
          name={name}
          defaultValue={value(name) || (name === 'condition' ? 'average' : '')}
          aria-invalid={view.factsAsked && error ? true : undefined}
          aria-describedby={described(view.factsAsked && error && `hv-${name}-error`)}
          autoFocus={firstToFix === name}
          className={`${CONTROL} ${view.factsAsked && error ? 'border-red-700' : 'border-ink-600'}`}
        >
          {name === 'type' ? <option value="">Choose…</option> : null}
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
        <FieldError id={`hv-${name}-error`} text={view.factsAsked ? error : null} />
      </div>
    )
  }
  return (
    <form
      action={`${HOME_VALUE_PATH}#${ESTIMATE_ANCHOR}`}
      method="get"
      aria-label="Your home"
      className="space-y-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="hv-address" className={LABEL}>
            Street address
          </label>
          <p id="hv-address-hint" className="text-sm text-ink-700">
            Like 12 Orchard St, Andover. Optional.
          </p>
          <input
            id="hv-address"
            name="address"
            autoComplete="street-address"
            defaultValue={text.address}
            aria-describedby="hv-address-hint"
            className={`${CONTROL} border-ink-600`}
          />
        </div>
        <div>
          <label htmlFor="hv-place" className={LABEL}>
            Town or ZIP code
          </label>
          {/* Beside "We did not find that address", it would contradict the error. */}
          {view.addressUnknown ? null : (
            <p id="hv-place-hint" className="text-sm text-ink-700">
              Not needed when we know the address.
            </p>
          )}
          <input
            id="hv-place"
            name="place"
            list="hv-places"
            autoComplete="off"
            defaultValue={text.place || found?.city || ''}
            aria-invalid={view.placeError ? true : undefined}
            autoFocus={firstToFix === 'place'}
            aria-describedby={described(
              !view.addressUnknown && 'hv-place-hint',
              view.placeError && 'hv-place-error',
            )}
            className={`${CONTROL} ${view.placeError ? 'border-red-700' : 'border-ink-600'}`}
          />
          <datalist id="hv-places">
            {view.places.map((p) => (
              <option key={p.city} value={p.city} />
            ))}
          </datalist>
          <FieldError id="hv-place-error" text={view.placeError} />
        </div>
      </div>
      {found ? (
        <p
          role="status"
          className="rounded border border-accent-500 bg-stone-50 p-3 text-base text-ink-900"
        >
          We found {found.address}, {found.city} in the MLS records and filled in its facts as last
          listed. Check them, change what is different now, and choose Show my estimate.
        </p>
      ) : view.place && !view.factsAsked ? (
        // Sent with the town alone (the short form on another page): what comes next, not errors.
        <p
          role="status"
          className="rounded border border-accent-500 bg-stone-50 p-3 text-base text-ink-900"
        >
          {view.place.city}: now tell us about the home below, and choose Show my estimate.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {select('type', HOME_TYPES, 'Kind of home')}
        {(Object.keys(FACTS) as (keyof typeof FACTS)[]).map((name) => {
          const { label, hint } = FACTS[name]
          const error = view.factsAsked ? read.errors[name] : null
          return (
            <div key={name}>
              <label htmlFor={`hv-${name}`} className={LABEL}>
                {label}
              </label>
              {hint ? (
                <p id={`hv-${name}-hint`} className="text-sm text-ink-700">
                  {hint}
                </p>
              ) : null}
              <input
                id={`hv-${name}`}
                name={name}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={value(name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={described(hint && `hv-${name}-hint`, error && `hv-${name}-error`)}
                autoFocus={firstToFix === name}
                className={`${CONTROL} ${error ? 'border-red-700' : 'border-ink-600'}`}
              />
              <FieldError id={`hv-${name}-error`} text={error} />
            </div>
          )
        })}
        {select('condition', CONDITIONS, 'Condition')}
      </div>
      <button type="submit" className={buttonClass('primary', 'light')}>
        Show my estimate
      </button>
    </form>
  )
}
