import { leadRoute } from '@/features/leads/server/leadRoute'
import { newsletterSchema } from '@/features/leads/server/schemas'
import { storeSubscriber } from '@/features/leads/server/store'

export const POST = leadRoute({
  schema: newsletterSchema,
  store: storeSubscriber,
  thanks:
    'Thank you! Please check your inbox and open the link in our email to confirm your subscription.',
  name: 'Newsletter sign-up',
})
