'use client'

import { useId, useRef } from 'react'

import { LeadField, SendAndOutcome, useLeadForm } from '@/features/leads/forms'

import { trackReportSubscription } from './analytics'
import {
  REPORT_CONSENT_TEXT,
  REPORT_FAILURE,
  REPORT_THANKS,
  reportErrors,
  type ReportFieldName,
  type ReportValues,
} from './rules'

const EMPTY: ReportValues = { email: '', name: '' }
const FIELDS: { name: ReportFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
]

/**
 * "Email me this report every month" under a market report: an email and an optional name. The
 * emails start when the visitor confirms them from the email this sends. Without scripts the
 * browser posts the same fields to /market-update/email/sign-up, which answers with a page.
 */
export function ReportSubscriptionForm({ area, areaName }: { area: string; areaName: string }) {
  const started = useRef(false)
  const form = useLeadForm({
    empty: EMPTY,
    check: reportErrors,
    endpoint: '/api/report-subscription',
    body: (values) => ({ area, ...values }),
    thanks: REPORT_THANKS,
    failure: REPORT_FAILURE,
    attempts: 3,
    name: 'Market report sign-up',
    onSent: () => trackReportSubscription({ event: 'report_subscription_submitted', area }),
    onFailed: (error) =>
      trackReportSubscription({ event: 'report_subscription_failed', area, error }),
  })
  const id = useId()
  const title = `${id}-title`

  /** The first change in the form: the visitor has started a sign-up. */
  const change = (field: ReportFieldName, value: string) => {
    if (!started.current) {
      started.current = true
      trackReportSubscription({ event: 'report_subscription_started', area })
    }
    form.change(field, value)
  }

  return (
    <section className="border-t border-ink-900/10 bg-white px-6 py-12" aria-labelledby={title}>
      <div className="mx-auto max-w-xl">
        <h2 id={title} className="text-2xl font-semibold text-ink-950">
          Email me this report every month
        </h2>
        <p className="mt-2 text-ink-800">
          The {areaName} figures, the homes that sold and the homes new for sale, on the first
          weekday of each month.
        </p>
        <form
          onSubmit={form.send}
          action="/market-update/email/sign-up"
          method="post"
          noValidate
          aria-labelledby={title}
          className="relative mt-4 space-y-4"
        >
          <input type="hidden" name="area" value={area} />
          {FIELDS.map((field) => (
            <LeadField
              key={field.name}
              id={`${id}-${field.name}`}
              {...field}
              hint={field.name === 'email' ? undefined : '(optional)'}
              compact
              value={form.values[field.name]}
              error={form.fieldErrors[field.name]}
              onChange={(value) => change(field.name, value)}
            />
          ))}
          <p className="text-sm text-ink-800">{REPORT_CONSENT_TEXT}</p>
          <SendAndOutcome form={form} label="Email me this report" worksWithoutScript />
        </form>
      </div>
    </section>
  )
}
