import { investmentLeadType } from './features/investors/lead/leadType'
import { contactLeadType } from './features/leads/contact/leadType'
import { newsletterLeadType } from './features/leads/newsletter/leadType'
import { alertLeadType } from './features/listings/alerts/leadType'
import { inquiryLeadType } from './features/listings/inquiry/leadType'
import { savedHomesLeadType } from './features/listings/saved/leadType'
import { mortgageLeadType } from './features/mortgage/lead/leadType'
import { reportLeadType } from './features/market/subscription/leadType'
import { sellerLeadType } from './features/sellers/lead/leadType'

/**
 * Every kind of lead the site takes, each declared beside its form's feature, the most valuable
 * first (the desk and the inbox list them in this order). The Payload config lists their
 * collections and hands this list to the delivery queue, the hand-offs, the desk, the inbox and
 * the timeline (its `custom.leadTypes`, read with leadTypesOf). A new kind of lead: its
 * leadType.ts, and a line here.
 */
export const LEAD_TYPES = [
  inquiryLeadType,
  investmentLeadType,
  sellerLeadType,
  contactLeadType,
  mortgageLeadType,
  savedHomesLeadType,
  alertLeadType,
  reportLeadType,
  newsletterLeadType,
] as const

/** Their collections, in the order of the studio's side menu. */
export const LEAD_COLLECTIONS = [
  contactLeadType,
  newsletterLeadType,
  mortgageLeadType,
  inquiryLeadType,
  investmentLeadType,
  savedHomesLeadType,
  alertLeadType,
  sellerLeadType,
  reportLeadType,
].map((leadType) => leadType.collection)
