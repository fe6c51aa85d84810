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

/** "…, NJ 07840" or "… 07840-1234" at the end of a typed address line: its five-digit ZIP code. */
const TRAILING_ZIP = /^(?:.*?[\s,])?(\d{5})(?:-\d{4})?$/
/** How a municipality may be named after its name: "Andover Township", "Hackettstown Town". */
const MUNICIPALITY = /\s+(township|twp\.?|borough|boro|town|city|village)$/i

/**
 * The place a typed location names: a ZIP code (five digits, ZIP+4, or ending a line such as a
 * card's "Hackettstown, NJ 07840"), a county ("Sussex", "Sussex County") or a town ("Andover",
 * "andover, NJ", "Andover Township"), matched without regard to case against the towns and
 * counties listed; null for anything else.
 */
export function knownPlace(location: string, places: Places): KnownPlace | null {
  const text = location.trim()
  const zip = TRAILING_ZIP.exec(text)?.[1]
  if (zip) return { kind: 'zip', name: zip }
  const { name, saysCounty } = locationName(text)
  const find = (wanted: string) => {
    const same = (a: string) => a.toLowerCase() === wanted.toLowerCase()
    return { county: places.counties.find(same), city: places.cities.find(same) }
  }
  const { county, city } = find(name)
  if (county && (saysCounty || !city)) return { kind: 'county', name: county }
  if (city) return { kind: 'town', name: city }
  // "Andover Township" where the feed lists the town as "Andover".
  const bare = name.replace(MUNICIPALITY, '')
  const town = bare !== name ? find(bare).city : undefined
  return town ? { kind: 'town', name: town } : null
}
