import { NOT_A_NUMBER_TEXT } from '@/lib/money'

import type { NetSheet } from './netSheet'
import type { KnownInputs } from './netSheet'
import {
  formatCents,
  formatSignedCents,
  lineLabel,
  lineNote,
  sourceText,
  taxSettlementText,
} from './text'

/**
 * The sheet: the price, each cost with where it comes from, and the net. A line whose input could
 * not be read shows no amount, and then neither does the net.
 */
export function NetSheetResult({ sheet, input }: { sheet: NetSheet; input: KnownInputs }) {
  return (
    <div>
      <table className="w-full border-collapse text-left">
        <caption className="mb-3 text-left font-serif text-2xl text-ink-950">
          Your estimated net sheet
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-ink-900/15">
            <th scope="row" className="py-3 pr-4 font-semibold text-ink-950">
              Sale price
            </th>
            <td className="py-3 text-right text-sm font-semibold whitespace-nowrap text-ink-950 tabular-nums sm:text-base">
              {sheet.priceCents === null ? NOT_A_NUMBER_TEXT : formatCents(sheet.priceCents)}
            </td>
          </tr>
          {sheet.lines.map((line) => (
            <tr key={line.key} className="border-b border-ink-900/10 align-top">
              <th scope="row" className="py-3 pr-3 font-normal text-ink-900">
                <span className="block font-semibold">{lineLabel(line.key, input)}</span>
                <span className="block text-sm text-ink-700">
                  {lineNote(line.key, input, sheet.tax)}
                </span>
                {line.source ? (
                  <span className="block text-sm text-ink-700">{sourceText(line.source)}</span>
                ) : null}
                {line.key === 'tax' && sheet.tax ? (
                  <span className="block text-sm text-ink-700">{taxSettlementText(sheet.tax)}</span>
                ) : null}
              </th>
              <td className="py-3 text-right text-sm whitespace-nowrap text-ink-900 tabular-nums sm:text-base">
                {line.cents === null ? (
                  <span className="text-sm">Not computed</span>
                ) : (
                  formatSignedCents(-line.cents)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 border-t-2 border-ink-900 pt-4">
        <span className="text-lg font-semibold text-ink-950">Your estimated net</span>
        <span
          data-testid="net"
          className="text-2xl font-semibold whitespace-nowrap text-ink-950 tabular-nums"
        >
          {sheet.net === null ? NOT_A_NUMBER_TEXT : formatSignedCents(sheet.net)}
        </span>
      </p>
      {sheet.net === null ? (
        <p role="status" className="mt-3 text-base font-semibold text-red-700">
          The net needs every field: fix the ones marked in the form.
        </p>
      ) : sheet.net < 0 ? (
        <p className="mt-3 text-base font-semibold text-ink-950">
          At this price the sale does not cover the payoff and the costs: you would bring{' '}
          {formatCents(-sheet.net)} to the closing.
        </p>
      ) : null}
    </div>
  )
}
