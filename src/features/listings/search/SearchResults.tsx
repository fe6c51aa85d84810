import Link from 'next/link'
import type { ReactNode } from 'react'

import { formatNumber } from '@/lib/digits'

import { HomeCard } from '../page/HomeCard'
import { SAVED_PATH } from '../saved/paths'
import { searchHref, type SearchCriteria, type SearchScope } from './criteria'
import { ALERTS_ID, PAGE_SIZE, VIEWS } from './options'
import { pageNumbers, type ActiveFilter } from './describe'
import type { SearchResult } from './query'

const VIEW_LABEL = { grid: 'Grid', list: 'List', map: 'Map' } as const
/** Cards whose photos a wide screen shows at once (the grid's first row), loaded without delay. */
const FIRST_SCREEN_CARDS = 3

const LINK =
  'inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4'

export type Relaxation = ActiveFilter & { count: number }

/** A filter's words in quotes, once: a keyword's label is quoted already ("“barn”"). */
const quoted = (label: string) => (/^“.*”$/.test(label) ? label : `“${label}”`)

const homes = (n: number) => `${formatNumber(n)} ${n === 1 ? 'home' : 'homes'}`

type Href = (changes: Partial<SearchCriteria>) => string

function Pagination({ result, href }: { result: SearchResult; href: Href }) {
  if (result.pageCount < 2) return null
  const { page, pageCount } = result
  return (
    <nav aria-label="Result pages" className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href({ page: page - 1 })} rel="prev" className={`${LINK} px-2`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-700">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href({ page: p })}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={`grid min-h-11 min-w-11 place-items-center rounded border px-2 font-semibold ${p === page ? 'border-ink-950 bg-ink-950 text-white' : 'border-ink-900/20 text-accent-700 hover:bg-stone-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href({ page: page + 1 })} rel="next" className={`${LINK} px-2`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * The homes a search found: how many, the filters applied (each removable), grid or list, pages
 * with real links; when nothing matches, which filter to drop and how many homes that would show.
 */
export function SearchResults({
  criteria,
  result,
  filters,
  relaxations,
  scope,
  map,
}: {
  criteria: SearchCriteria
  result: SearchResult
  filters: ActiveFilter[]
  relaxations: Relaxation[]
  /** On a place's page: links that keep its location stay on it. */
  scope?: SearchScope
  /** The map, in the map view: between the filters applied and the list, which stays below it. */
  map?: ReactNode
}) {
  const href: Href = (changes) => searchHref(criteria, changes, scope)
  const first = (result.page - 1) * PAGE_SIZE + 1
  const last = first + result.cards.length - 1
  return (
    <section aria-labelledby="results-title" className="mt-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        {/* Takes the width the view buttons leave (at least 16rem, else they go below it): the
            alert invite shares the heading's line, or goes under it, and the homes stay put. */}
        <div className="min-w-64 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-4">
            <h2 id="results-title" className="text-xl text-ink-950 sm:text-2xl">
              {result.total ? `${homes(result.total)} for sale` : 'No homes match this search'}
            </h2>
            <a
              href={`#${ALERTS_ID}`}
              className="inline-flex min-h-6 items-center text-sm font-semibold text-accent-700 underline underline-offset-4"
            >
              Get alerts
            </a>
          </div>
          {/* Said again when the results change, for screen readers. */}
          <p role="status" className="mt-1 text-ink-800">
            {result.total
              ? `Showing ${formatNumber(first)}–${formatNumber(last)} of ${homes(result.total)}.`
              : 'Try removing a filter.'}
            <span className="hidden group-data-[pending]/search:inline"> Updating…</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Link href={SAVED_PATH} className={LINK}>
            Saved homes
          </Link>
          <div role="group" aria-label="View" className="flex gap-2">
            {VIEWS.map((view) => (
              <Link
                key={view}
                href={href({ view })}
                aria-current={criteria.view === view ? 'true' : undefined}
                scroll={false}
                className={`inline-flex min-h-11 items-center rounded border px-3 font-semibold sm:px-4 ${criteria.view === view ? 'border-ink-950 bg-ink-950 text-white' : 'border-ink-900/20 text-ink-900 hover:bg-stone-100'}`}
              >
                {VIEW_LABEL[view]}
              </Link>
            ))}
          </div>
        </div>
      </div>

      {filters.length ? (
        <ul aria-label="Filters applied" className="mt-3 flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.label}>
              <Link
                href={href({ ...f.without, page: 1 })}
                scroll={false}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-900/20 bg-white px-4 text-ink-900 hover:bg-stone-100"
              >
                {f.label}
                <span aria-hidden="true">×</span>
                <span className="sr-only">, remove this filter</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {map}

      <div className="transition-opacity group-data-[pending]/search:opacity-60">
        {result.cards.length ? (
          <ul
            className={`mt-8 grid gap-6 ${criteria.view === 'list' ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
          >
            {result.cards.map((home, index) => (
              <li key={home.key}>
                <HomeCard
                  home={home}
                  layout={criteria.view === 'list' ? 'list' : 'grid'}
                  photo={index === 0 ? 'first' : index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-lg border border-ink-900/10 bg-stone-50 p-6">
            {relaxations.some((r) => r.count > 0) ? (
              <>
                <p className="text-lg text-ink-900">These changes would find homes:</p>
                <ul className="mt-3 space-y-1">
                  {relaxations
                    .filter((r) => r.count > 0)
                    .map((r) => (
                      <li key={r.label}>
                        <Link href={href({ ...r.without, page: 1 })} className={LINK}>
                          Remove {quoted(r.label)}: {homes(r.count)}
                        </Link>
                      </li>
                    ))}
                </ul>
              </>
            ) : (
              <p className="text-lg text-ink-900">
                No home for sale matches these filters now.{' '}
                <Link
                  href={searchHref(criteria, {
                    ...Object.assign({}, ...filters.map((f) => f.without)),
                    page: 1,
                  })}
                  className={LINK}
                >
                  See every home for sale
                </Link>
              </p>
            )}
          </div>
        )}
      </div>
      <Pagination result={result} href={href} />
    </section>
  )
}
