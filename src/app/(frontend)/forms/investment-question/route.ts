import { POST as investmentInquiry } from '@/app/(frontend)/api/investment-inquiry/route'
import { HONEYPOT } from '@/features/leads/forms/rules'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { INVESTMENT_FAILURE, INVESTMENT_THANKS } from '@/features/investors/lead/rules'

/** The figures the page put in the form's hidden field; unreadable ones meet the endpoint's rule. */
function figuresOf(form: URLSearchParams): unknown {
  try {
    return JSON.parse(form.get('snapshot') ?? '')
  } catch {
    return null
  }
}

/** "Ask about this investment" as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: investmentInquiry,
  fields: ['listingKey', 'name', 'email', 'phone', 'message', HONEYPOT],
  optional: ['message'],
  checkboxes: ['allowFollowUp'],
  shape: (fields, form) => ({ ...fields, snapshot: figuresOf(form) }),
  thanks: () => INVESTMENT_THANKS,
  titles: { sent: 'Question sent', refused: 'Your question was not sent' },
  failure: INVESTMENT_FAILURE,
})
