import { agentNotice, consentOf, defineLeadType, optional, person } from '@/features/leads'

import { ListingInquiries } from './ListingInquiries'
import { inquiryAgentEmail, type InquiryLead } from './emails'

type Stored = InquiryLead & { listingKey?: string; consentText?: string | null }

/** The agent's notice, its subject naming the home. */
const notice = agentNotice<Stored>('inquiry-agent', inquiryAgentEmail)

/** "Request a showing" and "Ask a question": the lead an agent answers first. */
export const inquiryLeadType = defineLeadType<Stored>({
  collection: ListingInquiries,
  label: 'Showing requests and questions',
  emails: [notice],
  queuedWithLead: [notice],
  handoff: (lead) => {
    const asked = [
      optional(lead.preferredTimes) && `Preferred days and times: ${lead.preferredTimes}`,
      optional(lead.message),
    ].filter(Boolean)
    const showing = lead.kind === 'showing'
    return {
      kind: showing ? 'showing' : 'question',
      label: showing ? 'Showing request' : 'Question about a home',
      followUpBossType: 'Property Inquiry',
      ...person(lead),
      message: asked.join('\n') || undefined,
      property: {
        listingKey: lead.listingKey ?? '',
        address: lead.listingAddress,
        price: lead.listingPrice ?? undefined,
        url: lead.listingUrl,
      },
      consent: consentOf(lead),
    }
  },
  desk: { answered: true },
})
