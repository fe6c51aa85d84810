'use client'

import { useState } from 'react'

/** Share (the device's own share sheet, else copy the link) and print. */
export function ListingActions({ title }: { title: string }) {
  const [copied, setCopied] = useState(false)
  const share = async () => {
    const url = window.location.href
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => {})
      return
    }
    await navigator.clipboard?.writeText(url)
    setCopied(true)
  }
  const button =
    'min-h-11 rounded border border-ink-900/25 px-4 font-semibold text-ink-950 hover:bg-stone-100'
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" onClick={share} className={button}>
        Share
      </button>
      <button type="button" onClick={() => window.print()} className={button}>
        Print
      </button>
      <p aria-live="polite" className="text-sm text-ink-700">
        {copied ? 'Link copied.' : ''}
      </p>
    </div>
  )
}
