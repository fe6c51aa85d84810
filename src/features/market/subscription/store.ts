import type { Payload } from 'payload'

import { storeLead, type OncePer, type Provenance } from '@/features/leads'
import { AREAS } from '@/lib/areas'
import { agentDate } from '@/lib/timeZone'

import { reportConfirmationRequest, reportLeadType } from './leadType'
import { REPORT_CONSENT_TEXT } from './rules'
import type { ReportSubscriptionInput } from './schema'

/**
 * Anyone may type any address, so its owner gets at most one confirmation a day: later sign-ups
 * for it that day wait unconfirmed.
 */
const CONFIRMATION_ONCE_A_DAY: OncePer = {
  email: reportConfirmationRequest,
  field: 'email',
  withinMs: 24 * 60 * 60_000,
}

/** The first email lists what sold and came on the market in the month before the sign-up. */
const FIRST_LOOK_BACK_DAYS = 31

/**
 * Stores a sign-up waiting for its confirmation (its confirmation email queued with it, unless
 * the address had one in the last day), with the consent wording the form showed.
 */
export async function storeReportSubscription(
  payload: Payload,
  input: ReportSubscriptionInput,
  from: Provenance,
) {
  const area = AREAS.find((a) => a.slug === input.area)!
  const since = agentDate(new Date(), -FIRST_LOOK_BACK_DAYS)
  await storeLead(
    payload,
    reportLeadType,
    {
      email: input.email.toLowerCase(),
      name: input.name || null,
      area: area.slug,
      areaName: area.name,
      subscription: 'pending',
      consentText: REPORT_CONSENT_TEXT,
      salesThrough: since,
      listedThrough: since,
      status: 'new',
      agentEmail: { state: null },
      sourceUrl: from.sourceUrl,
      userAgent: from.userAgent,
      visitorHash: from.visitorHash,
    },
    { oncePer: CONFIRMATION_ONCE_A_DAY },
  )
}
