/**
 * What other features use of the search: its address (read and written), the filter table with
 * its controls, and the search page's path. Browser-safe: nothing here reads the database.
 */
export { readCriteria, searchHref } from './criteria'
export type { Control } from './filter'
export { filterList } from './filters'
export { SEARCH_PATH } from './options'
export { formatPrice } from '../page/format'
