import { POST as investmentInquiry } from '@/app/(frontend)/api/investment-inquiry/route'
import { HONEYPOT } from '@/features/leads/forms/rules'
import { jsonField, scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { INVESTMENT_FAILURE, INVESTMENT_THANKS } from '@/features/investors/lead/rules'

/** "Ask about this investment" as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: investmentInquiry,
  fields: ['listingKey', 'name', 'email', 'phone', 'message', HONEYPOT],
  optional: ['message'],
  checkboxes: ['allowFollowUp'],
  shape: (fields, form) => ({ ...fields, snapshot: jsonField(form, 'snapshot') }),
  thanks: () => INVESTMENT_THANKS,
  titles: { sent: 'Question sent', refused: 'Your question was not sent' },
  failure: INVESTMENT_FAILURE,
})
