'use client'

import { useEffect, useRef } from 'react'

import { pushEvent, type SellerEvent } from './events'

type OnLink = { path: string; event: SellerEvent }

/**
 * Pushes `event` once when the page shows, and `onLink.event` each time the visitor follows a
 * link to `onLink.path` (whatever its query); renders nothing. The sellers' pages' one script.
 */
export function Track({ event, onLink }: { event?: SellerEvent | null; onLink?: OnLink | null }) {
  // Keyed by their values: a new render with the same event pushes nothing again.
  const eventKey = event ? JSON.stringify(event) : null
  const linkKey = onLink ? JSON.stringify(onLink) : null
  const pushed = useRef<string | null>(null)

  useEffect(() => {
    if (!eventKey || pushed.current === eventKey) return
    pushed.current = eventKey
    pushEvent(JSON.parse(eventKey) as SellerEvent)
  }, [eventKey])

  useEffect(() => {
    if (!linkKey) return
    const { path, event: followed } = JSON.parse(linkKey) as OnLink
    const follow = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]')
      if (link instanceof HTMLAnchorElement && new URL(link.href).pathname === path)
        pushEvent(followed)
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [linkKey])

  return null
}
