'use client'

import { useId, useState, type FormEvent } from 'react'

import { FollowUpAndSend } from '@/features/leads/forms/FollowUpAndSend'
import { LeadField } from '@/features/leads/forms/LeadField'
import { postLead, textOf } from '@/features/leads/forms/postLead'
import { useLeadForm } from '@/features/leads/forms/useLeadForm'

import {
  EMAILED_HOMES_MAX,
  SAVED_CONSENT_TEXT,
  SAVED_FAILURE,
  SAVED_THANKS,
  savedErrors,
  type SavedFieldName,
  type SavedValues,
} from './rules'

const EMPTY: SavedValues = { name: '', email: '', phone: '' }
const FIELDS: { name: SavedFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/**
 * "Email me these homes": the saved homes go to the visitor's inbox and the agent hears of it.
 * The same pattern as every lead form: rules on submit and then on each change, a fixed failure
 * sentence unless the server gives one (homes that all left the market).
 */
export function EmailSavedHomes({ listingKeys }: { listingKeys: string[] }) {
  const [values, setValues] = useState<SavedValues>(EMPTY)
  const [allowFollowUp, setAllowFollowUp] = useState(false)
  const [trap, setTrap] = useState('')
  const [errors, setErrors] = useState<Partial<SavedValues>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { sending, submit, success, showSuccess } = useLeadForm()
  const id = useId()
  const sent = listingKeys.slice(0, EMAILED_HOMES_MAX)

  const change = (field: SavedFieldName, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (attempted) setErrors(savedErrors(next))
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFailure(null)
    const found = savedErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void submit(async () => {
      try {
        const reply = await postLead(
          '/api/saved-homes',
          { listingKeys: sent, ...values, allowFollowUp },
          { honeypot: trap, attempts: 3 },
        )
        if (!reply.ok) {
          setFailure(
            reply.status < 500 ? (textOf(reply.data.error) ?? SAVED_FAILURE) : SAVED_FAILURE,
          )
          return
        }
        setValues(EMPTY)
        setAttempted(false)
        showSuccess(SAVED_THANKS)
      } catch (error) {
        console.error('Emailing saved homes failed', error)
        setFailure(SAVED_FAILURE)
      }
    })
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-2xl text-ink-950">
        Email me these homes
      </h2>
      <p className="mt-2 text-ink-800">
        {sent.length === 1
          ? 'We will send you this home with its link.'
          : `We will send you these ${sent.length} homes with their links.`}
      </p>
      <form onSubmit={send} noValidate className="relative mt-4 space-y-4">
        {FIELDS.map((field) => (
          <LeadField
            key={field.name}
            id={`${id}-${field.name}`}
            {...field}
            hint={field.name === 'phone' ? '(optional)' : undefined}
            compact
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ))}
        <FollowUpAndSend
          consentText={SAVED_CONSENT_TEXT}
          allowFollowUp={allowFollowUp}
          onFollowUp={setAllowFollowUp}
          trap={trap}
          onTrap={setTrap}
          sending={sending}
          label="Email me these homes"
          success={success}
          failure={failure}
        />
      </form>
    </section>
  )
}
