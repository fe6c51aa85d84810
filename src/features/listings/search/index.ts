/**
 * What other features use of the search: its address (read and written), the filter table with
 * its controls, and the search page's path. Browser-safe: nothing here reads the database.
 */
export { readCriteria, searchHref, type SearchCriteria } from './criteria'
export type { Control } from './filter'
export { filterList } from './filters'
export {
  CAP_RATE_OPTIONS,
  HOME_TYPES,
  PER_UNIT_OPTIONS,
  PRICE_OPTIONS,
  SEARCH_PATH,
  SORTS,
  UNIT_OPTIONS,
} from './options'
export { formatPrice } from '../page/format'
