'use client'

import { useId, useState } from 'react'

import { FollowUpAndSend, LeadField, LeadFormCard, useLeadForm } from '@/features/leads/forms'

import {
  INQUIRY_CONSENT_TEXT,
  INQUIRY_FAILURE,
  INQUIRY_THANKS,
  inquiryErrors,
  type InquiryFieldName,
  type InquiryKind,
  type InquiryValues,
} from './rules'

const EMPTY: InquiryValues = { name: '', email: '', phone: '', preferredTimes: '', message: '' }
const FIELDS: { name: InquiryFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'preferredTimes', label: 'Preferred days and times', type: 'text', autoComplete: 'on' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'on' },
]

/**
 * "Request a showing" or "Ask a question" about one home. The rules run on submit and then on
 * every change; the server's refusal sentence is shown when it gives one (a home that just left
 * the market), else a fixed one.
 */
export function InquiryForm({ listingKey, address }: { listingKey: string; address: string }) {
  const [kind, setKind] = useState<InquiryKind>('showing')
  const [allowFollowUp, setAllowFollowUp] = useState(false)
  const form = useLeadForm({
    empty: EMPTY,
    check: (values) => inquiryErrors(kind, values),
    endpoint: '/api/listing-inquiry',
    body: (values) => ({ kind, listingKey, allowFollowUp, ...values }),
    thanks: () => INQUIRY_THANKS[kind],
    failure: INQUIRY_FAILURE,
    attempts: 3,
    name: 'Listing inquiry',
    // "Your showing request is on its way" beside a question's errors read as if both were.
    newRequestHidesThanks: true,
  })
  const id = useId()

  return (
    <LeadFormCard id={id} title="Interested in this home?">
      <form
        method="post"
        action="/forms/listing-inquiry"
        onSubmit={form.send}
        noValidate
        className="relative mt-4 space-y-4"
      >
        <input type="hidden" name="listingKey" value={listingKey} />
        <fieldset>
          <legend className="sr-only">What would you like?</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['showing', 'Request a showing'],
                ['question', 'Ask a question'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                // The chosen one is marked by its radio's own state, also where no script runs.
                className="flex min-h-11 cursor-pointer items-center justify-center rounded border border-ink-900/25 px-3 text-center text-sm font-semibold text-ink-950 has-[:checked]:border-ink-950 has-[:checked]:bg-ink-950 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700"
              >
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value)
                    form.recheckWith((values) => inquiryErrors(value, values))
                  }}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {FIELDS.filter((f) => kind === 'showing' || f.name !== 'preferredTimes').map((field) => (
          <LeadField
            key={field.name}
            id={`${id}-${field.name}`}
            {...field}
            label={field.name === 'message' && kind === 'question' ? 'Your question' : field.label}
            hint={
              field.name === 'preferredTimes' ? (
                '(optional)'
              ) : field.name === 'message' && kind === 'showing' ? (
                // Without scripts the label cannot follow the choice: a question needs a message.
                <span className="[form:has(input[name=kind][value=question]:checked)_&]:hidden">
                  (optional)
                </span>
              ) : undefined
            }
            compact
            value={form.values[field.name]}
            error={form.fieldErrors[field.name]}
            onChange={(value) => form.change(field.name, value)}
          />
        ))}
        <FollowUpAndSend
          consentText={INQUIRY_CONSENT_TEXT}
          allowFollowUp={allowFollowUp}
          onFollowUp={setAllowFollowUp}
          form={form}
          label={kind === 'showing' ? 'Request a showing' : 'Send my question'}
          note={<p className="text-xs text-ink-700">About {address}.</p>}
          worksWithoutScript
        />
      </form>
    </LeadFormCard>
  )
}
