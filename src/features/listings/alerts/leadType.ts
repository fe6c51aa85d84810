import {
  agentNotice,
  confirmationRequest,
  consentOf,
  defineLeadType,
  person,
} from '@/features/leads'

import { SearchAlerts } from './SearchAlerts'
import { alertAgentEmail, alertConfirmationEmail, type AlertLead } from './emails'
import { alertConfirmUrl } from './links'

type Stored = AlertLead & { consentText?: string | null }

const pending = (lead: Stored) => lead.subscription === 'pending'
const active = (lead: Stored) => lead.subscription === 'active'

/** The double opt-in: one a day per address at most (store.ts). */
export const alertConfirmationRequest = confirmationRequest<Stored>(
  'alert-confirm',
  alertConfirmationEmail,
  alertConfirmUrl,
  pending,
)

const notice = agentNotice<Stored>('alert-agent', alertAgentEmail)

/**
 * A saved search with email alerts: its confirmation when stored, the agent's notice once the
 * visitor confirms it (links.ts). It counts as a lead once confirmed.
 */
export const alertLeadType = defineLeadType<Stored>({
  collection: SearchAlerts,
  label: 'Search alerts',
  emails: [alertConfirmationRequest, notice],
  queuedWithLead: [alertConfirmationRequest],
  confirmation: { pending, confirmed: active, queuedOnConfirm: [notice] },
  handoff: (lead) => ({
    kind: 'alert',
    label: 'Search alert sign-up',
    followUpBossType: 'Registration',
    ...person(lead),
    message: `Search alert (${lead.frequency}): ${lead.searchLabel}`,
    consent: consentOf(lead),
  }),
  desk: { answered: true, only: { subscription: { not_equals: 'pending' } } },
})
