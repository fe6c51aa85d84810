import { leadRoute } from '@/features/leads/server/leadRoute'
import { contactSchema } from '@/features/leads/server/schemas'
import { storeContactMessage } from '@/features/leads/server/store'

export const POST = leadRoute({
  schema: contactSchema,
  store: storeContactMessage,
  thanks: 'Thank you for your message. We will respond within 24 hours.',
  name: 'Contact message',
})
