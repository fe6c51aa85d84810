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

/** A ZIP code (or ZIP+4) at the end of a line, and what comes before it: "Hackettstown, NJ 07840". */
const TRAILING_ZIP = /^(.*?)[\s,]*(\d{5})(?:-\d{4})?$/

/**
 * The place a typed location names: a ZIP code (five digits, ZIP+4, or after a town or county as
 * a card writes it, "Hackettstown, NJ 07840"), a county ("Sussex", "Sussex County") or a town
 * ("Andover", "andover, NJ"), matched without regard to case against the towns and counties
 * listed; null for anything else. A street address with a ZIP code is not a place: its street
 * would be dropped, and with it what the visitor asked for.
 */
export function knownPlace(location: string, places: Places): KnownPlace | null {
  const text = location.trim()
  const [, before = '', zip] = TRAILING_ZIP.exec(text) ?? []
  if (zip && (!before || namedPlace(before, places))) return { kind: 'zip', name: zip }
  return namedPlace(text, places)
}

/** A town or county by name; a name that is both is the town unless it says "County". */
function namedPlace(text: string, places: Places): KnownPlace | null {
  const { name, saysCounty } = locationName(text)
  const same = (a: string) => a.toLowerCase() === name.toLowerCase()
  const county = places.counties.find(same)
  const city = places.cities.find(same)
  if (county && (saysCounty || !city)) return { kind: 'county', name: county }
  if (city) return { kind: 'town', name: city }
  return null
}
