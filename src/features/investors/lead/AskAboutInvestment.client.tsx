'use client'

import { useId, useState } from 'react'

import { FollowUpAndSend, LeadField, useLeadForm } from '@/features/leads/forms'

import type { InvestmentSnapshot } from '../numbers'
import { headline } from './figures'
import {
  DEFAULT_QUESTION,
  INVESTMENT_CONSENT_TEXT,
  INVESTMENT_FAILURE,
  INVESTMENT_THANKS,
  investmentErrors,
  type InvestmentFieldName,
  type InvestmentValues,
} from './rules'

export const INVESTMENT_ENDPOINT = '/api/investment-inquiry'

const EMPTY: InvestmentValues = { name: '', email: '', phone: '', message: DEFAULT_QUESTION }
const FIELDS: { name: InvestmentFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'Your question', type: 'textarea', autoComplete: 'on' },
]

/**
 * "Ask about this investment", under a listing's investment figures: a disclosure that opens a
 * short form (name, email, phone, a question that starts as a default one, the follow-up
 * choice). The figures go with it as the visitor sees them when they send, and the form says
 * which; the server's refusal sentence is shown when it gives one, else a fixed one.
 */
export function AskAboutInvestment({
  listingKey,
  address,
  snapshot,
}: {
  listingKey: string
  address: string
  snapshot: InvestmentSnapshot
}) {
  const [allowFollowUp, setAllowFollowUp] = useState(false)
  const form = useLeadForm({
    empty: EMPTY,
    check: investmentErrors,
    endpoint: INVESTMENT_ENDPOINT,
    body: (values) => ({ listingKey, allowFollowUp, ...values, snapshot }),
    thanks: INVESTMENT_THANKS,
    failure: INVESTMENT_FAILURE,
    attempts: 3,
    name: 'Investment inquiry',
  })
  const id = useId()

  return (
    <details className="rounded border border-ink-900/15 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-ink-900">
        Ask about this investment
      </summary>
      <form
        method="post"
        action="/forms/investment-question"
        onSubmit={form.send}
        noValidate
        className="relative space-y-4 px-4 pb-4"
      >
        <p className="text-sm text-ink-800">
          The agent gets your question with the figures you see now: {headline(snapshot)}.
        </p>
        <input type="hidden" name="listingKey" value={listingKey} />
        <input type="hidden" name="snapshot" value={JSON.stringify(snapshot)} />
        {FIELDS.map((field) => (
          <LeadField
            key={field.name}
            id={`${id}-${field.name}`}
            {...field}
            hint={field.name === 'message' ? '(optional)' : undefined}
            compact
            value={form.values[field.name]}
            error={form.fieldErrors[field.name]}
            onChange={(value) => form.change(field.name, value)}
          />
        ))}
        <FollowUpAndSend
          consentText={INVESTMENT_CONSENT_TEXT}
          allowFollowUp={allowFollowUp}
          onFollowUp={setAllowFollowUp}
          form={form}
          label="Send my question"
          note={<p className="text-xs text-ink-700">About {address}.</p>}
          worksWithoutScript
        />
      </form>
    </details>
  )
}
