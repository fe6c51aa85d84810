import type { Payload } from 'payload'

import type { Facts } from '../../src/features/sellers/valuation/facts'
import { sealSummary } from '../../src/features/sellers/valuation/seal'
import type { EstimateSummary } from '../../src/features/sellers/valuation/summary'

/** The home /home-value?place=Andover&type=single-family&beds=3… describes. */
export const ANDOVER_HOME: Facts = {
  type: 'single-family',
  beds: 3,
  baths: 2,
  sqft: 1800,
  lot: 0.5,
  year: 1985,
  condition: 'average',
}

/**
 * The estimate /home-value shows for a home placed in a town, made by the page's own code from
 * the store's closed sales (the demo inventory in tests), and summed up as its form sends it.
 * Loaded on call: the app reads the environment the test bed sets when it loads.
 */
export async function estimateSummary(
  payload: Payload,
  { town = 'Andover', facts = ANDOVER_HOME, address = null as string | null } = {},
): Promise<EstimateSummary> {
  const { readSales } = await import('../../src/features/sellers/valuation/store')
  const { fitModels } = await import('../../src/features/sellers/valuation/model')
  const { estimate } = await import('../../src/features/sellers/valuation/estimate')
  const { findPlace, readPlaces } = await import('../../src/features/sellers/valuation/places')
  const { summarize } = await import('../../src/features/sellers/valuation/summary')
  const now = Date.now()
  const sales = await readSales(payload, now)
  const models = fitModels(sales, now)
  const place = findPlace(await readPlaces(payload), town)
  if (!models || !place) throw new Error(`No sales to estimate a home in ${town}`)
  const subject = { ...facts, ...place, located: 'place' as const }
  const result = estimate(subject, sales, models, now)
  if (result.kind !== 'estimate') throw new Error(`Too few sales to estimate a home in ${town}`)
  return summarize(result, facts, { address, place: place.city, county: place.county }, now)
}

/** The review form's body as the page posts it, for `email`. */
export const sellerLeadBody = (
  email: string,
  summary: EstimateSummary,
  kind: 'review' | 'updates' = 'review',
) => ({
  kind,
  name: 'Dana Whitfield',
  email,
  phone: '973-555-0160',
  timeFrame: '3-6-months',
  consent: { email: true, calls: true, texts: false },
  summary,
  seal: sealSummary(summary),
})
