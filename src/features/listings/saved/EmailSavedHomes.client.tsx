'use client'

import { useId, useState } from 'react'

import { FollowUpAndSend, LeadField, LeadFormCard, useLeadForm } from '@/features/leads/forms'

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
  const [allowFollowUp, setAllowFollowUp] = useState(false)
  const sent = listingKeys.slice(0, EMAILED_HOMES_MAX)
  const form = useLeadForm({
    empty: EMPTY,
    check: savedErrors,
    endpoint: '/api/saved-homes',
    body: (values) => ({ listingKeys: sent, allowFollowUp, ...values }),
    thanks: SAVED_THANKS,
    failure: SAVED_FAILURE,
    attempts: 3,
    name: 'Emailing saved homes',
  })
  const id = useId()

  return (
    <LeadFormCard id={id} title="Email me these homes">
      <p className="mt-2 text-ink-800">
        {sent.length === 1
          ? 'We will send you this home with its link.'
          : `We will send you these ${sent.length} homes with their links.`}
      </p>
      <form method="post" onSubmit={form.send} noValidate className="relative mt-4 space-y-4">
        {FIELDS.map((field) => (
          <LeadField
            key={field.name}
            id={`${id}-${field.name}`}
            {...field}
            hint={field.name === 'phone' ? '(optional)' : undefined}
            compact
            value={form.values[field.name]}
            error={form.fieldErrors[field.name]}
            onChange={(value) => form.change(field.name, value)}
          />
        ))}
        <FollowUpAndSend
          consentText={SAVED_CONSENT_TEXT}
          allowFollowUp={allowFollowUp}
          onFollowUp={setAllowFollowUp}
          form={form}
          label="Email me these homes"
        />
      </form>
    </LeadFormCard>
  )
}
