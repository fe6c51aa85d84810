'use client'

import { useState, type ReactNode } from 'react'

/**
 * "More filters", open from the start when one of them is in use; afterwards open or closed as
 * the visitor leaves it, so removing its last filter does not close it under their focus.
 */
export function MoreFilters({
  initiallyOpen,
  children,
}: {
  initiallyOpen: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded border border-ink-900/15 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-ink-900">
        More filters
      </summary>
      {children}
    </details>
  )
}
