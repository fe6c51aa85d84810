/** The units a building's RESO `PropertySubType` implies when the listing gives no count. */
const UNITS_BY_SUB_TYPE: Readonly<Record<string, number>> = {
  Duplex: 2,
  Triplex: 3,
  Quadruplex: 4,
}

/**
 * How many units a home has: the listing's `NumberOfUnitsTotal` when it gives one of at least 1;
 * else what its sub type says (a duplex has two, a triplex three, a quadruplex four); else one.
 * The search's units filter and the investors' figures (rent per unit, price per unit) count so.
 */
export function unitCount(units: number | null, subType: string | null): number {
  if (units !== null && units >= 1) return Math.round(units)
  return UNITS_BY_SUB_TYPE[subType ?? ''] ?? 1
}

/** The sub types that imply at least `n` units (for a listing that gives no count). */
export const subTypesWithUnits = (n: number): string[] =>
  Object.entries(UNITS_BY_SUB_TYPE)
    .filter(([, units]) => units >= n)
    .map(([subType]) => subType)
