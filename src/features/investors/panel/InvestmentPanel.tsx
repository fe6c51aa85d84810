import { ASSUMPTION_PARAMS, readAssumptions, type RawParams } from '../assumptions'
import { FiguresView } from './FiguresView'
import { LiveFigures } from './LiveFigures.client'
import { isMultiFamily, panelModel } from './model'
import { readInvestmentFacts, type PanelListing } from './read'
import { RentNote } from './RentNote'

/**
 * "As an investment" on a listing's page: the rent, the year's costs, net operating income, cap
 * rate, cash flow, cash-on-cash return and debt-service coverage, each figure with its source,
 * from the assumptions in the address. Open by itself for a building of several units, a click
 * away on other homes (and open whenever the address holds assumptions).
 */
export async function InvestmentPanel({
  listing,
  address,
  params,
}: {
  listing: PanelListing & { path: string }
  address: string
  params: RawParams
}) {
  const facts = await readInvestmentFacts(listing)
  if (!facts) return null
  const model = panelModel(listing, address, facts)
  const read = readAssumptions(params, model.defaults)
  const open =
    isMultiFamily(listing, facts.units) || ASSUMPTION_PARAMS.some((name) => name in params)
  return (
    <section
      id="investment"
      aria-labelledby="investment-title"
      className="rounded-lg border border-ink-900/10 bg-stone-50 p-6"
    >
      <details open={open} className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id="investment-title" className="text-2xl text-ink-950">
            As an investment
          </h2>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-6 shrink-0 text-accent-700 group-open:rotate-180 motion-safe:transition-transform"
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <div className="mt-4 space-y-6">
          <RentNote rent={facts.rent} />
          <LiveFigures model={model}>
            <FiguresView model={model} read={read} />
          </LiveFigures>
          <p className="text-sm text-ink-700">
            Estimates to start from, not advice: the costs the listing states are its own, the rest
            are typical figures you can change. A lender, an accountant and the agent can check them
            against the leases and the books.
          </p>
        </div>
      </details>
    </section>
  )
}
