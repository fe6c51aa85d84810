'use client'

import { useId, useRef, useState } from 'react'

import { LeadField, SendAndOutcome, useLeadForm } from '@/features/leads/forms'
import { buttonClass } from '@/ui/buttons'

import type { EstimateSummary } from '../valuation/summary'
import { trackSellerLead } from './analytics'
import { SELLER_FAILURE, SELLER_THANKS, sellerErrors, type Consent, type SellerKind } from './rules'
import {
  ConsentFields,
  EstimateGoesWithIt,
  SELLER_FIELDS,
  sellerActions,
  TimeFrameField,
  type ConsentField,
} from './SellerFields'
import { SellerLeadNoScript } from './SellerLeadNoScript'

type Values = { name: string; email: string; phone: string; timeFrame: string } & Record<
  ConsentField,
  boolean
>

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  timeFrame: '',
  consentEmail: false,
  consentCalls: false,
  consentTexts: false,
}

export const SELLER_LEAD_ENDPOINT = '/api/seller-lead'

/**
 * Under an estimate, the seller's two next steps: the agent's review of it, or an email when
 * the home's value may have changed. Either opens the same short form (name, email, phone, an
 * optional time frame, and consent per channel); the estimate the visitor saw goes with it.
 */
export function SellerLeadForm({
  agentName,
  summary,
  seal,
}: {
  agentName: string
  summary: EstimateSummary
  /** The site's signature of the summary, sent with it. */
  seal: string
}) {
  const [kind, setKind] = useState<SellerKind | null>(null)
  const started = useRef(new Set<SellerKind>())
  const id = useId()
  const chosen = kind ?? 'review'
  const form = useLeadForm<Values, 'name' | 'email' | 'phone'>({
    empty: EMPTY,
    check: sellerErrors,
    endpoint: SELLER_LEAD_ENDPOINT,
    body: (values) => ({
      kind: chosen,
      name: values.name,
      email: values.email,
      phone: values.phone,
      timeFrame: values.timeFrame,
      consent: {
        email: values.consentEmail,
        calls: values.consentCalls,
        texts: values.consentTexts,
      } satisfies Consent,
      summary,
      seal,
    }),
    thanks: () => SELLER_THANKS[chosen],
    failure: SELLER_FAILURE,
    attempts: 3,
    name: 'Seller lead',
    onSent: () => trackSellerLead({ event: 'seller_lead_submitted', kind: chosen }),
    onFailed: (error) => trackSellerLead({ event: 'seller_lead_failed', kind: chosen, error }),
  })
  const { values } = form

  /** The first change in the form for a kind of request: the visitor has started one. */
  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    if (!started.current.has(chosen)) {
      started.current.add(chosen)
      trackSellerLead({ event: 'seller_lead_started', kind: chosen })
    }
    form.change(field, value)
  }

  const actions = sellerActions(agentName)
  const title = actions.find(([value]) => value === kind)?.[1]

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-stone-50 p-4 sm:p-8">
      <h3 id={`${id}-heading`} className="text-2xl text-ink-950">
        What next?
      </h3>
      <p className="mt-2 max-w-3xl text-base text-ink-800">
        {agentName} can look at your home and this estimate with you, or we can email you when homes
        like yours sell nearby (at most once a month).
      </p>
      <div data-seller-buttons className="mt-4 flex flex-wrap gap-3">
        {actions.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-expanded={kind === value}
            aria-controls={`${id}-form`}
            onClick={() => {
              setKind(kind === value ? null : value)
            }}
            className={buttonClass(kind === value ? 'primary' : 'secondary', 'light')}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`${id}-form`} hidden={!kind}>
        {kind ? (
          <form
            method="post"
            onSubmit={form.send}
            noValidate
            aria-label={title}
            className="relative mt-6 max-w-xl space-y-4"
          >
            {SELLER_FIELDS.map((field) => (
              <LeadField
                key={field.name}
                id={`${id}-${field.name}`}
                {...field}
                value={values[field.name]}
                error={form.fieldErrors[field.name]}
                onChange={(value) => change(field.name, value)}
              />
            ))}
            <TimeFrameField
              id={`${id}-timeFrame`}
              value={values.timeFrame}
              onChange={(value) => change('timeFrame', value)}
            />
            <ConsentFields agentName={agentName} checked={values} onChange={change} />
            <SendAndOutcome
              form={form}
              label={kind === 'review' ? `Send to ${agentName}` : 'Email me updates'}
              note={<EstimateGoesWithIt summary={summary} />}
            />
          </form>
        ) : null}
      </div>
      <SellerLeadNoScript id={id} agentName={agentName} summary={summary} seal={seal} />
    </section>
  )
}
