import { AREAS, countyLabel } from '@/lib/areas'

import { areaFigures } from './area'
import { countyName } from './records'
import type { ActiveCount, AreaFigures, SaleRecord } from './types'

/** A service area: a town, or a county (its name is "{county} County"). */
export type Area = { slug: string; name: string; county: string }

export const isCountyArea = (area: Area) => area.name === countyLabel(area.county)

const key = (text: string) => text.trim().toLowerCase()

/**
 * The figures of every service area (a county's from all its towns' sales) and of every other
 * town with sales or homes for sale in the store, on the New Jersey day `asOf`.
 */
export function figuresByArea(
  sales: readonly SaleRecord[],
  active: readonly ActiveCount[],
  asOf: string,
  areas: readonly Area[] = AREAS,
): { areas: Record<string, AreaFigures>; towns: Record<string, AreaFigures> } {
  const byCity = new Map<string, { name: string; sales: SaleRecord[]; active: number }>()
  const byCounty = new Map<string, { sales: SaleRecord[]; active: number }>()
  const town = (city: string) => {
    let entry = byCity.get(key(city))
    if (!entry) byCity.set(key(city), (entry = { name: city.trim(), sales: [], active: 0 }))
    return entry
  }
  const county = (name: string) => {
    let entry = byCounty.get(key(countyName(name)))
    if (!entry) byCounty.set(key(countyName(name)), (entry = { sales: [], active: 0 }))
    return entry
  }
  for (const sale of sales) {
    town(sale.city).sales.push(sale)
    county(sale.county).sales.push(sale)
  }
  for (const count of active) {
    town(count.city).active += count.homes
    county(count.county).active += count.homes
  }
  const result = {
    areas: {} as Record<string, AreaFigures>,
    towns: {} as Record<string, AreaFigures>,
  }
  const areaTowns = new Set<string>()
  for (const area of areas) {
    const group = isCountyArea(area) ? county(area.county) : town(area.name)
    if (!isCountyArea(area)) areaTowns.add(key(area.name))
    result.areas[area.slug] = areaFigures(area.name, group.sales, group.active, asOf)
  }
  for (const [cityKey, entry] of byCity) {
    if (areaTowns.has(cityKey)) continue
    result.towns[entry.name] = areaFigures(entry.name, entry.sales, entry.active, asOf)
  }
  return result
}
