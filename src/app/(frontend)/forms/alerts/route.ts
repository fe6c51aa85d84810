import { POST as alerts } from '@/app/(frontend)/api/alerts/route'
import { HONEYPOT } from '@/features/leads/forms/rules'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { ALERT_FAILURE } from '@/features/listings/alerts/rules'

/** "Get alerts for this search" as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: alerts,
  fields: ['search', 'frequency', 'email', 'name', 'phone', HONEYPOT],
  titles: { sent: 'Check your inbox', refused: 'Your alert was not saved' },
  failure: ALERT_FAILURE,
})
