'use client'

import { useEffect, useRef, useState } from 'react'

import type { RawParams } from '../assumptions'
import type { PanelModel } from './figures'
import type { LiveForm } from './LiveForm.client'
import { FORM_ID } from './formId'

type Live = typeof LiveForm

/**
 * Holds the server's figures until the panel is open, then loads the island that recomputes them
 * as the visitor types (a separate chunk: a closed panel costs the page no more than this file).
 * The island starts from what the form holds by then, and keeps the field the visitor was in.
 */
export function LiveFigures({ model, children }: { model: PanelModel; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ Form: Live; text: RawParams; focus: string | null } | null>(
    null,
  )
  useEffect(() => {
    const details = box.current?.closest('details')
    let started = false
    const start = () => {
      if (started || (details && !details.open)) return
      started = true
      // Should the chunk fail to come, the server's form still works; the next opening retries.
      import('./LiveForm.client').then(
        (module) => {
          const form = document.getElementById(FORM_ID)
          const text = form
            ? (Object.fromEntries(new FormData(form as HTMLFormElement)) as RawParams)
            : {}
          const focus = box.current?.contains(document.activeElement)
            ? document.activeElement!.id
            : null
          setLive({ Form: module.LiveForm, text, focus })
        },
        () => (started = false),
      )
    }
    start()
    details?.addEventListener('toggle', start)
    return () => details?.removeEventListener('toggle', start)
  }, [])
  return (
    <div ref={box}>
      {live ? <live.Form model={model} text={live.text} focus={live.focus} /> : children}
    </div>
  )
}
