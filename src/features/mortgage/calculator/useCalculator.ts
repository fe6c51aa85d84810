import { useCallback, useEffect, useRef, useState } from 'react'

import { DEFAULT_INPUTS, type MortgageInputs } from '@/features/mortgage/math'

import { track, type CalculatorStep } from './analytics'
import { EMPTY_CONTACT, loadSaved, prefillFromUrl, save, type CalculatorContact } from './storage'

/** The calculating flag clears after 300 ms of quiet; saving waits 500 ms. */
export const CALCULATING_QUIET_MS = 300
export const SAVE_QUIET_MS = 500

/** The calculator's state: step, inputs, contact, unlocked, loading, calculating. */
export function useCalculator() {
  const [inputs, setInputs] = useState<MortgageInputs>({ ...DEFAULT_INPUTS })
  const [contact, setContact] = useState<CalculatorContact>(EMPTY_CONTACT)
  const [unlocked, setUnlocked] = useState(false)
  const [loading, setLoading] = useState(true)
  const [calculating, setCalculating] = useState(false)
  const [step, setStep] = useState<CalculatorStep>('inputs')
  const calculatingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Load once on start, then loading clears. Storage only exists in the browser.
  useEffect(() => {
    const saved = loadSaved()
    const prefilled = prefillFromUrl(window.location.search, saved?.inputs ?? DEFAULT_INPUTS)
    /* eslint-disable react-hooks/set-state-in-effect -- one read of an external store on start */
    if (saved) {
      setInputs(saved.inputs)
      setContact(saved.contact)
      setUnlocked(saved.unlocked)
    }
    if (prefilled) {
      setInputs(prefilled)
      // Once taken, the figures leave the address: a reload keeps the visitor's own changes.
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.hash,
      )
    }
    setLoading(false)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])

  // Save everything after 500 ms of quiet (a new change restarts the wait).
  useEffect(() => {
    if (loading) return
    const timer = setTimeout(() => save({ inputs, contact, unlocked }), SAVE_QUIET_MS)
    return () => clearTimeout(timer)
  }, [inputs, contact, unlocked, loading])

  useEffect(() => () => clearTimeout(calculatingTimer.current), [])

  // The timer below reads the inputs as they are when it fires.
  const latest = useRef(inputs)
  useEffect(() => {
    latest.current = inputs
  }, [inputs])

  /** Takes a change, not a value, so the fields' handlers never go stale and can be memoized. */
  const updateInputs = useCallback((change: (inputs: MortgageInputs) => MortgageInputs) => {
    setInputs(change)
    setCalculating(true)
    clearTimeout(calculatingTimer.current)
    calculatingTimer.current = setTimeout(() => {
      setCalculating(false)
      const now = latest.current
      track({
        event: 'calculation_updated',
        price: now.purchasePrice,
        down_percent: now.downPaymentPercent,
        rate: now.interestRate,
      })
    }, CALCULATING_QUIET_MS)
  }, [])

  const goTo = useCallback(
    (to: CalculatorStep) => {
      if (to === step) return
      track({ event: 'step_changed', from: step, to })
      setStep(to)
    },
    [step],
  )

  const unlock = useCallback(() => {
    setUnlocked(true)
    save({ inputs, contact, unlocked: true }) // at once: a reload right away finds it unlocked
  }, [inputs, contact])

  return {
    inputs,
    updateInputs,
    contact,
    setContact,
    unlocked,
    unlock,
    loading,
    calculating,
    step,
    goTo,
  }
}
export type CalculatorState = ReturnType<typeof useCalculator>
