'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { SAVED_PATH } from './paths'
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
  return null
}
