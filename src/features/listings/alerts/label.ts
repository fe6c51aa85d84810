import type { SearchCriteria } from '../search/criteria'
import { alertWords } from '../search/describe'
import type { Places } from '../search/location'

/**
 * The search an alert follows, in the site's own words and on one line: "Andover, 3+ beds", or
 * every home. It goes into the confirmation sent to whatever address was typed, and into the
 * subjects of later alert emails, so nothing typed is repeated: a location is named only as a
 * known place (else "A place you typed"), a keyword never; the other filters by the labels and
 * numbers the form offers.
 */
export function alertLabel(criteria: SearchCriteria, places: Places): string {
  return alertWords(criteria, places).join(', ') || 'Every home for sale'
}
