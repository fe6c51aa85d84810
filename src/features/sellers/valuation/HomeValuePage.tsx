import Link from 'next/link'

import { Band } from '@/ui/Band'
import { PageHeader } from '@/ui/PageHeader'

import { SellerLeadForm } from '../lead/SellerLeadForm.client'
import { ESTIMATE_ANCHOR, HomeValueForm, firstFieldToFix } from './HomeValueForm'
import type { HomeValue } from './homeValue'
import { HomeValueResult } from './HomeValueResult'
import { HOME_TYPES } from './facts'
import { MIN_COMPARABLES, STEPS } from './estimate'
import { sealSummary } from './seal'
import { summarize, type EstimateSummary } from './summary'

/** The estimate as the seller's form sends it, with the site's seal on it. */
const sealed = (summary: EstimateSummary) => ({ summary, seal: sealSummary(summary) })

const CARD = 'rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm sm:p-8'

function NoNumber({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className={CARD}>
      <h3 className="text-2xl text-ink-950">{title}</h3>
      <div className="mt-3 max-w-3xl space-y-3 text-base text-ink-800">{children}</div>
      <Link
        href="/contact"
        className="mt-4 inline-block min-h-6 font-semibold text-accent-700 underline"
      >
        Ask the agent for a value in person
      </Link>
    </div>
  )
}

/** Where the estimate placed the home: the MLS's record of its address, else the typed town. */
const whereOf = ({ found, text, place }: HomeValue) =>
  found
    ? { address: found.address, place: found.city, county: found.county }
    : { address: text.address || null, place: place?.city ?? '', county: place?.county ?? '' }

/**
 * /home-value: the form, and under it the estimate (or why there is none), all in the server's
 * HTML. No contact is asked for to see the number; under an estimate, the seller may ask the
 * agent (`agentName`, from the site settings) to review it, or for emails when it may change.
 */
export function HomeValuePage({
  view,
  accuracy,
  agentName,
}: {
  view: HomeValue
  accuracy: string | null
  agentName: string
}) {
  const { result, read } = view
  const widest = STEPS[STEPS.length - 1]!
  return (
    <>
      <PageHeader eyebrow="For sellers" title="What is my home worth?">
        <p>
          An estimate at once from the closed sales around your home, with the sales we compared and
          every adjustment shown. No sign-up.
        </p>
      </PageHeader>
      <Band
        id={result || firstFieldToFix(view) ? undefined : ESTIMATE_ANCHOR}
        tone="stone"
        title="Your home"
        intro="Give the address (we fill in what the MLS knows of it), or the town or ZIP code, and the facts. Everything stays in the page's address, so you can keep or share it."
      >
        {() => (
          <div className={CARD}>
            <HomeValueForm view={view} />
          </div>
        )}
      </Band>
      {result ? (
        <Band id={ESTIMATE_ANCHOR} tone="white" title="Your estimate">
          {() => (
            <div>
              {result.kind === 'estimate' && read.facts ? (
                <div className="space-y-10">
                  <HomeValueResult
                    result={result}
                    facts={read.facts}
                    asOf={view.asOf}
                    accuracy={accuracy}
                    townOnly={!view.found}
                    home={view.found}
                  />
                  <SellerLeadForm
                    agentName={agentName}
                    {...sealed(summarize(result, read.facts, whereOf(view), view.asOf))}
                  />
                </div>
              ) : result.kind === 'refusal' && read.facts ? (
                <NoNumber title="Too few sales to give a number">
                  <p>
                    We found {result.found === 0 ? 'no' : `only ${result.found}`} closed{' '}
                    {result.found === 1 ? 'sale' : 'sales'} of{' '}
                    {HOME_TYPES[read.facts.type].toLowerCase()}s like yours within {widest.miles} mi
                    in the last {widest.months} months. An honest estimate needs at least{' '}
                    {MIN_COMPARABLES}, so we give none.
                  </p>
                </NoNumber>
              ) : result.kind === 'no-valuation' ? (
                <NoNumber title="No automated value for this home">
                  <p>
                    This home is listed for sale, and its seller asked that no automated value be
                    shown for it.
                  </p>
                </NoNumber>
              ) : (
                <NoNumber title="Not enough sales yet">
                  <p>
                    The listing store does not yet hold enough closed sales to learn from, so we
                    give no number.
                  </p>
                </NoNumber>
              )}
            </div>
          )}
        </Band>
      ) : null}
    </>
  )
}
