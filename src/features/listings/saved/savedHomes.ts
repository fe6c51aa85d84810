/**
 * The homes a visitor saved, kept in this browser only (no account): listing keys, the latest
 * first. Every tab and every heart on the page follow one list: a change here is announced to
 * this page, and the browser's storage event tells the other tabs.
 */
const KEY = 'saved-homes'
const CHANGED = 'saved-homes-changed'
/** Enough for any real search; the oldest saved drop off beyond it. */
export const SAVED_LIMIT = 100

let cached: { raw: string | null; keys: string[] } = { raw: null, keys: [] }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage switched off: hearts still toggle for this page view
  }
}

/** The saved keys (the same array until they change, as React's external stores need). */
export function savedHomes(): string[] {
  const raw = storage()?.getItem(KEY) ?? null
  if (raw === cached.raw) return cached.keys
  let keys: string[] = []
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed))
      keys = parsed.filter((k): k is string => typeof k === 'string' && k.length <= 200)
  } catch {
    keys = [] // a damaged entry is a fresh start, not an error
  }
  cached = { raw, keys: keys.slice(0, SAVED_LIMIT) }
  return cached.keys
}

export function setSavedHomes(keys: string[]) {
  const unique = [...new Set(keys)].slice(0, SAVED_LIMIT)
  const raw = JSON.stringify(unique)
  try {
    storage()?.setItem(KEY, raw)
  } catch {
    // Full or refused: keep the list for this page view.
  }
  cached = { raw: storage()?.getItem(KEY) === raw ? raw : cached.raw, keys: unique }
  window.dispatchEvent(new Event(CHANGED))
}

export function toggleSavedHome(key: string) {
  const keys = savedHomes()
  setSavedHomes(keys.includes(key) ? keys.filter((k) => k !== key) : [key, ...keys])
}

export function onSavedHomesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener()
  }
  window.addEventListener(CHANGED, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED, listener)
    window.removeEventListener('storage', onStorage)
  }
}

const NONE: string[] = []
/** What the server renders: nothing saved (the browser's list arrives with hydration). */
export const noSavedHomes = () => NONE
