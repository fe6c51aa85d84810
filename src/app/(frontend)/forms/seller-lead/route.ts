import { POST as sellerLead } from '@/app/(frontend)/api/seller-lead/route'
import { jsonField, scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { HONEYPOT } from '@/features/leads/forms/rules'
import { SELLER_FAILURE, SELLER_THANKS, type SellerKind } from '@/features/sellers/lead/rules'

/** A seller's request under a home-value estimate, as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: sellerLead,
  fields: ['kind', 'name', 'email', 'phone', 'timeFrame', 'seal', HONEYPOT],
  checkboxes: ['consentEmail', 'consentCalls', 'consentTexts'],
  shape: ({ consentEmail, consentCalls, consentTexts, ...fields }, form) => ({
    ...fields,
    consent: { email: consentEmail, calls: consentCalls, texts: consentTexts },
    summary: jsonField(form, 'summary'),
  }),
  thanks: (form) =>
    SELLER_THANKS[form.get('kind') === 'updates' ? 'updates' : ('review' satisfies SellerKind)],
  titles: { sent: 'Request sent', refused: 'Your request was not sent' },
  failure: SELLER_FAILURE,
})
