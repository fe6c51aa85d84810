import { NET_SHEET_PATH, type RawParams } from '../netSheet'
import type { ReadNetSheet } from '../netSheet/inputs'
import type { HomeValue } from '../valuation/homeValue'

import type { SellerEvent } from './events'
import { Track } from './Track.client'

/**
 * What the home-value page tells analytics: an estimate (its confidence and how many sales it
 * compared), or that no number could be given and why. Nothing while the form is incomplete.
 */
export function homeValueEvent(view: HomeValue): SellerEvent | null {
  const { result } = view
  switch (result?.kind) {
    case 'estimate':
      return {
        event: 'home_value_estimate',
        confidence: result.confidence,
        comparables: result.comparables.length,
      }
    case 'refusal':
      return { event: 'home_value_refused', reason: 'few_sales' }
    case 'no-valuation':
      return { event: 'home_value_refused', reason: 'no_valuation' }
    case 'no-data':
      return { event: 'home_value_refused', reason: 'no_data' }
  }
  // Every fact given, but the town or ZIP code typed has no sales to compare with.
  if (view.read.facts && view.text.place && !view.place)
    return { event: 'home_value_refused', reason: 'unknown_place' }
  return null
}

/** The home-value page's events: the estimate or refusal, and a followed link to the net sheet. */
export function HomeValueEvents({ view }: { view: HomeValue }) {
  const event = homeValueEvent(view)
  if (!event) return null
  const onLink =
    view.result?.kind === 'estimate'
      ? {
          path: NET_SHEET_PATH,
          event: { event: 'home_value_net_sheet', confidence: view.result.confidence } as const,
        }
      : null
  return <Track event={event} onLink={onLink} />
}

/** The net sheet's event: a sheet with a price is shown (a price that cannot be read is not). */
export function NetSheetEvents({ read, params }: { read: ReadNetSheet; params: RawParams }) {
  if (read.inputs.price === undefined) return null
  const given = [params.price ?? []].flat()[0]?.trim()
  return <Track event={{ event: 'net_sheet_viewed', price_given: Boolean(given) }} />
}
