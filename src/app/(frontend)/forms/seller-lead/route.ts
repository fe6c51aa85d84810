import { POST as sellerLead } from '@/app/(frontend)/api/seller-lead/route'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { HONEYPOT } from '@/features/leads/forms/rules'
import { SELLER_FAILURE, SELLER_THANKS, type SellerKind } from '@/features/sellers/lead/rules'

/** The estimate the page put in the form's hidden field; anything unreadable is refused by the
 * endpoint's own rule ("get a fresh estimate"). */
function estimateOf(form: URLSearchParams): unknown {
  try {
    return JSON.parse(form.get('summary') ?? '')
  } catch {
    return null
  }
}

/** A seller's request under a home-value estimate, as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: sellerLead,
  fields: ['kind', 'name', 'email', 'phone', 'timeFrame', HONEYPOT],
  checkboxes: ['consentEmail', 'consentCalls', 'consentTexts'],
  shape: ({ consentEmail, consentCalls, consentTexts, ...fields }, form) => ({
    ...fields,
    consent: { email: consentEmail, calls: consentCalls, texts: consentTexts },
    summary: estimateOf(form),
  }),
  thanks: (form) =>
    SELLER_THANKS[form.get('kind') === 'updates' ? 'updates' : ('review' satisfies SellerKind)],
  titles: { sent: 'Request sent', refused: 'Your request was not sent' },
  failure: SELLER_FAILURE,
})
