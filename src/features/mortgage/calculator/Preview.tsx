import { useId } from 'react'
import { formatLumpSum, formatMonthly, type MortgageResults } from '@/features/mortgage/math'

export const LOCKED_TITLE = 'Unlock your personalized breakdown'
export const UNLOCKED_TITLE = 'Your personalized breakdown'

const FIGURES = ['Monthly estimate', 'Loan amount', 'Cash to close', 'Monthly taxes'] as const

/**
 * The panel beside the inputs. Locked until the visitor has left contact
 * details; then it shows four figures. Skeletons take the figures' exact space while loading,
 * so nothing shifts when they arrive.
 */
export function Preview({
  unlocked,
  pending,
  results,
}: {
  unlocked: boolean
  pending: boolean
  results: MortgageResults
}) {
  const titleId = useId()
  const values = [
    formatMonthly(results.totalMonthly),
    formatLumpSum(results.loanAmount),
    formatLumpSum(results.cashToClose),
    formatMonthly(results.propertyTaxMonthly),
  ]
  return (
    <aside
      aria-labelledby={titleId}
      aria-busy={pending}
      className="rounded-lg bg-ink-900 p-6 text-white on-dark sm:p-8"
    >
      <h3 id={titleId} className="text-2xl text-white">
        {unlocked ? UNLOCKED_TITLE : LOCKED_TITLE}
      </h3>
      {!unlocked ? (
        <p className="mt-2 text-white/80">
          Tell us where to send it and see your monthly estimate, loan, cash to close and taxes.
        </p>
      ) : (
        <p className="mt-2 text-white/80">Updated as you change the numbers.</p>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-4">
        {FIGURES.map((label, index) => (
          <div key={label} className="rounded bg-white/5 p-4">
            <dt className="text-sm text-white/75">{label}</dt>
            <dd className="mt-1 h-8 text-xl font-semibold text-white">
              {pending ? (
                <span
                  aria-hidden="true"
                  data-testid="preview-skeleton"
                  className="block h-7 w-full animate-pulse rounded bg-white/15 motion-reduce:animate-none"
                />
              ) : unlocked ? (
                values[index]
              ) : (
                <>
                  <span className="sr-only">Locked</span>
                  <span aria-hidden="true" className="text-white/70 blur-[3px] select-none">
                    $0,000
                  </span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
