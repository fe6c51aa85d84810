'use client'

import { useId, useState } from 'react'

import { LeadField, SendAndOutcome, useLeadForm } from '@/features/leads/forms'

import {
  ALERT_CONSENT_TEXT,
  ALERT_FAILURE,
  ALERT_FREQUENCIES,
  ALERT_THANKS,
  alertErrors,
  type AlertFieldName,
  type AlertFrequency,
  type AlertValues,
} from './rules'

const EMPTY: AlertValues = { email: '', name: '', phone: '' }
const FIELDS: { name: AlertFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/**
 * "Get alerts for this search": an email (name and phone optional) and how often. No account;
 * the alert starts when the visitor confirms it from the email it sends.
 */
export function AlertForm({ search, label }: { search: string; label: string }) {
  const [frequency, setFrequency] = useState<AlertFrequency>('instant')
  const form = useLeadForm({
    empty: EMPTY,
    check: alertErrors,
    endpoint: '/api/alerts',
    body: (values) => ({ search, frequency, ...values }),
    thanks: ALERT_THANKS,
    failure: ALERT_FAILURE,
    attempts: 3,
    name: 'Search alert',
  })
  const id = useId()

  return (
    <form
      method="post"
      action="/forms/alerts"
      onSubmit={form.send}
      noValidate
      aria-label="Get alerts for this search"
      className="relative mt-4 max-w-xl space-y-4"
    >
      <p className="text-ink-800">
        New homes and price reductions for: <strong>{label}</strong>
      </p>
      <input type="hidden" name="search" value={search} />
      {FIELDS.map((field) => (
        <LeadField
          key={field.name}
          id={`${id}-${field.name}`}
          {...field}
          hint={field.name === 'email' ? undefined : '(optional)'}
          compact
          value={form.values[field.name]}
          error={form.fieldErrors[field.name]}
          onChange={(value) => form.change(field.name, value)}
        />
      ))}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink-900">How often</legend>
        {(Object.entries(ALERT_FREQUENCIES) as [AlertFrequency, string][]).map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink-900">
            <input
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
              className="size-5"
            />
            {text}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-ink-800">{ALERT_CONSENT_TEXT}</p>
      <SendAndOutcome form={form} label="Email me new homes" worksWithoutScript />
    </form>
  )
}
