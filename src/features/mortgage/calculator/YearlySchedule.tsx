import { useId, useDeferredValue, useMemo } from 'react'

import { formatLumpSum, yearlySchedule, type MortgageCalculation } from '@/features/mortgage/math'

/** The chart's figures as a table: one row per loan year of the actual schedule. */
export function YearlySchedule({ calculation }: { calculation: MortgageCalculation }) {
  const titleId = useId()
  const deferred = useDeferredValue(calculation)
  const rows = useMemo(() => yearlySchedule(deferred.withExtra.schedule), [deferred])
  return (
    <div className="mt-6">
      <h4 id={titleId} className="font-semibold text-ink-900">
        Yearly schedule
      </h4>
      {/* Scrolls on screen, so it takes keyboard focus; prints in full. */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="mt-2 max-h-96 overflow-auto rounded border border-ink-900/15 print:max-h-none print:overflow-visible"
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">
            Interest, principal and remaining balance for each year of the loan
          </caption>
          <thead className="sticky top-0 bg-stone-100">
            <tr>
              <th scope="col" className="px-4 py-2 text-left">
                Year
              </th>
              <th scope="col" className="px-4 py-2">
                Interest paid
              </th>
              <th scope="col" className="px-4 py-2">
                Principal paid
              </th>
              <th scope="col" className="px-4 py-2">
                Ending balance
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-t border-ink-900/10">
                <th scope="row" className="px-4 py-2 text-left font-medium">
                  {row.year}
                </th>
                <td className="px-4 py-2">{formatLumpSum(row.interestPaid)}</td>
                <td className="px-4 py-2">{formatLumpSum(row.principalPaid)}</td>
                <td className="px-4 py-2">{formatLumpSum(row.endingBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
