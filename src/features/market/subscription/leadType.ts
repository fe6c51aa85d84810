import {
  agentNotice,
  confirmationRequest,
  consentOf,
  defineLeadType,
  person,
} from '@/features/leads'
import { siteUrl } from '@/lib/env'

import { ReportSubscriptions } from './ReportSubscriptions'
import { reportAgentEmail, reportConfirmationEmail, reportPath, type ReportLead } from './emails'
import { reportConfirmUrl } from './links'

const pending = (lead: ReportLead) => lead.subscription === 'pending'
const active = (lead: ReportLead) => lead.subscription === 'active'

/** The double opt-in: one a day per address at most (store.ts). */
export const reportConfirmationRequest = confirmationRequest<ReportLead>(
  'report-subscription-confirm',
  reportConfirmationEmail,
  reportConfirmUrl,
  pending,
)

const notice = agentNotice<ReportLead>('report-subscription-agent', reportAgentEmail)

/**
 * A market report by email: its confirmation when stored, the agent's notice and the hand-offs
 * once the visitor confirms it (links.ts). It counts as a lead once confirmed. Follow Up Boss gets
 * a Registration, as for the newsletter and the search alerts: a sign-up for emails, not a
 * question to answer; the message names the area.
 */
export const reportLeadType = defineLeadType<ReportLead>({
  collection: ReportSubscriptions,
  label: 'Market report sign-ups',
  emails: [reportConfirmationRequest, notice],
  queuedWithLead: [reportConfirmationRequest],
  confirmation: { pending, confirmed: active, queuedOnConfirm: [notice] },
  handoff: (lead) => ({
    kind: 'market-report',
    label: 'Market report sign-up',
    followUpBossType: 'Registration',
    ...person(lead),
    message: `Signed up for the monthly ${lead.areaName} market report by email: ${siteUrl()}${reportPath(lead)}`,
    consent: consentOf(lead),
  }),
  desk: { answered: false, only: { subscription: { not_equals: 'pending' } } },
})
