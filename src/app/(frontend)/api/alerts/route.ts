import { leadRoute } from '@/features/leads/server/leadRoute'
import { ALERT_THANKS } from '@/features/listings/alerts/rules'
import { alertSchema } from '@/features/listings/alerts/schema'
import { storeAlert } from '@/features/listings/alerts/store'

export const POST = leadRoute({
  schema: alertSchema,
  store: storeAlert,
  thanks: ALERT_THANKS,
  name: 'Search alert',
})
