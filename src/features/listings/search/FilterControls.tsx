/**
 * The form's building blocks (a select, checkboxes, a toggle): SearchFilters.tsx draws each
 * filter's controls (filters.ts) with them.
 */

export const CONTROL =
  'mt-1 block min-h-11 w-full rounded border border-ink-600 bg-white px-3 text-base text-ink-900 focus-visible:border-accent-700'
export const LABEL = 'block text-sm font-semibold text-ink-800'
/** A select's padding is narrower on a phone, where three share a row: "$750,000" shows whole. */
const SELECT = CONTROL.replace('px-3', 'pl-2 pr-1 sm:px-3')

export function Select({
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
      <select id={id} name={name} defaultValue={current} className={SELECT}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

export function Checks({
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

export function Toggle({ name, label, on }: { name: string; label: string; on: boolean }) {
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
