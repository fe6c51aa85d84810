import { memo } from 'react'

import { Honeypot, LeadField } from '@/features/leads/forms'
import { buttonClass } from '@/ui/buttons'

import type { EstimateSummary } from '../valuation/summary'
import {
  ConsentFields,
  EstimateGoesWithIt,
  SELLER_FIELDS,
  sellerActions,
  TimeFrameField,
} from './SellerFields'

/** Where a browser without scripts posts the seller's form. */
export const SELLER_FORM_ROUTE = '/forms/seller-lead'

/**
 * The seller's form for a browser without scripts, inside `<noscript>`: the request chosen with
 * radio buttons instead of the two buttons that open the scripted form (which it hides), the
 * estimate in a hidden field, sent to a route that answers with a page. Browsers with scripts
 * keep it as text they never read (and React renders it once: its props do not change).
 */
export const SellerLeadNoScript = memo(function SellerLeadNoScript({
  id,
  agentName,
  summary,
  seal,
}: {
  id: string
  agentName: string
  summary: EstimateSummary
  seal: string
}) {
  return (
    <noscript>
      <style>{'[data-seller-buttons]{display:none}'}</style>
      <form
        method="post"
        action={SELLER_FORM_ROUTE}
        aria-label={`Ask ${agentName}`}
        className="relative mt-6 max-w-xl space-y-4"
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">What would you like?</legend>
          {sellerActions(agentName).map(([value, label], i) => (
            <label key={value} className="flex min-h-6 items-center gap-3 text-ink-800">
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={i === 0}
                className="size-6 shrink-0"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {SELLER_FIELDS.map((field) => (
          <LeadField key={field.name} id={`${id}-plain-${field.name}`} {...field} />
        ))}
        <TimeFrameField id={`${id}-plain-timeFrame`} />
        <ConsentFields agentName={agentName} />
        <input type="hidden" name="summary" value={JSON.stringify(summary)} />
        <input type="hidden" name="seal" value={seal} />
        <Honeypot />
        <button type="submit" className={buttonClass('primary', 'light')}>
          Send
        </button>
        <EstimateGoesWithIt summary={summary} />
      </form>
    </noscript>
  )
})
