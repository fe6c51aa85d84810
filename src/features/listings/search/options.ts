/**
 * What a property search offers: its address, the kinds of home, statuses, sorts and select
 * options. Plain values only (no parsing library), so the home page's search block can share them.
 */

export const SEARCH_PATH = '/listings/search'
/** The search page's alert form (a disclosure below the results); "Get alerts" links to it. */
export const ALERTS_ID = 'alerts'

export const HOME_TYPES = {
  house: 'House',
  townhouse: 'Townhouse',
  condo: 'Condo',
  'multi-family': 'Multi-family',
  land: 'Land',
  farm: 'Farm',
} as const
export type HomeType = keyof typeof HOME_TYPES

export const STATUSES = {
  active: 'For sale',
  'coming-soon': 'Coming soon',
  'under-contract': 'Under contract',
} as const
export type SearchStatus = keyof typeof STATUSES

export const SORTS = {
  newest: 'Newest',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  largest: 'Largest home',
  lot: 'Biggest lot',
  'cap-rate': 'Cap rate, highest first',
} as const
export type SearchSort = keyof typeof SORTS

export const NEW_WITHIN = { 1: 'Last 24 hours', 7: 'Last 7 days', 30: 'Last 30 days' } as const
export const WATER = { public: 'Public water', well: 'Well' } as const
export const SEWER = { public: 'Public sewer', septic: 'Septic' } as const
export const VIEWS = ['grid', 'list', 'map'] as const

/** The most homes the map marks at once (in the search's order): beyond, the visitor zooms in. */
export const MAP_POINT_LIMIT = 1000

/** Results per page: a multiple of 2, 3 and 4, so every grid row is full. */
export const PAGE_SIZE = 24

/** The prices the price selects offer. */
export const PRICE_OPTIONS = [
  100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000, 2_000_000,
  3_000_000,
] as const

/** The investment filters' choices: units in a building, estimated cap rate (percent), price a unit. */
export const UNIT_OPTIONS = [2, 3, 4] as const
export const CAP_RATE_OPTIONS = [4, 5, 6, 7, 8] as const
export const PER_UNIT_OPTIONS = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000] as const
