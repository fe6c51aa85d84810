import type { ContactLead } from '@/features/leads/emails/contact'
import type { SubscriberLead } from '@/features/leads/emails/newsletter'
import type { AlertLead } from '@/features/listings/alerts/emails'
import type { InquiryLead } from '@/features/listings/inquiry/emails'
import type { SavedHomesLead } from '@/features/listings/saved/emails'
import { formatLumpSum, formatMonthly } from '@/lib/money'
import type { MortgageLead } from '@/features/mortgage/lead/emails'

/** The lead collections handed to the agent's CRM, webhook and phone. */
export const HANDOFF_COLLECTIONS = [
  'contact-messages',
  'newsletter-subscribers',
  'mortgage-leads',
  'listing-inquiries',
  'search-alerts',
  'saved-home-lists',
] as const
export type HandoffCollection = (typeof HANDOFF_COLLECTIONS)[number]

export type LeadKind =
  | 'contact'
  | 'seller-contact'
  | 'newsletter'
  | 'mortgage'
  | 'showing'
  | 'question'
  | 'alert'
  | 'saved-homes'

/** What every hand-off says of a lead, whatever form it came from. */
export type LeadFacts = {
  /** `collection/id`: the same on every delivery of the lead, so a receiver can drop repeats. */
  id: string
  kind: LeadKind
  /** How the agent would name it: "Showing request". */
  label: string
  name?: string
  email: string
  phone?: string
  message?: string
  /** The page the visitor sent it from. */
  sourceUrl?: string
  createdAt: string
  /** The home it is about (showing requests and questions). */
  property?: { listingKey: string; address: string; price?: number; url: string }
  /** The follow-up choice and the exact wording shown, where the form showed one. */
  consent?: { allowFollowUp?: boolean; text: string }
}

const LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  'seller-contact': 'Seller contact message',
  newsletter: 'Newsletter sign-up',
  mortgage: 'Mortgage calculator lead',
  showing: 'Showing request',
  question: 'Question about a home',
  alert: 'Search alert sign-up',
  'saved-homes': 'Saved homes sent',
}

type Stored = { id: string | number; createdAt: string; sourceUrl?: string | null }
type WithConsent = { allowFollowUp?: boolean | null; consentText?: string | null }

const optional = (text: string | null | undefined) => text?.trim() || undefined

/** A contact message sent from the sellers' page is a seller's. */
const fromSellersPage = (sourceUrl: string | null | undefined) => {
  try {
    return /^\/sell(ers?|ing)?(\/|$)/.test(new URL(sourceUrl ?? '').pathname)
  } catch {
    return false
  }
}

/** The wording shown, and the visitor's choice where the form offered one. */
function consentOf(lead: WithConsent): LeadFacts['consent'] {
  if (!lead.consentText) return undefined
  return typeof lead.allowFollowUp === 'boolean'
    ? { allowFollowUp: lead.allowFollowUp, text: lead.consentText }
    : { text: lead.consentText }
}

function mortgageMessage({ inputs, results }: MortgageLead): string {
  return (
    `Mortgage calculator: ${formatLumpSum(inputs.purchasePrice)} home, ` +
    `${inputs.downPaymentPercent}% down, ${inputs.interestRate}% for ${inputs.loanTerm} years: ` +
    `${formatMonthly(results.totalMonthly)} a month in all.`
  )
}

/** The facts of a stored lead of `collection`. */
export function leadFacts(collection: HandoffCollection, stored: Stored): LeadFacts {
  const base = {
    id: `${collection}/${stored.id}`,
    sourceUrl: optional(stored.sourceUrl),
    createdAt: stored.createdAt,
  }
  const facts = (
    kind: LeadKind,
    rest: Omit<LeadFacts, 'id' | 'kind' | 'label' | 'createdAt' | 'sourceUrl'>,
  ) => ({ ...base, kind, label: LABELS[kind], ...rest }) satisfies LeadFacts
  switch (collection) {
    case 'contact-messages': {
      const lead = stored as ContactLead
      const kind = fromSellersPage(lead.sourceUrl) ? 'seller-contact' : 'contact'
      return facts(kind, { ...person(lead), message: lead.message })
    }
    case 'newsletter-subscribers': {
      const lead = stored as SubscriberLead
      return facts('newsletter', { email: lead.email })
    }
    case 'mortgage-leads': {
      const lead = stored as MortgageLead & WithConsent
      return facts('mortgage', {
        ...person(lead),
        message: mortgageMessage(lead),
        consent: consentOf(lead),
      })
    }
    case 'listing-inquiries': {
      const lead = stored as InquiryLead & WithConsent
      const asked = [
        optional(lead.preferredTimes) && `Preferred days and times: ${lead.preferredTimes}`,
        optional(lead.message),
      ].filter(Boolean)
      return facts(lead.kind === 'showing' ? 'showing' : 'question', {
        ...person(lead),
        message: asked.join('\n') || undefined,
        property: {
          listingKey: (lead as { listingKey?: string }).listingKey ?? '',
          address: lead.listingAddress,
          price: lead.listingPrice ?? undefined,
          url: lead.listingUrl,
        },
        consent: consentOf(lead),
      })
    }
    case 'search-alerts': {
      const lead = stored as AlertLead & WithConsent
      return facts('alert', {
        ...person(lead),
        message: `Search alert (${lead.frequency}): ${lead.searchLabel}`,
        consent: consentOf(lead),
      })
    }
    case 'saved-home-lists': {
      const lead = stored as SavedHomesLead & WithConsent
      return facts('saved-homes', {
        ...person(lead),
        message: `Saved homes (${lead.homeCount}):\n\n${lead.homes}`,
        consent: consentOf(lead),
      })
    }
  }
}

function person(lead: { name?: string | null; email: string; phone?: string | null }) {
  return { name: optional(lead.name), email: lead.email, phone: optional(lead.phone) }
}

export const isHandoffCollection = (slug: string): slug is HandoffCollection =>
  (HANDOFF_COLLECTIONS as readonly string[]).includes(slug)
