import { memo, useState, type ReactNode } from 'react'

export interface NumberFieldProps {
  id: string
  label: string
  value: number
  /** Receives the typed number (empty text is 0); the caller clamps it. */
  onChange: (value: number) => void
  /** Runs when the field loses focus, e.g. to snap a price up to the minimum. */
  onBlur?: (value: number) => void
  min?: number
  max?: number
  step: number
  /** "$" before or "%" after the number. */
  unit?: '$' | '%'
  hint?: ReactNode
  error?: string
  disabled?: boolean
  /** How the value reads when the visitor is not typing (e.g. a rounded percent). */
  display?: (value: number) => string
}

const plain = (value: number) => String(value)

/**
 * A labelled number input. While the visitor types, the field keeps their text ("6." stays
 * "6."); once they leave it, it shows the value the calculator actually uses.
 */
export const NumberField = memo(function NumberField(props: NumberFieldProps) {
  const { id, label, value, onChange, onBlur, min, max, step, unit, hint, error } = props
  const { disabled = false, display = plain } = props
  const [text, setText] = useState<string | null>(null)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative">
        {unit === '$' ? (
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-3 flex items-center text-ink-600"
          >
            $
          </span>
        ) : null}
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          value={text ?? display(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const typed = event.target.value
            const parsed = typed.trim() === '' ? 0 : Number(typed)
            if (!Number.isFinite(parsed)) return setText(typed)
            onChange(parsed)
            // Above the maximum or negative: show the clamped number the caller keeps instead.
            const outside =
              typed.trim() !== '' && ((max !== undefined && parsed > max) || parsed < 0)
            setText(outside ? null : typed)
          }}
          onBlur={() => {
            setText(null)
            onBlur?.(value)
          }}
          className={`min-h-12 w-full rounded border bg-white text-ink-950 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-ink-600 ${unit === '$' ? 'pl-7' : 'pl-3'} ${unit === '%' ? 'pr-8' : 'pr-3'} ${error ? 'border-red-700' : 'border-ink-600'}`}
        />
        {unit === '%' ? (
          <span
            aria-hidden="true"
            className="absolute inset-y-0 right-3 flex items-center text-ink-600"
          >
            %
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
})
