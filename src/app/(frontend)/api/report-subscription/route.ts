import { leadRoute } from '@/features/leads/server/leadRoute'
import { REPORT_THANKS } from '@/features/market/subscription/rules'
import { reportSubscriptionSchema } from '@/features/market/subscription/schema'
import { storeReportSubscription } from '@/features/market/subscription/store'

export const POST = leadRoute({
  schema: reportSubscriptionSchema,
  store: storeReportSubscription,
  thanks: REPORT_THANKS,
  name: 'Market report sign-up',
})
