import { buttonClass } from '@/ui/buttons'
import { FieldError } from '@/ui/FieldError'

import { PARAMS, type Flag, type Param, type ReadNetSheet } from './inputs'

export const NET_SHEET_PATH = '/sellers/net-sheet'
/** Where the page opens after the form is sent: the sheet, when every figure was right. */
export const NET_ANCHOR = 'net'

type FieldSpec = { label: string; hint?: string; unit?: '$' | '%'; type?: 'date' }

const FIELDS: Record<Param, FieldSpec> = {
  price: { label: 'Sale price', unit: '$' },
  payoff: { label: 'Mortgage payoff', hint: 'Every loan on the home, 0 if none.', unit: '$' },
  listing: { label: "Listing agent's commission", unit: '%' },
  buyerAgent: { label: "Buyer's agent's commission", unit: '%' },
  closing: { label: 'Closing date', type: 'date' },
  tax: { label: 'Property tax this year', hint: 'The annual amount, on your tax bill.', unit: '$' },
  concessions: { label: 'Seller concessions', hint: 'Credits to the buyer.', unit: '$' },
  attorney: { label: "Your attorney's fee", unit: '$' },
  other: { label: 'Other costs', unit: '$' },
  purchase: {
    label: 'What you paid for the home',
    hint: 'Needed only if you live outside New Jersey.',
    unit: '$',
  },
}

const FLAG_LABELS: Record<Flag, string> = {
  reduced:
    'I live in the home (one- or two-family) and am 62 or older, blind or disabled: the reduced transfer fee',
  nonResident: 'I do not live in New Jersey: an income-tax estimate is paid at closing',
  well: 'The home has a private well: a water test before closing',
}

const CONTROL =
  'block min-h-12 w-full rounded border bg-white py-2 text-base text-ink-950 focus-visible:border-accent-700'

function Field({ name, read, first }: { name: Param; read: ReadNetSheet; first: boolean }) {
  const { label, hint, unit, type } = FIELDS[name]
  const id = `net-${name}`
  const error = read.errors[name]
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {unit === '%' ? ' (%)' : unit === '$' ? ' ($)' : ''}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        inputMode={type ? undefined : 'decimal'}
        autoComplete="off"
        // A date field holds only a real date: one that is not stays out of it (the browser would
        // drop it with a console warning), and its message says what to enter.
        defaultValue={type === 'date' && !isRealDate(read.text[name]) ? '' : read.text[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // The sheet comes back from the server with its messages: the browser puts the visitor
        // in the first field to fix, which a screen reader reads with its message.
        autoFocus={first}
        className={`${CONTROL} mt-1 px-3 ${error ? 'border-red-700' : 'border-ink-600'}`}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

/** "2026-06-30", a day the calendar has ("2026-02-30" and "2026-13-01" are not). */
function isRealDate(text: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text
}

/**
 * The net sheet's inputs: a GET form to the page itself, so every figure is in the address and
 * the sheet works without JavaScript.
 */
export function NetSheetForm({ read }: { read: ReadNetSheet }) {
  const shown: Param[] = [...PARAMS.filter((name) => name !== 'purchase'), 'purchase']
  const firstToFix = shown.find((name) => read.errors[name])
  return (
    <form
      action={`${NET_SHEET_PATH}#${NET_ANCHOR}`}
      method="get"
      aria-label="Your sale"
      className="space-y-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {PARAMS.filter((name) => name !== 'purchase').map((name) => (
          <Field key={name} name={name} read={read} first={name === firstToFix} />
        ))}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">About you and the home</legend>
        <div className="mt-1 space-y-1">
          {(Object.keys(FLAG_LABELS) as Flag[]).map((flag) => (
            <label
              key={flag}
              className="flex min-h-11 items-start gap-3 py-1 text-base text-ink-900"
            >
              <input
                type="checkbox"
                name={flag}
                value="1"
                defaultChecked={read.flags[flag]}
                className="mt-0.5 size-6 shrink-0 accent-accent-700"
              />
              <span>{FLAG_LABELS[flag]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field name="purchase" read={read} first={firstToFix === 'purchase'} />
      <button type="submit" className={buttonClass('primary', 'light')}>
        Show my net
      </button>
    </form>
  )
}
