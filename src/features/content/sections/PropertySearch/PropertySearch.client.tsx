'use client'

import dynamic from 'next/dynamic'

// Not in logic.ts: this file is in the page's first download, and logic.ts brings the search's
// whole table of filters, which only the form (loaded when needed) uses.
/** Shown, with a spinner, until the client-only search is ready. */
const LOADING_TEXT = 'Loading property search...'

/** What the server HTML (and a visitor without JavaScript) sees until the search is ready. */
function SearchLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 text-ink-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-ink-900/15 border-t-accent-700"
      />
      {LOADING_TEXT}
    </div>
  )
}

/**
 * The property search is loaded on the client only. ssr: false keeps its code out of
 * the server render and out of the page's first-load bundle; the loading state stands in for it.
 */
export const PropertySearchForm = dynamic(
  () => import('./SearchForm.client').then((mod) => mod.SearchForm),
  { ssr: false, loading: SearchLoading },
)
