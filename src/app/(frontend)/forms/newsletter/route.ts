import { POST as newsletter } from '@/app/(frontend)/api/newsletter/route'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'

/** The newsletter sign-up as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: newsletter,
  fields: ['email', 'website'],
  titles: { sent: 'Check your inbox', refused: 'Your sign-up was not saved' },
  failure: "We couldn't process your subscription. Please try again.",
})
