import type { Payload } from 'payload'

import { storeLead, type OncePer, type Provenance } from '@/features/leads'

import { readCriteria, searchQuery, type SearchCriteria } from '../search/criteria'
import { placesOf, readTowns } from '../search/query'
import { listingDb } from '@/lib/db/listings'
import { alertLabel } from './label'
import { alertConfirmationRequest, alertLeadType } from './leadType'
import { ALERT_CONSENT_TEXT } from './rules'
import type { AlertInput } from './schema'

/**
 * Anyone may type any address, so its owner gets at most one confirmation a day: later sign-ups
 * for it that day wait unconfirmed, and that email's page starts them too (/alerts/confirm).
 */
const CONFIRMATION_ONCE_A_DAY: OncePer = {
  email: alertConfirmationRequest,
  field: 'email',
  withinMs: 24 * 60 * 60_000,
}

/** The towns and counties listed now, read only when the search names a place. */
async function placesFor(payload: Payload, criteria: SearchCriteria) {
  const typed = criteria.location.trim()
  if (!typed || /^\d{5}$/.test(typed)) return { cities: [], counties: [] }
  return placesOf(await readTowns(listingDb(payload)))
}

/**
 * Stores an alert waiting for its confirmation (its confirmation email queued with it, unless
 * the address had one in the last day). The search is kept as the site writes it
 * (filters only: no page, view or sort), so what is matched later is what the visitor saw, and
 * in the site's words (label.ts); homes are checked from this moment on.
 */
export async function storeAlert(payload: Payload, input: AlertInput, from: Provenance) {
  const criteria = readCriteria(new URLSearchParams(input.search))
  await storeLead(
    payload,
    alertLeadType,
    {
      email: input.email.toLowerCase(),
      name: input.name || null,
      phone: input.phone || null,
      search: searchQuery(criteria, { page: 1, view: 'grid', sort: 'newest' }),
      searchLabel: alertLabel(criteria, await placesFor(payload, criteria)),
      frequency: input.frequency,
      subscription: 'pending',
      consentText: ALERT_CONSENT_TEXT,
      checkedThrough: new Date().toISOString(),
      status: 'new',
      agentEmail: { state: null },
      sourceUrl: from.sourceUrl,
      userAgent: from.userAgent,
      visitorHash: from.visitorHash,
    },
    { oncePer: CONFIRMATION_ONCE_A_DAY },
  )
}
