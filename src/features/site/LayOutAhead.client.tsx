'use client'

import { useEffect } from 'react'

/** What globals.css leaves unlaid-out until the page has loaded (keep the two in step). */
const WAITING =
  'main > section:not(:first-child):not([data-laid-out]), body > footer:not([data-laid-out])'

/**
 * After the first page has loaded, lays out the sections below the first screen one at a time,
 * each in an idle moment of its own: the work the first paint skipped (globals.css) is done while
 * the visitor reads, in steps too small to delay a tap. `<html data-laid-out>` then says all is
 * done, and turns the deferral off for good: pages reached later in the visit are laid out whole.
 *
 * Everything is laid out at once, before the browser works out a scroll position, when that
 * position depends on the heights below: a click on a link to an anchor (`#contact`,
 * `/#contact`) and going back or forward inside the site before the idle pass has finished. When
 * the address names an anchor, or on a reload or a return through history, the page is laid out
 * whole from the start (layOutWhole.ts), so this finds the flag already set.
 */
export function LayOutAhead() {
  useEffect(() => {
    const root = document.documentElement
    if (root.hasAttribute('data-laid-out')) return
    const finish = () => root.setAttribute('data-laid-out', '')

    // Safari has no requestIdleCallback: a short timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const idle = (step: () => void): number =>
      hasIdle ? window.requestIdleCallback(step, { timeout: 500 }) : window.setTimeout(step, 16)
    const cancelIdle = (id: number) =>
      hasIdle ? window.cancelIdleCallback(id) : window.clearTimeout(id)

    let pending = 0
    const next = () => {
      const waiting = document.querySelector(WAITING)
      if (!waiting) return finish()
      waiting.setAttribute('data-laid-out', '')
      pending = idle(next)
    }
    const start = () => (pending = idle(next))
    const onAnchorClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
      if (link instanceof HTMLAnchorElement && link.hash) finish()
    }
    // Capture phase: before the link's own handler and before the browser's default action.
    window.addEventListener('click', onAnchorClick, { capture: true })
    window.addEventListener('popstate', finish)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('click', onAnchorClick, { capture: true })
      window.removeEventListener('popstate', finish)
      window.removeEventListener('load', start)
      cancelIdle(pending)
    }
  }, [])
  return null
}
