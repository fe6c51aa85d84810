'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type ReactNode } from 'react'

import { ALERTS_ID, SEARCH_PATH } from './options'

const TYPING_PAUSE_MS = 500
/** A select's change this soon after a key press in it came from that key. */
const KEYED_CHANGE_MS = 100

/** Written after the filters, as the server writes links, wherever the form shows them. */
const LAST = ['sort', 'view']

/** The form's values as a query string: empty fields left out, as the server writes links. */
function queryOf(form: HTMLFormElement): string {
  const query = new URLSearchParams()
  const last = new URLSearchParams()
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value.trim() !== '')
      (LAST.includes(name) ? last : query).append(name, value.trim())
  for (const [name, value] of last) query.append(name, value)
  return query.toString()
}

/** The same search whatever the order of its parameters. */
const sameSearch = (a: string, b: string) => {
  const sorted = (q: string) => [...new URLSearchParams(q)].map(String).sort().join('&')
  return sorted(a) === sorted(b)
}

/**
 * Sets each field to the search the page shows (after back, forward, or a link such as "Remove"),
 * leaving alone the field the visitor is typing in.
 */
function showSearch(form: HTMLFormElement, params: URLSearchParams) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
    if (!element.name || element.type === 'submit' || element.type === 'hidden') continue
    if (element === document.activeElement && element.type !== 'checkbox') continue
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      const on = params.getAll(element.name).includes(element.value)
      if (element.checked !== on) element.checked = on
    } else {
      const value = params.get(element.name) ?? ''
      if (element.value !== value) element.value = value
    }
  }
}

/**
 * The search's live layer: the form (a plain GET form that works without JavaScript) updates
 * the results as soon as a filter changes, typing (and arrow keys in a select) after a short
 * pause, each search its own history entry; when the page shows another search than the form
 * holds (back, forward, a link), the fields follow it; while results load, the region says it
 * is busy.
 */
export function SearchShell({
  children,
  shown,
}: {
  children: ReactNode
  /** The search the server rendered, as a query string, every field included (location too). */
  shown: string
}) {
  const router = useRouter()
  const shell = useRef<HTMLDivElement>(null)
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [pending, startTransition] = useTransition()

  const form = () => shell.current?.querySelector<HTMLFormElement>('form[role="search"]') ?? null

  useEffect(() => {
    const current = form()
    if (current && !sameSearch(queryOf(current), shown))
      showSearch(current, new URLSearchParams(shown))
  }, [shown])

  useEffect(() => {
    const current = form()
    if (!current) return
    const go = () => {
      clearTimeout(typing.current)
      const query = queryOf(current)
      const href = query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH
      if (href === `${window.location.pathname}${window.location.search}`) return
      startTransition(() => router.push(href, { scroll: false }))
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      go()
    }
    // A closed select changes with each arrow key: wait for the visitor to stop, as when typing,
    // so a few presses are one search and one history entry. A pick with the mouse runs at once.
    // Timed on handling, not by the events' own stamps: a key's stamp is when it was pressed,
    // which a busy page may handle much later.
    let keyed: { target: EventTarget | null; at: number } = { target: null, at: 0 }
    const onKeyDown = (event: KeyboardEvent) => {
      keyed = { target: event.target, at: performance.now() }
    }
    const onChange = (event: Event) => {
      const byKey = event.target === keyed.target && performance.now() - keyed.at < KEYED_CHANGE_MS
      if (!(event.target instanceof HTMLSelectElement) || !byKey) return go()
      clearTimeout(typing.current)
      typing.current = setTimeout(go, TYPING_PAUSE_MS)
    }
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement
      if (target.type !== 'text' && target.type !== 'search' && target.type !== 'number') return
      clearTimeout(typing.current)
      typing.current = setTimeout(go, TYPING_PAUSE_MS)
    }
    current.addEventListener('submit', onSubmit)
    current.addEventListener('keydown', onKeyDown)
    current.addEventListener('change', onChange)
    current.addEventListener('input', onInput)
    return () => {
      clearTimeout(typing.current)
      current.removeEventListener('submit', onSubmit)
      current.removeEventListener('keydown', onKeyDown)
      current.removeEventListener('change', onChange)
      current.removeEventListener('input', onInput)
    }
  }, [router])

  // "Get alerts" opens the alert form below the results and puts the cursor in its Email field.
  // (Without JavaScript the link still scrolls to the form's closed disclosure.)
  useEffect(() => {
    const current = shell.current
    if (!current) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return // a new tab or window
      if (!(event.target instanceof Element)) return
      if (!event.target.closest(`a[href="#${ALERTS_ID}"]`)) return
      const alerts = document.getElementById(ALERTS_ID)
      if (!(alerts instanceof HTMLDetailsElement)) return
      event.preventDefault()
      alerts.open = true
      alerts.scrollIntoView({ block: 'start' })
      alerts.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true })
    }
    current.addEventListener('click', onClick)
    return () => current.removeEventListener('click', onClick)
  }, [])

  return (
    <div ref={shell} data-pending={pending || undefined} className="group/search">
      {children}
    </div>
  )
}
