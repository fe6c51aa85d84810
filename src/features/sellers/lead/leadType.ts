import { consentOf, person, signUpLeadType } from '@/features/leads'
import { siteUrl } from '@/lib/env'

import { CONFIDENCE_LABELS, money } from '../valuation/text'
import { SellerLeads } from './SellerLeads'
import { channelWords, sellerAgentEmail, sellerConfirmationEmail } from './emails'
import { channelsOf, factsLine, homeValuePath, type SellerLead } from './home'
import { sellerConfirmUrl } from './links'
import { TIME_FRAMES } from './rules'

/** A sign-up for value updates waits for its owner; a review request has nothing to confirm. */
const pending = (lead: SellerLead) => lead.kind === 'updates' && lead.subscription === 'pending'
const counts = (lead: SellerLead) => lead.kind === 'review' || lead.subscription === 'active'

function message(lead: SellerLead): string {
  const { estimate } = lead
  return [
    lead.kind === 'review'
      ? `Asked for a review of the home-value estimate of ${lead.homeLine}.`
      : `Signed up for monthly value updates of ${lead.homeLine}.`,
    `Estimate: ${money(estimate.value)} (${money(estimate.low)} to ${money(estimate.high)}, ${CONFIDENCE_LABELS[estimate.confidence].toLowerCase()}).`,
    factsLine(lead.home),
    lead.timeFrame ? `Time frame to sell: ${TIME_FRAMES[lead.timeFrame]}.` : null,
    channelWords(channelsOf(lead)),
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * The seller's lead from /home-value: a review request reaches the agent at once; a sign-up for
 * value updates once its owner confirms it (links.ts), and counts as a lead from then on.
 */
export const { leadType: sellerLeadType, confirmationEmail: sellerConfirmationRequest } =
  signUpLeadType<SellerLead>({
    confirm: {
      name: 'seller-updates-confirm',
      render: sellerConfirmationEmail,
      url: sellerConfirmUrl,
    },
    notice: { name: 'seller-agent', render: sellerAgentEmail },
    pending,
    confirmed: counts,
    collection: SellerLeads,
    label: 'Seller leads',
    handoff: (lead) => ({
      kind: lead.kind === 'review' ? 'seller-review' : 'seller-updates',
      label: lead.kind === 'review' ? 'Home value review' : 'Home value updates',
      followUpBossType: 'Seller Inquiry',
      ...person(lead),
      message: message(lead),
      property: {
        listingKey: '',
        address: `${lead.homeLine}, NJ`,
        city: lead.home.place,
        price: lead.estimate.value,
        url: `${siteUrl()}${homeValuePath(lead.home)}`,
      },
      consent: consentOf(lead),
    }),
    desk: {
      answered: true,
      only: { or: [{ kind: { equals: 'review' } }, { subscription: { not_equals: 'pending' } }] },
    },
  })
