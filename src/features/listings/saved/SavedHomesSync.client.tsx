'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import { SAVED_PATH, SAVED_TITLE_ID } from './paths'
import { noSavedHomes, onSavedHomesChange, savedHomes } from './savedHomes'

/** The saved homes page's address for these homes: `?home=…` once per home, `?home=` for none. */
export function savedHomesHref(keys: string[]): string {
  const query = new URLSearchParams()
  for (const key of keys) query.append('home', key)
  return `${SAVED_PATH}?${keys.length ? query : 'home='}`
}

/**
 * The browser keeps the saved homes; the server draws them. This puts the browser's list in the
 * page's address, and again whenever it changes (a heart here or in another tab), so the page
 * always shows what is saved.
 */
export function SavedHomesSync({ shown }: { shown: string[] | null }) {
  const router = useRouter()
  const saved = useSyncExternalStore(onSavedHomesChange, savedHomes, noSavedHomes)
  const hydrated = useSyncExternalStore(
    onSavedHomesChange,
    () => true,
    () => false,
  )
  useEffect(() => {
    if (!hydrated) return
    if (shown && shown.join('\n') === saved.join('\n')) return
    router.replace(savedHomesHref(saved), { scroll: false })
  }, [hydrated, saved, shown, router])
  // A heart pressed here takes its card, and the keyboard's place, away: once the page shows
  // fewer homes, the place moves to the count, which a screen reader then reads.
  const before = useRef(shown)
  useEffect(() => {
    const fewer = before.current && shown && shown.length < before.current.length
    before.current = shown
    if (fewer && document.activeElement === document.body)
      document.getElementById(SAVED_TITLE_ID)?.focus()
  }, [shown])
  return null
}
