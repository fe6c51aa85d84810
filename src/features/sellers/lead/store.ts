import type { Payload } from 'payload'

import { HttpError } from '@/lib/httpError'
import { storeLead, type OncePer, type Provenance } from '@/features/leads'

import { STEPS } from '../valuation/estimate'
import { findHome, findPlace, readPlaces } from '../valuation/places'
import { isSealed } from '../valuation/seal'
import { homeLine } from './home'
import { sellerConfirmationRequest, sellerLeadType } from './leadType'
import { CONSENT_TEXT, SELLER_MESSAGES } from './rules'
import type { SellerLeadInput, SummaryInput } from './schema'

/**
 * Anyone may type any address, so its owner gets at most one confirmation a day: later sign-ups
 * for it that day wait unconfirmed.
 */
const CONFIRMATION_ONCE_A_DAY: OncePer = {
  email: sellerConfirmationRequest,
  field: 'email',
  withinMs: 24 * 60 * 60_000,
}

/** Value updates look at least this far around the home, however near its comparables were. */
export const MIN_RADIUS_MILES = 3

/**
 * Nearby sales for value updates: within the estimate's own search radius (the step that reached
 * its farthest comparable), and at least 3 miles.
 */
export function radiusOf(summary: Pick<SummaryInput, 'comparables'>): number {
  const farthest = Math.max(0, ...summary.comparables.map((c) => c.miles))
  const step = STEPS.find((s) => s.miles >= farthest) ?? STEPS[STEPS.length - 1]!
  return Math.max(MIN_RADIUS_MILES, step.miles)
}

const DAY_MS = 24 * 60 * 60_000
/** The estimate's date as the first day new sales count from: never later than today, nor older than a month. */
function salesFrom(asOf: string, now: number): string {
  const time = Math.min(Math.max(Date.parse(asOf), now - 31 * DAY_MS), now)
  return new Date(time).toISOString().slice(0, 10)
}

/**
 * Where the home is, as the estimate placed it: the MLS's record of its street address, else
 * the middle of its town. The browser's summary names them; the store says where they are.
 */
async function locate(payload: Payload, summary: SummaryInput) {
  const street = summary.address?.split(',')[0]?.trim() || null
  const found = street ? await findHome(`${street}, ${summary.place}`) : null
  if (found) return { ...found, street: found.address }
  const place = findPlace(await readPlaces(payload), summary.place)
  if (!place) throw new HttpError(400, SELLER_MESSAGES.summary)
  return { ...place, street }
}

/**
 * Stores a seller's lead with the home and the estimate they saw (checked by the schema, and
 * refused unless it carries the site's seal: an estimate edited in the browser is not stored) and
 * the consent wording per channel. A review request is stored with its notice to the agent and
 * its hand-offs; a sign-up for value updates with its confirmation email only (unless the address
 * had one in the last day), and counts once its owner confirms.
 */
export async function storeSellerLead(payload: Payload, input: SellerLeadInput, from: Provenance) {
  const { summary, consent } = input
  if (!isSealed(summary, input.seal)) throw new HttpError(400, SELLER_MESSAGES.summary)
  const where = await locate(payload, summary)
  const home = {
    ...summary.facts,
    address: where.street,
    place: where.city,
    county: where.county,
    lat: where.lat,
    lng: where.lng,
    radiusMiles: radiusOf(summary),
  }
  const updates = input.kind === 'updates'
  await storeLead(
    payload,
    sellerLeadType,
    {
      kind: input.kind,
      name: input.name,
      email: updates ? input.email.toLowerCase() : input.email,
      phone: input.phone,
      timeFrame: input.timeFrame || null,
      consentEmail: consent.email,
      consentCalls: consent.calls,
      consentTexts: consent.texts,
      allowFollowUp: consent.email || consent.calls || consent.texts,
      consentText: CONSENT_TEXT,
      homeLine: homeLine(home),
      home,
      estimate: {
        value: summary.value,
        low: summary.low,
        high: summary.high,
        confidence: summary.confidence,
        asOf: summary.asOf,
        comparables: summary.comparables,
      },
      status: 'new',
      // Each delivery's group says queued only for what this kind sends now.
      ...(updates
        ? {
            subscription: 'pending',
            salesThrough: salesFrom(summary.asOf, Date.now()),
            agentEmail: { state: null },
          }
        : { confirmationEmail: { state: null } }),
      sourceUrl: from.sourceUrl,
      userAgent: from.userAgent,
      visitorHash: from.visitorHash,
    },
    updates ? { oncePer: CONFIRMATION_ONCE_A_DAY } : {},
  )
}
