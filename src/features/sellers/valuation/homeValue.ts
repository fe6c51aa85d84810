import { estimate, type Estimate, type Refusal } from './estimate'
import type { Facts, Subject } from './facts'
import { type Param, type RawParams, readFacts, type ReadFacts, texts } from './inputs'
import { cachedPlaces, findHome, findPlace, type FoundHome, type Place } from './places'
import { cachedMarket } from './read'

export type HomeValue = {
  /** The fields as the visitor typed them, for the form. */
  text: Record<Param, string>
  /** What the MLS knows of the typed address; null when nothing was typed or nothing matched. */
  found: FoundHome | null
  /** A typed address the MLS has not seen. */
  addressUnknown: boolean
  place: Place | null
  placeError: string | null
  places: Place[]
  read: ReadFacts
  /** Nothing asked yet: the form alone. */
  asked: boolean
  /**
   * Facts were given (typed, or found at the address), or this page's own form was sent: only
   * then does a missing or wrong one get its message. A visitor who came from the short form
   * elsewhere (an address or a town alone) is asked for them quietly.
   */
  factsAsked: boolean
  result: Estimate | Refusal | { kind: 'no-valuation' } | { kind: 'no-data' } | null
  asOf: number
}

/**
 * The home-value page for the address's query: the home found at a typed address (its facts fill
 * the fields left empty), the town, the facts, and the estimate when all are there.
 */
export async function readHomeValue(params: RawParams, asOf = Date.now()): Promise<HomeValue> {
  const text = texts(params)
  const places = await cachedPlaces()
  const asked = Object.values(text).some(Boolean)
  const found = text.address ? await findHome(text.address) : null
  const addressUnknown = Boolean(text.address) && !found
  const place = found
    ? (places.find((p) => p.city === found.city) ?? null)
    : text.place
      ? findPlace(places, text.place)
      : null
  const placeError =
    !asked || place
      ? null
      : text.place
        ? `We have no sales in "${text.place}". Choose a town from the list, or enter a ZIP code here.`
        : addressUnknown
          ? 'We did not find that address in the MLS records here: choose the town or enter the ZIP code.'
          : 'Enter the address, or choose the town or ZIP code.'
  const read = readFacts(text, found?.facts ?? {}, new Date(asOf).getUTCFullYear())
  // The full form always sends its kind of home, empty or not; the short one never does.
  const formSent = params.type !== undefined
  const factsAsked =
    Boolean(found) ||
    formSent ||
    (['type', 'beds', 'baths', 'sqft', 'lot', 'year'] as const).some((name) => text[name])
  const base = {
    text,
    found,
    addressUnknown,
    place,
    placeError,
    places,
    read,
    asked,
    factsAsked,
    asOf,
  }
  if (!asked || !place || !read.facts) return { ...base, result: null }
  if (found?.noValuation) return { ...base, result: { kind: 'no-valuation' } }
  const { sales, models } = await cachedMarket(asOf)
  if (!models) return { ...base, result: { kind: 'no-data' } }
  return { ...base, result: estimate(subjectOf(read.facts, place, found), sales, models, asOf) }
}

function subjectOf(facts: Facts, place: Place, found: FoundHome | null): Subject {
  return found
    ? {
        ...facts,
        city: found.city,
        county: found.county,
        lat: found.lat,
        lng: found.lng,
        located: 'address',
      }
    : {
        ...facts,
        city: place.city,
        county: place.county,
        lat: place.lat,
        lng: place.lng,
        located: 'place',
      }
}
