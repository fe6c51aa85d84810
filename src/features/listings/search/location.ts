/** The towns and counties homes are listed in, as the feed spells them. */
export type Places = { cities: string[]; counties: string[] }

/** A location the search knows: a ZIP code, or a listed town or county in the feed's spelling. */
export type KnownPlace = { kind: 'zip' | 'town' | 'county'; name: string }

const COUNTY = /^(.+?)(\s+county)?(,?\s*(nj|new jersey))?$/i

/** A typed location's name without "County" and ", NJ", and whether it said "County". */
export function locationName(location: string): { name: string; saysCounty: boolean } {
  const text = location.trim()
  const [, name = text, countyWord] = COUNTY.exec(text) ?? []
  return { name: name.trim(), saysCounty: Boolean(countyWord) }
}

/**
 * The place a typed location names: a five-digit postal code, a county ("Sussex", "Sussex
 * County") or a town ("Andover", "andover, NJ"), matched without regard to case against the
 * towns and counties listed; null for anything else.
 */
export function knownPlace(location: string, places: Places): KnownPlace | null {
  const text = location.trim()
  if (/^\d{5}$/.test(text)) return { kind: 'zip', name: text }
  const { name, saysCounty } = locationName(text)
  const same = (a: string) => a.toLowerCase() === name.toLowerCase()
  const county = places.counties.find(same)
  const city = places.cities.find(same)
  if (county && (saysCounty || !city)) return { kind: 'county', name: county }
  if (city) return { kind: 'town', name: city }
  return null
}
