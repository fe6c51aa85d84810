import { useId, useDeferredValue, useMemo } from 'react'

import { formatLumpSum, yearlySchedule, type MortgageCalculation } from '@/features/mortgage/math'
import { formatOnFirstUse } from '@/lib/numberFormat'

const W = 640
const H = 280
const PAD = { left: 100, right: 60, top: 16, bottom: 40 }
/**
 * The labels' size in the drawing's units: 14 where the chart is drawn about as wide as it is
 * drawn (640 px), twice that on a phone, where it is drawn at about 270 px and 14 would read as
 * 6 px. A phone shows the labels of every tenth year and of the last, for room.
 */
const LABEL = 'fill-ink-700 text-[14px] max-sm:text-[28px]'

/** "$250K", "$1.2M" for the axis; made on first use, with the chart (shown with the results). */
const compactDollars = formatOnFirstUse({
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** Balance at the start and at the end of each loan year. */
function yearEnds(loan: number, schedule: MortgageCalculation['withExtra']['schedule']) {
  return [loan, ...yearlySchedule(schedule).map((y) => y.endingBalance)]
}

/**
 * Balance over time with and without extra principal, as plain SVG (no chart library). Built
 * from a deferred value, so typing never waits for it; the table below is its text alternative.
 */
export function AmortizationChart({ calculation }: { calculation: MortgageCalculation }) {
  const titleId = useId()
  const deferred = useDeferredValue(calculation)
  const { lines, years, loan } = useMemo(() => {
    const loanAmount = deferred.results.loanAmount
    const without = yearEnds(loanAmount, deferred.withoutExtra.schedule)
    const withExtra =
      deferred.inputs.extraPrincipal > 0 ? yearEnds(loanAmount, deferred.withExtra.schedule) : null
    const span = Math.max(1, without.length - 1)
    const x = (year: number) => PAD.left + (year / span) * (W - PAD.left - PAD.right)
    const y = (balance: number) =>
      PAD.top + (1 - balance / Math.max(1, loanAmount)) * (H - PAD.top - PAD.bottom)
    const path = (points: number[]) =>
      points.map((b, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(b).toFixed(1)}`).join('')
    return {
      lines: { without: path(without), withExtra: withExtra ? path(withExtra) : null, x, y },
      years: span,
      loan: loanAmount,
    }
  }, [deferred])
  const yearTicks = Array.from({ length: Math.floor(years / 5) + 1 }, (_, i) => i * 5)
  const hasExtra = lines.withExtra !== null
  return (
    <figure className="break-inside-avoid">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full max-w-3xl"
      >
        <title id={titleId}>
          {`Loan balance over ${years} years, from ${formatLumpSum(loan)} to $0${hasExtra ? ', with and without extra principal' : ''}. The yearly schedule below lists the figures.`}
        </title>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={lines.y(loan * share)}
              y2={lines.y(loan * share)}
              className="stroke-ink-900/15"
            />
            <text x={PAD.left - 8} y={lines.y(loan * share) + 4} textAnchor="end" className={LABEL}>
              {compactDollars(loan * share)}
            </text>
          </g>
        ))}
        {yearTicks.map((year) => (
          <text
            key={year}
            x={lines.x(year)}
            y={H - PAD.bottom + 20}
            textAnchor="middle"
            className={`${LABEL} ${year % 10 === 0 || year === years ? '' : 'max-sm:hidden'}`}
          >
            {year === 0 ? 'Start' : `Year ${year}`}
          </text>
        ))}
        <path d={lines.without} fill="none" strokeWidth={3} className="stroke-ink-700" />
        {lines.withExtra ? (
          <path
            d={lines.withExtra}
            fill="none"
            strokeWidth={3}
            strokeDasharray="8 5"
            className="stroke-accent-700"
          />
        ) : null}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-800">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 bg-ink-700" />
          Balance{hasExtra ? ' without extra principal' : ''}
        </span>
        {hasExtra ? (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-6 border-t-4 border-dashed border-accent-700"
            />
            Balance with extra principal
          </span>
        ) : null}
      </figcaption>
    </figure>
  )
}
