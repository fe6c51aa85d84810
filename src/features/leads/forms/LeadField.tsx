/**
 * One labelled field of a lead form: an input or a textarea, its error under it (linked by
 * aria-describedby, the field marked aria-invalid). `compact` suits a narrow sidebar form.
 * Without `value` and `onChange`, a plain field the browser keeps (a form sent without script).
 */
export function LeadField({
  id,
  name,
  label,
  hint,
  type,
  autoComplete,
  value,
  error,
  compact = false,
  onChange,
}: {
  id: string
  name: string
  label: string
  /** Shown after the label in lighter type, e.g. "(optional)". */
  hint?: React.ReactNode
  type: string
  autoComplete: string
  value?: string
  error?: string
  compact?: boolean
  onChange?: (value: string) => void
}) {
  const changed = onChange && ((e: { target: { value: string } }) => onChange(e.target.value))
  const common = {
    id,
    name,
    autoComplete,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `w-full rounded border bg-white text-ink-950 ${compact ? 'px-3' : 'px-4'} ${error ? 'border-red-700' : 'border-ink-600'}`,
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-900">
        {label}
        {hint ? <span className="font-normal text-ink-700"> {hint}</span> : null}
      </label>
      {type === 'textarea' ? (
        <textarea
          {...common}
          rows={compact ? 4 : 5}
          className={`${common.className} ${compact ? 'py-2' : 'py-3'}`}
          onChange={changed}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={`${common.className} ${compact ? 'min-h-11' : 'min-h-12'}`}
          onChange={changed}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
