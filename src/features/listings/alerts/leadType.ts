import { consentOf, person, signUpLeadType } from '@/features/leads'

import { SearchAlerts } from './SearchAlerts'
import { alertAgentEmail, alertConfirmationEmail, type AlertLead } from './emails'
import { alertConfirmUrl } from './links'

type Stored = AlertLead & { consentText?: string | null }

/**
 * A saved search with email alerts: its confirmation when stored, the agent's notice once the
 * visitor confirms it (links.ts). It counts as a lead once confirmed.
 */
export const { leadType: alertLeadType, confirmationEmail: alertConfirmationRequest } =
  signUpLeadType<Stored>({
    confirm: { name: 'alert-confirm', render: alertConfirmationEmail, url: alertConfirmUrl },
    notice: { name: 'alert-agent', render: alertAgentEmail },
    collection: SearchAlerts,
    label: 'Search alerts',
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
