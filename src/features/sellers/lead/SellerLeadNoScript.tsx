import { Honeypot, LeadField } from '@/features/leads/forms'
import { buttonClass } from '@/ui/buttons'

import type { EstimateSummary } from '../valuation/summary'
import { ConsentFields, SELLER_FIELDS, TimeFrameField } from './SellerFields'

/** Where a browser without scripts posts the seller's form. */
export const SELLER_FORM_ROUTE = '/forms/seller-lead'

/**
 * The seller's form for a browser without scripts, inside `<noscript>`: the request chosen with
 * radio buttons instead of the two buttons that open the scripted form (which it hides), the
 * estimate in a hidden field, sent to a route that answers with a page. Browsers with scripts
 * never build it.
 */
export function SellerLeadNoScript({
  id,
  agentName,
  summary,
}: {
  id: string
  agentName: string
  summary: EstimateSummary
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
          <label className="flex min-h-6 items-center gap-3 text-ink-800">
            <input type="radio" name="kind" value="review" defaultChecked className="size-5" />
            Have {agentName} review this
          </label>
          <label className="flex min-h-6 items-center gap-3 text-ink-800">
            <input type="radio" name="kind" value="updates" className="size-5" />
            Email me when my home&apos;s value changes
          </label>
        </fieldset>
        {SELLER_FIELDS.map((field) => (
          <LeadField key={field.name} id={`${id}-plain-${field.name}`} {...field} />
        ))}
        <TimeFrameField id={`${id}-plain-timeFrame`} />
        <ConsentFields agentName={agentName} />
        <input type="hidden" name="summary" value={JSON.stringify(summary)} />
        <Honeypot />
        <button type="submit" className={buttonClass('primary', 'light')}>
          Send
        </button>
        <p className="text-xs text-ink-700">
          Your estimate of {summary.address ? `${summary.address}, ` : ''}
          {summary.place} goes with it.
        </p>
      </form>
    </noscript>
  )
}
