'use client'

import { useId, useState, type FormEvent } from 'react'

import { FormOutcome } from '@/features/leads/forms/FollowUpAndSend'
import { Honeypot } from '@/features/leads/forms/Honeypot'
import { LeadField } from '@/features/leads/forms/LeadField'
import { postLead, textOf } from '@/features/leads/forms/postLead'
import { useLeadForm } from '@/features/leads/forms/useLeadForm'

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
  const [values, setValues] = useState<AlertValues>(EMPTY)
  const [frequency, setFrequency] = useState<AlertFrequency>('instant')
  const [trap, setTrap] = useState('')
  const [errors, setErrors] = useState<Partial<AlertValues>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { sending, submit, success, showSuccess } = useLeadForm()
  const id = useId()

  const change = (field: AlertFieldName, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (attempted) setErrors(alertErrors(next))
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFailure(null)
    const found = alertErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void submit(async () => {
      try {
        const reply = await postLead(
          '/api/alerts',
          { search, ...values, frequency },
          { honeypot: trap, attempts: 3 },
        )
        if (!reply.ok) {
          setFailure(
            reply.status < 500 ? (textOf(reply.data.error) ?? ALERT_FAILURE) : ALERT_FAILURE,
          )
          return
        }
        setValues(EMPTY)
        setAttempted(false)
        showSuccess(ALERT_THANKS)
      } catch (error) {
        console.error('Search alert failed', error)
        setFailure(ALERT_FAILURE)
      }
    })
  }

  return (
    <form
      onSubmit={send}
      noValidate
      aria-label="Get alerts for this search"
      className="relative mt-4 max-w-xl space-y-4"
    >
      <p className="text-ink-800">
        New homes and price reductions for: <strong>{label}</strong>
      </p>
      {FIELDS.map((field) => (
        <LeadField
          key={field.name}
          id={`${id}-${field.name}`}
          {...field}
          hint={field.name === 'email' ? undefined : '(optional)'}
          compact
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
        />
      ))}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink-900">How often</legend>
        {(Object.entries(ALERT_FREQUENCIES) as [AlertFrequency, string][]).map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink-900">
            <input
              type="radio"
              name={`${id}-frequency`}
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
      <Honeypot value={trap} onChange={setTrap} />
      <button
        type="submit"
        disabled={sending}
        className="min-h-12 rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? 'Sending...' : 'Email me new homes'}
      </button>
      <FormOutcome success={success} failure={failure} />
    </form>
  )
}
