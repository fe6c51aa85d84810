import type { SearchCriteria } from '../search/criteria'
import { activeFilterList } from '../search/describe'
import { knownPlace, type KnownPlace, type Places } from '../search/location'

const PLACE_WORDS: Record<KnownPlace['kind'], (name: string) => string> = {
  zip: (name) => `ZIP code ${name}`,
  town: (name) => name,
  county: (name) => `${name} County`,
}

/**
 * The search an alert follows, in the site's own words and on one line: "Andover, 3+ beds", or
 * every home. It goes into the confirmation sent to whatever address was typed, and into the
 * subjects of later alert emails, so nothing typed is repeated: a location is named only as a
 * known place (else "A place you typed"), a keyword never; the other filters by the labels and
 * numbers the form offers.
 */
export function alertLabel(criteria: SearchCriteria, places: Places): string {
  const words: string[] = []
  if (criteria.location.trim()) {
    const place = knownPlace(criteria.location, places)
    words.push(place ? PLACE_WORDS[place.kind](place.name) : 'A place you typed')
  }
  if (criteria.keyword.trim()) words.push('Your keywords')
  const rest = activeFilterList({ ...criteria, location: '', keyword: '' })
  words.push(...rest.map((filter) => filter.label))
  return words.join(', ') || 'Every home for sale'
}
