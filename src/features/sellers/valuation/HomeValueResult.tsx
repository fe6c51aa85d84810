import Link from 'next/link'

import { agentDay, calendarDay } from '@/lib/dates'
import { wholeShares } from '@/lib/round'
import { buttonClass } from '@/ui/buttons'

import { NET_SHEET_PATH } from '../netSheet'

import type { Comparable, Estimate } from './estimate'
import { CONDITIONS, HOME_TYPES, type Facts } from './facts'
import { FACTOR_LABELS, rateLines } from './rateText'
import { CONFIDENCE_LABELS, money, percent, signedMoney } from './text'

const factsLine = (f: Facts) =>
  [
    `${f.beds} bd`,
    `${f.baths} ba`,
    `${f.sqft.toLocaleString('en-US')} sq ft`,
    f.type === 'condo' ? null : `${f.lot} ac`,
    `built ${f.year}`,
    f.condition === 'average' ? null : CONDITIONS[f.condition].toLowerCase(),
  ]
    .filter(Boolean)
    .join(' · ')

/** "310 Pequest Rd" and "310  pequest rd" are one address. */
const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b) && plain(a!) === plain(b!)

function ComparableCard({
  c,
  n,
  share,
  own,
}: {
  c: Comparable
  n: number
  share: number
  own: boolean
}) {
  const address = c.sale.street
    ? `${c.sale.street}, ${c.sale.city}`
    : `Address withheld, ${c.sale.city}`
  const moved = c.adjustments.filter((a) => a.dollars !== 0)
  return (
    <li className="rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm">
      <h4 className="text-lg font-semibold text-ink-950">
        {n}. {address}
      </h4>
      <p className="text-base text-ink-800">
        Sold {calendarDay(c.sale.closeDate)} for <strong>{money(c.sale.price)}</strong>,{' '}
        {own
          ? 'at your address: most likely your home’s own last sale'
          : `${c.miles.toFixed(1)} mi away`}
      </p>
      <p className="text-sm text-ink-700">{factsLine(c.sale)}</p>
      {moved.length ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Adjustments to the sale price of {address}</caption>
          <tbody>
            {moved.map((a) => (
              <tr key={a.factor}>
                <th scope="row" className="py-0.5 text-left font-normal text-ink-800">
                  {FACTOR_LABELS[a.factor]}
                </th>
                <td className="py-0.5 text-right tabular-nums text-ink-900">
                  {signedMoney(a.dollars)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-ink-700">No adjustment: the same facts as your home.</p>
      )}
      <p className="mt-2 border-t border-ink-900/10 pt-2 text-base text-ink-900">
        Adjusted price <strong className="tabular-nums">{money(Math.round(c.adjusted))}</strong>
        <span className="text-sm text-ink-700"> · weighs {share}% of the estimate</span>
      </p>
    </li>
  )
}

/**
 * An estimate as the visitor reads it: the value, the range and the confidence; in plain words
 * how it was made; the comparables, each with its adjustments in dollars; the rates used.
 */
export function HomeValueResult({
  result,
  facts,
  asOf,
  accuracy,
  townOnly,
  home,
}: {
  result: Estimate
  facts: Facts
  asOf: number
  accuracy: string | null
  /** No address we know: the home is placed at the middle of its town. */
  townOnly: boolean
  /** The address found in the MLS records, when the visitor typed one we know. */
  home?: { address: string; city: string } | null
}) {
  const { step, model } = result
  const kind = HOME_TYPES[facts.type].toLowerCase()
  const learnedFrom = result.pooled
    ? `all ${model.sales} closed sales in the listing store`
    : `the ${model.sales} closed sales of ${model.county} County`
  // Whole percents that add up to 100, as the weights do.
  const shares = wholeShares(result.comparables.map((c) => c.weight))
  return (
    <div className="space-y-10">
      <div>
        <p className="text-base text-ink-700">Estimated value on {agentDay(asOf)}</p>
        <p className="text-5xl font-semibold text-ink-950 tabular-nums">{money(result.value)}</p>
        <p className="mt-2 text-lg text-ink-800">
          Likely between <strong>{money(result.low)}</strong> and{' '}
          <strong>{money(result.high)}</strong> ·{' '}
          <strong>{CONFIDENCE_LABELS[result.confidence]}</strong>
        </p>
        {accuracy ? <p className="mt-3 max-w-3xl text-base text-ink-800">{accuracy}</p> : null}
        <Link
          href={`${NET_SHEET_PATH}?price=${result.value}`}
          className={`${buttonClass('secondary', 'light')} mt-5`}
        >
          See what you would walk away with at {money(result.value)}
        </Link>
      </div>
      <section aria-labelledby="hv-how">
        <h3 id="hv-how" className="text-2xl text-ink-950">
          How we made this number
        </h3>
        <div className="mt-3 max-w-3xl space-y-3 text-base text-ink-800">
          <p>
            We looked for closed sales of {kind}s within {step.miles} mi of{' '}
            {townOnly
              ? 'the middle of your town (we do not know where in it your home is)'
              : 'your home'}{' '}
            in the {step.months} months before today, with a living area within{' '}
            {percent(step.sizeBand)} of yours, nearest and most recent first
            {step.miles > 1 ? ', widening the search step by step until we had at least three' : ''}
            . We found {result.comparables.length}.
          </p>
          <p>
            We adjusted each sale price toward your home, for each difference, at the rates below,
            which we learned from {learnedFrom} over the last 24 months (a regression of the price
            on the facts of each home, its town and the month of the sale), not from a rule of
            thumb. The estimate is the average of the adjusted prices, weighing most the sales that
            needed the smallest adjustments; the range is the wider of how far they spread (
            {percent(result.spread, 1)}) and what this confidence allows.
          </p>
          <p>
            {result.confidence === 'high'
              ? 'High confidence: close, recent sales of homes like yours, and their adjusted prices agree.'
              : result.confidence === 'medium'
                ? 'Medium confidence: we had to look farther or further back, or the adjusted prices disagree more, so the range is wider.'
                : 'Low confidence: sales like yours are sparse here, so we looked far and long; treat the number as a starting point.'}{' '}
            It is an estimate from public sale records, not an appraisal: it knows nothing of your
            kitchen, your view or your roof beyond what you told us.
          </p>
        </div>
      </section>
      <section aria-labelledby="hv-comps">
        <h3 id="hv-comps" className="text-2xl text-ink-950">
          The {result.comparables.length} sales we compared with
        </h3>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {result.comparables.map((c, i) => (
            <ComparableCard
              key={c.sale.key}
              c={c}
              n={i + 1}
              share={shares[i]!}
              own={sameText(c.sale.street, home?.address) && sameText(c.sale.city, home?.city)}
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="hv-rates">
        <h3 id="hv-rates" className="text-2xl text-ink-950">
          The rates used
        </h3>
        <p className="mt-2 max-w-3xl text-base text-ink-800">
          Learned from {learnedFrom}, closed {calendarDay(model.from)} to {calendarDay(model.to)},
          from the MLS.
          {model.held.length
            ? ` Held at zero where those sales showed no effect: ${model.held
                .map((h) => FACTOR_LABELS[h as keyof typeof FACTOR_LABELS] ?? h)
                .join(', ')
                .toLowerCase()}.`
            : ''}{' '}
          A sale in another town is also adjusted by the two towns&apos; price levels, learned from
          all sales together.
        </p>
        <table className="mt-4 w-full max-w-2xl text-base">
          <thead>
            <tr className="border-b border-ink-900/20 text-left">
              <th scope="col" className="py-2 pr-4">
                Difference
              </th>
              <th scope="col" className="py-2">
                Adds to a sale price
              </th>
            </tr>
          </thead>
          <tbody>
            {rateLines(model.rates).map((line) => (
              <tr key={line.factor} className="border-b border-ink-900/10">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-ink-800">
                  {line.factor}
                </th>
                <td className="py-2 tabular-nums text-ink-900">{line.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
