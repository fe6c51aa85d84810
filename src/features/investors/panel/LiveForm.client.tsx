'use client'

import { useEffect, useState } from 'react'

import {
  ASSUMPTION_PARAMS,
  assumptionsQuery,
  readAssumptions,
  type RawParams,
} from '../assumptions'
import type { PanelModel } from './figures'
import { FiguresView } from './FiguresView'
import { FIGURES_ID, fieldId } from './formId'

/**
 * The panel's figures in the browser: worked out again at every keystroke, and the visitor's own
 * values (only those that differ from the home's defaults) written into the address, so a reload
 * or a shared link shows the same figures.
 */
export function LiveForm({
  model,
  text,
  focus,
}: {
  model: PanelModel
  text: RawParams
  focus: string | null
}) {
  const [read, setRead] = useState(() => readAssumptions(text, model.defaults))
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus()
  }, [focus])
  const update = (form: HTMLFormElement) => {
    const next = readAssumptions(
      Object.fromEntries(new FormData(form)) as RawParams,
      model.defaults,
    )
    setRead(next)
    const { pathname, search, hash } = window.location
    const query = assumptionsQuery(next, new URLSearchParams(search))
    window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
    return next
  }
  return (
    <FiguresView
      model={model}
      read={read}
      live
      onInput={(event) => update(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault()
        // "Update figures": to the first value to fix, else up to the figures, which a phone
        // shows a screen or more above the button.
        const next = update(event.currentTarget)
        const wrong = ASSUMPTION_PARAMS.find((name) => next.errors[name])
        document.getElementById(wrong ? fieldId(wrong) : FIGURES_ID)?.focus()
      }}
    />
  )
}
