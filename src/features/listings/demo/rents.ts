import type { DEMO_TOWNS } from './towns'

/**
 * Typical monthly rents in Sussex and Warren counties by kind of rental and bedrooms, for the demo
 * leases and the demo buildings' own rent rolls: a unit of a small building (1 bedroom about
 * $1,300-1,600, 2 about $1,700-2,100, 3 about $2,200-2,600), a townhouse or condominium, a house
 * (3 bedrooms about $2,600-3,200, 4 about $3,200-3,900). Each town moves them by its price level.
 */
export const DEMO_RENTS = {
  unit: { 1: 1450, 2: 1900, 3: 2400, 4: 2800 },
  attached: { 1: 1650, 2: 2150, 3: 2650 },
  house: { 1: 1900, 2: 2450, 3: 2900, 4: 3550 },
} as const satisfies Record<string, Record<number, number>>

export type DemoRentKind = keyof typeof DEMO_RENTS

/**
 * A town's rent level against the two counties' typical one: rents follow prices, far less than
 * in proportion (a town twice as dear lets for about a fifth more).
 */
export const rentLevel = (town: (typeof DEMO_TOWNS)[number]) => (town.median / 420_000) ** 0.3

/** The typical rent of a rental of this kind and bedrooms in a town, per month. */
export function typicalRent(
  kind: DemoRentKind,
  beds: number,
  town: (typeof DEMO_TOWNS)[number],
): number {
  const table: Record<number, number> = DEMO_RENTS[kind]
  const known = Object.keys(table).map(Number)
  const nearest = Math.max(Math.min(beds, Math.max(...known)), Math.min(...known))
  return table[nearest]! * rentLevel(town)
}
