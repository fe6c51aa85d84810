'use client'

import { useEffect, useRef, useState } from 'react'

import type { MapTiles } from '@/lib/mapTiles'

import type { ListingMap as Map } from './leafletMap'
import type { MapPoint } from './points'

/**
 * A listing's location on a small map, drawn only when the visitor asks for it: the map's code
 * is not part of the listing page's download.
 */
export function ListingMap({ home, settings }: { home: MapPoint; settings: MapTiles }) {
  const box = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!open) return
    let map: Map | null = null
    let cancelled = false
    import('./leafletMap')
      .then((code) => {
        if (cancelled || !box.current) return
        map = code.openListingMap(box.current, settings)
        map.show([home])
        // The button that asked for it is gone: the keyboard's place moves to the map, which
        // its arrow keys then pan.
        const place = document.activeElement
        if (!place || place === document.body || box.current.contains(place))
          box.current.focus({ preventScroll: true })
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      map?.destroy()
    }
  }, [open, home, settings])

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded border border-ink-900/20 px-4 font-semibold text-ink-900 hover:bg-stone-100"
      >
        Show the map
      </button>
    )
  return failed ? (
    <p role="status">The map could not be loaded.</p>
  ) : (
    <div
      ref={box}
      role="region"
      aria-label="Map of this home's location"
      className="relative z-0 h-72 w-full overflow-hidden rounded-lg border border-ink-900/15"
    />
  )
}
