'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import { calculateMortgage } from '@/lib/mortgage'

import { track } from './analytics'
import { ContactStep } from './ContactStep'
import { priceTooLow } from './inputRules'
import { InputsStep } from './InputsStep'
import { Preview } from './Preview'
import { ResultsStep, type AgentContact } from './ResultsStep'
import { useCalculator } from './useCalculator'

/** The three-step calculator (spec §2, §4): inputs → contact → results. */
export function Calculator({ agent }: { agent: AgentContact }) {
  const state = useCalculator()
  const { inputs, unlocked, loading, calculating, step, goTo } = state
  // "Today" for the payoff date: the visitor's own month, fixed for this visit.
  const [today] = useState(() => new Date())
  const calculation = useMemo(() => calculateMortgage(inputs, today), [inputs, today])
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // After a step change, focus the new step's heading so keyboard and screen reader users follow.
  useEffect(() => {
    if (!moved.current) return
    heading.current?.focus()
    heading.current?.scrollIntoView({ block: 'start' })
  }, [step])

  const go = (to: typeof step) => {
    moved.current = true
    goTo(to)
  }

  if (step === 'contact') {
    return (
      <ContactStep
        contact={state.contact}
        onChange={state.setContact}
        inputs={calculation.inputs}
        results={calculation.results}
        onBack={() => go('inputs')}
        onUnlocked={() => {
          state.unlock()
          go('results')
        }}
        headingRef={heading}
      />
    )
  }
  if (step === 'results') {
    return (
      <ResultsStep
        calculation={calculation}
        agent={agent}
        onBack={() => go('inputs')}
        headingRef={heading}
      />
    )
  }

  const tooLow = priceTooLow(inputs)
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <form
        className="lg:col-span-3"
        aria-labelledby="calculator-inputs-title"
        onSubmit={(event) => {
          event.preventDefault()
          if (tooLow || loading) return
          track({ event: 'calculate_clicked', step: unlocked ? 'recalculate' : 'initial' })
          go(unlocked ? 'results' : 'contact')
        }}
      >
        <h3
          id="calculator-inputs-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl text-ink-950 focus:outline-none"
        >
          Your numbers
        </h3>
        <div className="mt-5">
          <InputsStep inputs={inputs} onChange={state.updateInputs} />
        </div>
        <button
          type="submit"
          disabled={tooLow || loading}
          className="mt-6 min-h-12 w-full rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto print:hidden"
        >
          {unlocked ? 'Recalculate' : 'See my estimate'}
        </button>
      </form>
      <div className="lg:col-span-2">
        <Preview
          unlocked={unlocked}
          pending={loading || (unlocked && calculating)}
          results={calculation.results}
        />
      </div>
    </div>
  )
}
