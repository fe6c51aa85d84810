'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** What globals.css leaves unlaid-out until the page has loaded (keep the two in step). */
const WAITING =
  'main > section:not(:first-child):not([data-laid-out]), body > footer:not([data-laid-out])'

/**
 * After the page has loaded, lays out the sections below the first screen one at a time, each in
 * an idle moment of its own: the work the first paint skipped (globals.css) is done while the
 * visitor reads, in steps too small to delay a tap, and `<html data-laid-out>` says when all is
 * done. Runs again after every client-side navigation, whose new sections start out waiting too.
 * A click on a link to an anchor of this page lays out everything at once, before the browser
 * (or HeroAnchor) works out where to scroll: estimated heights would land it off target.
 */
export function LayOutAhead() {
  const pathname = usePathname()
  useEffect(() => {
    const layOutAllForAnchor = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return
      if (link.origin !== window.location.origin || link.pathname !== window.location.pathname)
        return
      for (const waiting of document.querySelectorAll(WAITING))
        waiting.setAttribute('data-laid-out', '')
    }
    // Capture phase: runs before the link's own handler and before the browser's default action.
    window.addEventListener('click', layOutAllForAnchor, { capture: true })
    return () => window.removeEventListener('click', layOutAllForAnchor, { capture: true })
  }, [])
  useEffect(() => {
    const root = document.documentElement
    root.removeAttribute('data-laid-out')
    // Safari has no requestIdleCallback: a short timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const idle = (step: () => void): number =>
      hasIdle ? window.requestIdleCallback(step, { timeout: 500 }) : window.setTimeout(step, 16)
    const cancelIdle = (id: number) =>
      hasIdle ? window.cancelIdleCallback(id) : window.clearTimeout(id)

    let pending = 0
    const next = () => {
      const waiting = document.querySelector(WAITING)
      if (!waiting) {
        root.setAttribute('data-laid-out', '')
        return
      }
      waiting.setAttribute('data-laid-out', '')
      pending = idle(next)
    }
    const start = () => (pending = idle(next))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      cancelIdle(pending)
    }
  }, [pathname])
  return null
}
