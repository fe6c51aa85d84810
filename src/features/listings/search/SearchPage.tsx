import Link from 'next/link'

import { mapTiles } from '@/lib/mapTiles'

import { AlertForm } from '../alerts/AlertForm.client'
import { alertLabel } from '../alerts/label'
import { SearchMap } from '../map/SearchMap.client'

import { searchQuery, type SearchCriteria, type SearchScope } from './criteria'
import { activeFilterList } from './describe'
import { ALERTS_ID } from './options'
import { listedPlacePages } from './places'
import { countListings, listedTowns, placesOf, searchListings } from './query'
import { SearchFilters } from './SearchFilters'
import { SearchResults } from './SearchResults'
import { SearchShell } from './SearchShell.client'

/** Location suggestions: the agent's service towns first, then every other town and county listed. */
async function placeSuggestions(serviceTowns: string[]): Promise<string[]> {
  const towns = await listedTowns()
  const listed = towns.map((t) => t.city)
  const counties = [...new Set(towns.map((t) => t.county).filter(Boolean))].map(
    (c) => `${c} County`,
  )
  return [...new Set([...serviceTowns.filter((t) => listed.includes(t)), ...listed, ...counties])]
}

/** The search page: filters, the homes found, and what to relax when nothing matches. */
export async function SearchPage({
  criteria,
  serviceTowns,
  title,
  intro,
  scope,
}: {
  criteria: SearchCriteria
  serviceTowns: string[]
  title: string
  intro: string
  /** A place's own page: its address and the location it stands for. */
  scope?: SearchScope
}) {
  const filters = activeFilterList(criteria)
  const [result, places, pages, towns] = await Promise.all([
    searchListings(criteria),
    placeSuggestions(serviceTowns),
    listedPlacePages(),
    listedTowns(),
  ])
  const relaxations = result.total
    ? []
    : await Promise.all(
        filters.map(async (f) => ({
          ...f,
          count: await countListings({ ...criteria, ...f.without, page: 1 }),
        })),
      )
  return (
    <>
      {/* A slim title, not a banner: the filters and the first homes fit in the first screen. */}
      <header className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 sm:pt-6 lg:px-8">
        <h1 className="text-2xl text-ink-950 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-700 sm:text-base">{intro}</p>
      </header>
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 lg:px-8">
        <SearchShell shown={searchQuery(criteria)}>
          <SearchFilters criteria={criteria} places={places} />
          <SearchResults
            criteria={criteria}
            result={result}
            filters={filters}
            relaxations={relaxations}
            scope={scope}
            map={
              criteria.view === 'map' ? (
                <SearchMap
                  search={searchQuery(criteria)}
                  area={criteria.area}
                  settings={mapTiles()}
                />
              ) : null
            }
          />
          <details
            id={ALERTS_ID}
            className="mt-10 rounded-lg border border-ink-900/10 bg-stone-50 px-4"
          >
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ink-950">
              Get alerts for this search
            </summary>
            <AlertForm
              search={searchQuery(criteria, { page: 1, view: 'grid', sort: 'newest' })}
              label={alertLabel(criteria, placesOf(towns))}
            />
          </details>
        </SearchShell>
        {pages.length ? (
          <nav aria-labelledby="places-title" className="mt-16 border-t border-ink-900/10 pt-10">
            <h2 id="places-title" className="text-2xl text-ink-950">
              Homes for sale by town and county
            </h2>
            <ul className="mt-4 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
              {pages.map((place) => (
                <li key={place.path}>
                  <Link
                    href={place.path}
                    aria-current={scope?.path === place.path ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center text-accent-700 underline underline-offset-4"
                  >
                    {place.label} ({place.count})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  )
}
