import { formatLumpSum } from '@/lib/money'

import type { LadderRow } from './ladder'
import { formatCents, formatSignedCents } from './text'

const FEE_NAMES = { transferFee: 'realty transfer fee', percentFee: 'graduated percent fee' }

const COLUMNS = [
  ['Sale price', ''],
  ['Your net', 'text-right'],
  ['Against your price', 'hidden text-right sm:table-cell'],
  ['Note', ''],
] as const

/** The net at nearby prices, the fee cliffs among them marked. */
export function PriceLadder({ rows, labelledBy }: { rows: LadderRow[]; labelledBy: string }) {
  const asked = rows.find((row) => row.asked)
  return (
    <table aria-labelledby={labelledBy} className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b border-ink-900/25 text-sm text-ink-800">
          {COLUMNS.map(([name, align]) => (
            <th key={name} scope="col" className={`py-2 pr-4 font-semibold ${align}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const change = asked ? row.net - asked.net : 0
          return (
            <tr
              key={row.price}
              className={`border-b border-ink-900/10 align-top ${row.asked ? 'bg-stone-100 font-semibold' : ''}`}
            >
              <th scope="row" className="py-2 pr-4 font-[inherit] tabular-nums">
                {formatLumpSum(row.price)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{formatSignedCents(row.net)}</td>
              <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">
                {row.asked ? '' : `${change < 0 ? '−' : '+'}${formatCents(Math.abs(change))}`}
              </td>
              <td className="py-2 text-sm">
                {row.asked ? 'Your price' : null}
                {row.asked && row.cliff ? '. ' : null}
                {row.cliff ? (
                  <strong className="font-semibold text-red-800">
                    Fee cliff: one dollar more of price adds {formatCents(row.cliff.jump)} to the{' '}
                    {FEE_NAMES[row.cliff.fee]}
                  </strong>
                ) : null}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
