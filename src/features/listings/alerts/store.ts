import type { Payload } from 'payload'

import { createLead, type Provenance } from '@/features/leads/server/store'

import { readCriteria, searchQuery } from '../search/criteria'
import { alertLabel } from './label'
import { ALERT_CONSENT_TEXT } from './rules'
import type { AlertInput } from './schema'

/**
 * Stores an alert waiting for its confirmation (its confirmation email queued with it). The
 * search is kept as the site writes it (filters only: no page, view or sort), so what is
 * matched later is what the visitor saw; homes are checked from this moment on.
 */
export async function storeAlert(payload: Payload, input: AlertInput, from: Provenance) {
  const criteria = readCriteria(new URLSearchParams(input.search))
  return createLead(payload, 'search-alerts', {
    email: input.email.toLowerCase(),
    name: input.name || null,
    phone: input.phone || null,
    search: searchQuery(criteria, { page: 1, view: 'grid', sort: 'newest' }),
    searchLabel: alertLabel(criteria),
    frequency: input.frequency,
    subscription: 'pending',
    consentText: ALERT_CONSENT_TEXT,
    checkedThrough: new Date().toISOString(),
    status: 'new',
    agentEmail: { state: null },
    sourceUrl: from.sourceUrl,
    userAgent: from.userAgent,
    visitorHash: from.visitorHash,
  })
}
