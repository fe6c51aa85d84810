import { PageHeader } from '@/ui/PageHeader'

import { type SearchCriteria } from './criteria'
import { activeFilterList } from './describe'
import { countListings, listedTowns, searchListings } from './query'
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
}: {
  criteria: SearchCriteria
  serviceTowns: string[]
  title: string
  intro: string
}) {
  const filters = activeFilterList(criteria)
  const [result, places] = await Promise.all([
    searchListings(criteria),
    placeSuggestions(serviceTowns),
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
      <PageHeader eyebrow="Properties" title={title}>
        <p>{intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <SearchShell>
          <SearchFilters criteria={criteria} places={places} />
          <SearchResults
            criteria={criteria}
            result={result}
            filters={filters}
            relaxations={relaxations}
          />
        </SearchShell>
      </div>
    </>
  )
}
