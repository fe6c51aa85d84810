'use client'

import { useId, useState, type FormEvent } from 'react'

import { contactErrors, type ContactFieldName } from '@/features/leads/forms/rules'

import { Honeypot } from './Honeypot'
import { LeadField } from './LeadField'
import { postLead } from './postLead'
import { useLeadForm } from './useLeadForm'

const FAILURE = 'There was an error sending your message. Please try again or contact us directly.'

type Values = Record<ContactFieldName, string>
const EMPTY: Values = { name: '', email: '', phone: '', message: '' }
const FIELDS: { name: ContactFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
]

/**
 * Each field's rule is checked on submit, then again on every change. The thanks names the agent
 * and shows for 5 seconds; a failure shows a fixed sentence (never the server's), cleared when the
 * next submit starts, which leaves a showing thanks alone.
 */
export function ContactForm({ agentName }: { agentName: string }) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [trap, setTrap] = useState('')
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [attempted, setAttempted] = useState(false)
  const [failed, setFailed] = useState(false)
  const { sending, submit, success, showSuccess } = useLeadForm()
  const id = useId()

  const change = (field: ContactFieldName, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (attempted) setErrors(contactErrors(next)) // after the first submit, re-validate on change
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFailed(false)
    const found = contactErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void submit(async () => {
      try {
        const { ok } = await postLead('/api/contact', values, { honeypot: trap })
        if (!ok) throw new Error('The contact endpoint refused the message')
        setValues(EMPTY)
        setAttempted(false)
        showSuccess(
          `Thank you for your message. ${agentName} will respond within 24 hours to discuss your real estate needs.`,
        )
      } catch (error) {
        console.error('Contact message failed', error)
        setFailed(true)
      }
    })
  }

  return (
    <form onSubmit={send} noValidate className="relative space-y-5">
      {FIELDS.map((field) => (
        <LeadField
          key={field.name}
          id={`${id}-${field.name}`}
          {...field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
        />
      ))}
      <Honeypot value={trap} onChange={setTrap} />
      <button
        type="submit"
        disabled={sending}
        className="min-h-12 w-full rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <div aria-live="polite">
        {success ? (
          <p className="rounded bg-emerald-50 px-4 py-3 font-medium text-emerald-800">{success}</p>
        ) : null}
        {failed ? (
          <p role="alert" className="rounded bg-rose-50 px-4 py-3 font-medium text-rose-800">
            {FAILURE}
          </p>
        ) : null}
      </div>
    </form>
  )
}
