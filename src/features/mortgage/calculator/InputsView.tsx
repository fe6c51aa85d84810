import { useId } from 'react'
import type { RefObject } from 'react'

import { NoScriptNote } from '@/features/leads/forms'
import type { MortgageResults } from '@/features/mortgage/math'

import { priceTooLow } from './inputRules'
import { InputsStep } from './InputsStep'
import { Preview } from './Preview'
import type { CalculatorState } from './useCalculator'

/** Step 1: the form on the left, the locked or unlocked preview on the right. */
export function InputsView({
  state,
  results,
  headingRef,
  onCalculate,
}: {
  state: CalculatorState
  results: MortgageResults
  headingRef: RefObject<HTMLHeadingElement | null>
  onCalculate: () => void
}) {
  const titleId = useId()
  const { inputs, unlocked, loading, calculating } = state
  const blocked = priceTooLow(inputs) || loading
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      {/* noValidate: the calculator's own rules apply, not the browser's step checks (6.99 % is fine). */}
      <form
        noValidate
        className="lg:col-span-3"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault()
          if (!blocked) onCalculate()
        }}
      >
        <h3
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl text-ink-950 focus:outline-none"
        >
          Your numbers
        </h3>
        <div className="mt-5">
          <InputsStep inputs={inputs} update={state.updateInputs} />
        </div>
        <button
          type="submit"
          disabled={blocked}
          className="mt-6 min-h-12 w-full rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto print:hidden"
        >
          {unlocked ? 'Recalculate' : 'See my estimate'}
        </button>
        <NoScriptNote className="mt-3 text-ink-900">
          The calculator needs JavaScript, which is off in this browser. Please call or email
          instead: the phone number and email are at the foot of this page.
        </NoScriptNote>
      </form>
      <div className="lg:col-span-2">
        <Preview
          unlocked={unlocked}
          pending={loading || (unlocked && calculating)}
          results={results}
        />
      </div>
    </div>
  )
}
