import { leadRoute } from '@/features/leads/server/leadRoute'
import { inquirySchema } from '@/features/listings/inquiry/schema'
import { storeInquiry } from '@/features/listings/inquiry/store'

export const POST = leadRoute({
  schema: inquirySchema,
  store: storeInquiry,
  thanks: 'Thank you. Your request is on its way to the agent.',
  name: 'Listing inquiry',
})
