'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import { calculateMortgage, type CalendarMonth } from '@/features/mortgage/math'

import { track } from './analytics'
import { ContactStep } from './ContactStep'
import { InputsView } from './InputsView'
import { ResultsStep, type AgentContact } from './ResultsStep'
import { useCalculator } from './useCalculator'

/**
 * The three-step calculator: inputs → contact → results. `month` is "today" for the payoff date,
 * fixed for this visit: this month in New Jersey (`agentMonth`), as the server counts it for the
 * stored lead and the agent's email (a visitor elsewhere near a month's end would otherwise see
 * one payoff month and the agent another). The page works it out: in the browser it would take
 * the time zone's rules from Intl, whose first use loads its data, a long task while the page
 * loads; a page is rendered again at least once a minute, so its month is the month.
 */
export function Calculator({ agent, month }: { agent: AgentContact; month: CalendarMonth }) {
  const state = useCalculator()
  const { inputs, unlocked, step, goTo } = state
  const [today] = useState(month)
  const calculation = useMemo(() => calculateMortgage(inputs, today), [inputs, today])
  const heading = useRef<HTMLHeadingElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // After a step change, bring the step's top into view (below the sticky header) and focus its
  // heading, so keyboard and screen reader users follow.
  useEffect(() => {
    if (!moved.current) return
    top.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [step])

  const go = (to: typeof step) => {
    moved.current = true
    goTo(to)
  }

  return (
    <div ref={top} className="scroll-mt-28">
      {step === 'contact' ? (
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
      ) : step === 'results' ? (
        <ResultsStep
          calculation={calculation}
          agent={agent}
          followUp={state.contact.allowFollowUp}
          onBack={() => go('inputs')}
          headingRef={heading}
        />
      ) : (
        <InputsView
          state={state}
          results={calculation.results}
          headingRef={heading}
          onCalculate={() => {
            track({ event: 'calculate_clicked', step: unlocked ? 'recalculate' : 'initial' })
            go(unlocked ? 'results' : 'contact')
          }}
        />
      )}
    </div>
  )
}
