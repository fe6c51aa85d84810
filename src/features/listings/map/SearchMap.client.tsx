'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { areaParam, type Area } from '../search/area'
import { MAP_POINT_LIMIT, SEARCH_PATH } from '../search/options'
import { formatNumber } from '@/lib/digits'
import type { MapTiles } from '@/lib/mapTiles'

import type { ListingMap } from './leafletMap'
import type { MapPoints } from './points'

type State =
  { kind: 'loading' } | { kind: 'ready'; total: number; marked: number } | { kind: 'failed' }

function describe(state: State): string {
  if (state.kind === 'loading') return 'Loading the map…'
  if (state.kind === 'failed') return 'The map could not be loaded. The list below has every home.'
  const { total, marked } = state
  if (!total) return 'No homes to show on the map.'
  if (marked >= MAP_POINT_LIMIT && total > marked)
    return `The map shows the first ${formatNumber(marked)} of ${formatNumber(total)} homes: zoom in and search this area to see the rest.`
  const unmarked = total - marked
  return `${formatNumber(marked)} ${marked === 1 ? 'home' : 'homes'} on the map.${unmarked > 0 ? ` ${formatNumber(unmarked)} more ${unmarked === 1 ? 'has' : 'have'} no map location (the address is not published).` : ''}`
}

/**
 * The search's map view: the map's code and the homes' places load when it opens (never with
 * the page). Markers are the search's results; "Search this area" limits the search to what the
 * map shows. The list of results below stays the way to read them without the map.
 */
export function SearchMap({
  search,
  area,
  settings,
}: {
  /** The search shown, as a query string with every field (location included). */
  search: string
  area?: Area
  settings: MapTiles
}) {
  const router = useRouter()
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<ListingMap | null>(null)
  const [state, setState] = useState<State>({ kind: 'loading' })
  // The homes do not depend on the page of the list or the view: one fetch per search.
  const query = new URLSearchParams(search)
  query.delete('page')
  query.delete('view')
  const homesQuery = query.toString()

  useEffect(() => {
    let cancelled = false
    const points = fetch(`/api/listings/map?${homesQuery}`).then((r) => {
      if (!r.ok) throw new Error(`map points: ${r.status}`)
      return r.json() as Promise<MapPoints>
    })
    Promise.all([points, map.current ? null : import('./leafletMap')])
      .then(([found, code]) => {
        if (cancelled || !box.current) return
        if (!map.current && code) map.current = code.openListingMap(box.current, settings)
        map.current?.show(found.points, area)
        setState({ kind: 'ready', total: found.total, marked: found.points.length })
      })
      .catch(() => !cancelled && setState({ kind: 'failed' }))
    return () => {
      cancelled = true
    }
    // The area is part of the search string: one key for both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [homesQuery, settings.url, settings.attribution])

  useEffect(
    () => () => {
      map.current?.destroy()
      map.current = null
    },
    [],
  )

  const searchThisArea = () => {
    if (!map.current) return
    const query = new URLSearchParams(search)
    // The area takes the place of a town or county typed: the visitor may have moved past it.
    query.delete('location')
    query.set('area', areaParam(map.current.area()))
    query.set('view', 'map')
    query.delete('page')
    router.push(`${SEARCH_PATH}?${query}`, { scroll: false })
  }

  return (
    <section aria-labelledby="map-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="map-title" className="sr-only">
          Map of the homes found
        </h2>
        {/* Without scripts the map never loads: say so (what only the map uses is hidden). */}
        <noscript>
          <p className="text-ink-800">The map needs JavaScript. The list below has every home.</p>
        </noscript>
        <p role="status" className="text-ink-800" data-needs-script="">
          {describe(state)}
        </p>
        <button
          type="button"
          data-needs-script=""
          onClick={searchThisArea}
          disabled={state.kind !== 'ready'}
          className="inline-flex min-h-11 items-center rounded bg-ink-950 px-5 font-semibold text-white hover:bg-ink-800 disabled:opacity-60"
        >
          Search this area
        </button>
      </div>
      <div
        ref={box}
        data-needs-script=""
        role="region"
        aria-label="Map of the homes found: arrow keys move it, plus and minus zoom"
        className="relative z-0 mt-3 h-[60vh] min-h-80 w-full overflow-hidden rounded-lg border border-ink-900/15"
      />
    </section>
  )
}
