import { formatPrice } from '../page/format'
import { subTypesWithUnits } from '../units'
import { choices, decimal, limit, whole } from './filter'
import { CAP_RATE_OPTIONS, PER_UNIT_OPTIONS, UNIT_OPTIONS } from './options'

/**
 * An investor's filters, in the table of filters (filters.ts), on the figures the site works out
 * after each sync (docs/search.md), shown together under "Investment" in "More filters". A home
 * without a unit count has the units its sub type implies (a duplex two), else one; a home without an estimated cap
 * rate, or without a price a unit, is left out when that filter is set.
 */
export const INVESTMENT_FILTERS = [
  limit('units', {
    parse: (text) => {
      const n = whole(1000)(text)
      return n && n >= 2 ? n : undefined
    },
    label: (n) => `${n}+ units`,
    // Counted as unitCount counts: the listing's count, else what its sub type implies.
    where: (n, { L, gte, or, and, inArray, sql }) => {
      const bySubType = subTypesWithUnits(n)
      const counted = gte(L.NumberOfUnitsTotal, n)
      if (!bySubType.length) return counted
      const uncounted = sql`coalesce(${L.NumberOfUnitsTotal}, 0) < 1`
      return or(counted, and(uncounted, inArray(L.PropertySubType, bySubType)))!
    },
    control: {
      label: 'Units',
      options: choices(UNIT_OPTIONS, (n) => `${n}+`),
      more: true,
      group: 'Investment',
    },
  }),
  limit('minCap', {
    parse: decimal(100),
    label: (n) => `Estimated cap rate ${n}% or more`,
    where: (n, { L, gte }) => gte(L.estimatedCapRate, n),
    control: {
      label: 'Estimated cap rate',
      options: choices(CAP_RATE_OPTIONS, (n) => `${n}% or more`),
      more: true,
      group: 'Investment',
    },
  }),
  limit('maxPerUnit', {
    parse: whole(1_000_000_000),
    label: (n) => `Up to ${formatPrice(n)} a unit`,
    where: (n, { L, lte }) => lte(L.pricePerUnit, n),
    control: {
      label: 'Price per unit',
      options: choices(PER_UNIT_OPTIONS, (n) => `Up to ${formatPrice(n)}`),
      more: true,
      group: 'Investment',
    },
  }),
] as const
