import { consentOf, person, signUpLeadType } from '@/features/leads'
import { siteUrl } from '@/lib/env'

import { ReportSubscriptions } from './ReportSubscriptions'
import { reportAgentEmail, reportConfirmationEmail, reportPath, type ReportLead } from './emails'
import { reportConfirmUrl } from './links'

/**
 * A market report by email: its confirmation when stored, the agent's notice and the hand-offs
 * once the visitor confirms it (links.ts). It counts as a lead once confirmed. Follow Up Boss gets
 * a Registration, as for the newsletter and the search alerts: a sign-up for emails, not a
 * question to answer; the message names the area.
 */
export const { leadType: reportLeadType, confirmationEmail: reportConfirmationRequest } =
  signUpLeadType<ReportLead>({
    confirm: {
      name: 'report-subscription-confirm',
      render: reportConfirmationEmail,
      url: reportConfirmUrl,
    },
    notice: { name: 'report-subscription-agent', render: reportAgentEmail },
    collection: ReportSubscriptions,
    label: 'Market report sign-ups',
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
