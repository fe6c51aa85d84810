'use client'

import { useSyncExternalStore } from 'react'

import { noSavedHomes, onSavedHomesChange, savedHomes, toggleSavedHome } from './savedHomes'

/**
 * The heart on a home: saves it in this browser, or takes it off the saved homes. A toggle
 * button (aria-pressed), its name the home's address.
 */
export function SaveHome({
  listingKey,
  address,
  labelled = false,
}: {
  listingKey: string
  address: string
  /** With the word "Save" or "Saved" beside the heart (the listing page); a heart alone on cards. */
  labelled?: boolean
}) {
  const saved = useSyncExternalStore(onSavedHomesChange, savedHomes, noSavedHomes).includes(
    listingKey,
  )
  return (
    <button
      type="button"
      // Saved homes live in the browser's storage, which only a script reaches.
      data-needs-script=""
      aria-pressed={saved}
      aria-label={labelled ? undefined : `Save ${address}`}
      title={saved ? 'Saved: remove from your saved homes' : 'Save this home'}
      onClick={() => toggleSavedHome(listingKey)}
      className={
        labelled
          ? 'inline-flex min-h-11 items-center gap-2 rounded border border-ink-900/25 px-4 font-semibold text-ink-950 hover:bg-stone-100'
          : 'grid size-11 place-items-center rounded-full bg-white/95 text-accent-700 shadow ring-1 ring-ink-900/10 hover:bg-white'
      }
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {labelled ? 'Save this home' : null}
    </button>
  )
}
