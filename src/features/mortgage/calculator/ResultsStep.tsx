import type { RefObject } from 'react'

import { telHref } from '@/lib/contactFormat'
import {
  formatLoanTerm,
  formatLumpSum,
  formatMonthly,
  hasLoanToPayOff,
  type MortgageCalculation,
} from '@/features/mortgage/math'

import { BackButton } from './BackButton'
import { AmortizationChart } from './AmortizationChart'
import { ExtraAndPmi } from './ExtraAndPmi'
import { Card } from './ResultCard'
import { YearlySchedule } from './YearlySchedule'

export interface AgentContact {
  phone: string
  email: string
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-ink-900/15 pt-3 font-semibold text-ink-950' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

export const NO_LOAN_TO_PAY_OFF =
  'Nothing to pay off: your down payment covers the whole price, so there is no loan.'

/** Step 3, plus the chart, the yearly schedule and the PMI milestones. */
export function ResultsStep({
  calculation,
  agent,
  followUp,
  onBack,
  headingRef,
}: {
  calculation: MortgageCalculation
  agent: AgentContact
  /** Whether the visitor left the follow-up box ticked: only then are lenders promised. */
  followUp: boolean
  onBack: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const { inputs, results, pmiApplies, downPaymentAmount } = calculation
  const closingCosts = results.cashToClose - downPaymentAmount
  // A down payment of the whole price leaves no loan: no payoff date, no balance to chart.
  const hasLoan = hasLoanToPayOff(results)
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackButton onBack={onBack} />
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-12 rounded border border-ink-900/25 px-5 font-semibold text-ink-900 hover:bg-stone-100"
        >
          Print this breakdown
        </button>
      </div>
      <div className="mt-6 rounded-lg bg-ink-900 p-6 text-white on-dark sm:p-8 print:bg-white print:text-ink-950">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
          Estimated monthly payment
        </h3>
        <p className="mt-2 text-5xl font-semibold tabular-nums" data-testid="total-monthly">
          {formatMonthly(results.totalMonthly)}
        </p>
        <p className="mt-2 text-white/80 print:text-ink-700">
          {formatLoanTerm(inputs.loanTerm)} at {inputs.interestRate}% on a loan of{' '}
          <strong className="text-white print:text-ink-950">
            {formatLumpSum(results.loanAmount)}
          </strong>
        </p>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Monthly breakdown">
          <dl>
            <Line
              label="Principal & Interest"
              value={formatMonthly(results.principalAndInterest)}
            />
            <Line label="Property Tax" value={formatMonthly(results.propertyTaxMonthly)} />
            <Line label="Home Insurance" value={formatMonthly(results.insuranceMonthly)} />
            {pmiApplies ? <Line label="PMI" value={formatMonthly(results.pmiMonthly)} /> : null}
            {results.hoaMonthly > 0 ? (
              <Line label="HOA Fees" value={formatMonthly(results.hoaMonthly)} />
            ) : null}
            {results.extraMonthly > 0 ? (
              <Line label="Extra Principal" value={formatMonthly(results.extraMonthly)} />
            ) : null}
            <Line label="Total monthly" value={formatMonthly(results.totalMonthly)} strong />
          </dl>
        </Card>
        <Card title="Cash to close">
          <dl>
            <Line label="Down payment" value={formatLumpSum(downPaymentAmount)} />
            <Line label="Estimated closing costs (2.5%)" value={formatLumpSum(closingCosts)} />
            <Line label="Cash to close" value={formatLumpSum(results.cashToClose)} strong />
          </dl>
        </Card>
        <Card title="Payoff pace">
          {hasLoan ? (
            <p>
              Paid off in <strong>{results.payoffTimeline}</strong>, by{' '}
              <strong>{results.payoffDate}</strong> (target payoff date).
            </p>
          ) : (
            <p>{NO_LOAN_TO_PAY_OFF}</p>
          )}
        </Card>
        <ExtraAndPmi calculation={calculation} />
      </div>
      {hasLoan ? (
        <section className="mt-6 break-inside-avoid rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm">
          <h4 className="text-lg font-semibold text-ink-950">Your balance over time</h4>
          <div className="mt-4">
            <AmortizationChart calculation={calculation} />
            <YearlySchedule calculation={calculation} />
          </div>
        </section>
      ) : null}
      <section className="mt-6 break-inside-avoid rounded-lg bg-stone-100 p-6 sm:p-8">
        <h4 className="text-xl text-ink-950">Next steps</h4>
        {followUp ? (
          <p className="mt-3 text-ink-800">
            A local lender will reach out within 24 hours to confirm your rate and answer your
            questions. Your details are also shared with local lenders, so you can compare offers.
          </p>
        ) : (
          <p className="mt-3 text-ink-800">
            As you asked, no lender will contact you, and your details are not shared with lenders.
            When you want to talk about a rate, we are glad to help.
          </p>
        )}
        <p className="mt-3 text-ink-800">
          {followUp ? 'Questions before then?' : 'Questions?'} Call{' '}
          <a href={telHref(agent.phone)} className="font-semibold text-accent-700 underline">
            {agent.phone}
          </a>{' '}
          or email{' '}
          <a
            href={`mailto:${agent.email}`}
            className="font-semibold break-all text-accent-700 underline"
          >
            {agent.email}
          </a>
          .
        </p>
      </section>
    </div>
  )
}
