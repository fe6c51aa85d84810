import { useLayoutEffect, useRef } from 'react'

import {
  CONSENT_TEXT,
  NAME_MAX,
  type MortgageContactField,
} from '@/features/mortgage/lead/contactRules'
import { editPhone } from '@/features/mortgage/lead/phone'

import type { CalculatorContact } from './storage'

const FIELDS: {
  name: MortgageContactField
  label: string
  type: string
  autoComplete: string
  placeholder?: string
}[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '(555) 555-5555',
  },
]

/** The contact step's fields: labels, formatting and the consent box. */
export function ContactFields({
  id,
  contact,
  errors,
  onChange,
  onBlur,
}: {
  id: string
  contact: CalculatorContact
  errors: Partial<Record<MortgageContactField, string>>
  onChange: (next: CalculatorContact) => void
  onBlur: (field: MortgageContactField) => void
}) {
  // Where the phone field's caret belongs after the re-formatted value is written back (React
  // would otherwise leave it at the end, so fixing a middle digit jumped to the last one).
  const phoneCaret = useRef<number | null>(null)
  const phoneInput = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    const input = phoneInput.current
    const caret = phoneCaret.current
    phoneCaret.current = null
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret)
    }
  })

  return (
    <>
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = errors[field.name]
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-ink-900">
              {field.label}
            </label>
            <input
              ref={field.name === 'phone' ? phoneInput : undefined}
              id={fieldId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              maxLength={field.name === 'name' ? NAME_MAX : undefined}
              required
              value={contact[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                const raw = event.target.value
                if (field.name !== 'phone') {
                  onChange({ ...contact, [field.name]: raw })
                  return
                }
                const edit = editPhone(
                  contact.phone,
                  raw,
                  event.target.selectionStart ?? raw.length,
                  (event.nativeEvent as InputEvent).inputType,
                )
                phoneCaret.current = edit.caret
                onChange({ ...contact, phone: edit.value })
              }}
              onBlur={() => onBlur(field.name)}
              className={`min-h-12 w-full rounded border bg-white px-4 text-ink-950 placeholder:text-ink-600 ${error ? 'border-red-700' : 'border-ink-600'}`}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={contact.allowFollowUp}
          onChange={(event) => onChange({ ...contact, allowFollowUp: event.target.checked })}
          className="mt-0.5 h-6 w-6 shrink-0 accent-ink-900"
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-ink-800">
          {CONSENT_TEXT}
        </label>
      </div>
    </>
  )
}
