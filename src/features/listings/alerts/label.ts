import type { SearchCriteria } from '../search/criteria'
import { activeFilterList } from '../search/describe'

/** The search an alert follows, in words: "Andover, 3+ beds", or every home. */
export const alertLabel = (criteria: SearchCriteria) =>
  activeFilterList(criteria)
    .map((f) => f.label)
    .join(', ') || 'Every home for sale'
