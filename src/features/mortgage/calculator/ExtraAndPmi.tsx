import {
  formatLumpSum,
  formatMonthly,
  formatPayoffTimeline,
  hasLoanToPayOff,
  type MortgageCalculation,
} from '@/features/mortgage/math'

import { Card } from './ResultCard'

/** The extra-payments impact block, and when PMI applies, the months it can stop. */
export function ExtraAndPmi({ calculation }: { calculation: MortgageCalculation }) {
  const { results, pmi } = calculation
  return (
    <>
      <Card title="Extra payments impact">
        {!hasLoanToPayOff(results) ? (
          <p>With no loan, there is no interest for extra payments to save.</p>
        ) : results.extraMonthly > 0 ? (
          <p>
            Paying {formatMonthly(results.extraMonthly)} extra each month saves{' '}
            <strong>{formatLumpSum(results.interestSaved)}</strong> in interest and pays the loan
            off <strong>{formatPayoffTimeline(results.monthsSaved)}</strong> sooner.
          </p>
        ) : (
          <p>
            Add extra principal in the calculator to see how much interest and time you could save:
            even a small amount each month adds up over the years.
          </p>
        )}
      </Card>
      {pmi ? (
        <Card title="When PMI ends">
          <p>
            You can ask your lender to cancel PMI in <strong>{pmi.cancelOnRequest.date}</strong>{' '}
            (payment {pmi.cancelOnRequest.month}), when your balance reaches 80% of the price.
          </p>
          {pmi.cancelOnRequestWithExtra ? (
            <p className="mt-2">
              With your extra principal, as early as{' '}
              <strong>{pmi.cancelOnRequestWithExtra.date}</strong>.
            </p>
          ) : null}
          <p className="mt-2">
            It ends automatically in <strong>{pmi.automaticEnd.date}</strong> (payment{' '}
            {pmi.automaticEnd.month}),{' '}
            {pmi.automaticEnd.rule === 'ltv-78'
              ? 'when the scheduled balance reaches 78% of the price.'
              : 'the month after the midpoint of your loan term.'}
          </p>
        </Card>
      ) : null}
    </>
  )
}
