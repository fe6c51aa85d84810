import { agentNotice, consentOf, defineLeadType, optional, person } from '@/features/leads'

import { InvestmentInquiries } from './InvestmentInquiries'
import { figuresText, investmentAgentEmail, type InvestmentLead } from './emails'

/** The agent's notice, its subject naming the home. */
const notice = agentNotice<InvestmentLead>('investment-agent', investmentAgentEmail)

/**
 * "Ask about this investment", under a listing's investment figures: a question the agent
 * answers in person, carrying the figures the visitor saw; Follow Up Boss files it as a
 * Property Inquiry about the home, with the figures in its message.
 */
export const investmentLeadType = defineLeadType<InvestmentLead>({
  collection: InvestmentInquiries,
  label: 'Investment questions',
  emails: [notice],
  queuedWithLead: [notice],
  handoff: (lead) => ({
    kind: 'investment',
    label: 'Investment question',
    followUpBossType: 'Property Inquiry',
    ...person(lead),
    message: [optional(lead.message), figuresText(lead)].filter(Boolean).join('\n\n'),
    property: {
      listingKey: lead.listingKey ?? '',
      address: lead.listingAddress,
      price: lead.listingPrice ?? undefined,
      url: lead.listingUrl,
    },
    consent: consentOf(lead),
  }),
  desk: { answered: true },
})
