import { columnsOf, type ListingDb } from '@/lib/db/listings'

import { TYPED_COLUMNS } from '../sync/record'

/**
 * The columns a page reads: the typed Data Dictionary fields (all of them fit to show; what an IDX
 * site must not show only ever sits in the source record, which no page selects).
 */
const SHOWN_COLUMNS = [...TYPED_COLUMNS, 'slug', 'shown', 'demo'] as const

export const shownColumns = (table: ListingDb['listings']) => columnsOf(table, SHOWN_COLUMNS)
