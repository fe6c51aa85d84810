import type { SearchCriteria } from './criteria'
import { filterList } from './filters'
import type { Places } from './location'

export type ActiveFilter = {
  /** What the filter asks, in a visitor's words: "3+ beds". */
  label: string
  /** The same search without this filter. */
  without: Partial<SearchCriteria>
}

/** Each filter the search applies, in words, with the change that removes it. */
export function activeFilterList(c: SearchCriteria): ActiveFilter[] {
  return filterList.flatMap((f) => {
    const label = f.label(c)
    return label ? [{ label, without: f.off }] : []
  })
}

/** The words of each filter the search applies, as an alert's label gives them (filter.ts). */
export function alertWords(c: SearchCriteria, places: Places): string[] {
  return filterList.flatMap((f) => (f.alertLabel ? f.alertLabel(c, places) : f.label(c)) ?? [])
}

/** Page links: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1]! > 1 ? [null, p] : [p]))
}
