import { slugify } from '../sync/record'
import { listedTowns } from './query'

/** A town or county with homes for sale, and its own page: `/listings/in/andover`. */
export type Place = {
  kind: 'town' | 'county'
  /** As the MLS spells it: "Andover", "Sussex". */
  name: string
  /** What a visitor reads: "Andover, NJ", "Sussex County, NJ". */
  label: string
  /** What the search's location field holds for it. */
  location: string
  path: string
  count: number
}

export const PLACE_PATH = '/listings/in'

/** Every town and county with homes for sale now, towns first, each with its page. */
export async function listedPlacePages(): Promise<Place[]> {
  const towns = await listedTowns()
  const byTown = new Map<string, Place>()
  const byCounty = new Map<string, Place>()
  for (const t of towns) {
    const town = byTown.get(t.city)
    if (town) town.count += t.count
    else
      byTown.set(t.city, {
        kind: 'town',
        name: t.city,
        label: `${t.city}, NJ`,
        location: t.city,
        path: `${PLACE_PATH}/${slugify(t.city)}`,
        count: t.count,
      })
    if (!t.county) continue
    const county = byCounty.get(t.county)
    if (county) county.count += t.count
    else
      byCounty.set(t.county, {
        kind: 'county',
        name: t.county,
        label: `${t.county} County, NJ`,
        location: `${t.county} County`,
        path: `${PLACE_PATH}/${slugify(t.county)}-county`,
        count: t.count,
      })
  }
  return [...byTown.values(), ...byCounty.values()]
}

/** The place a page address names, if it has homes for sale. */
export async function placeBySlug(slug: string): Promise<Place | null> {
  const path = `${PLACE_PATH}/${slug}`
  return (await listedPlacePages()).find((p) => p.path === path) ?? null
}
