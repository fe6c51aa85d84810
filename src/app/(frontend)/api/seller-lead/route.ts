import { leadRoute } from '@/features/leads/server/leadRoute'
import { sellerLeadSchema } from '@/features/sellers/lead/schema'
import { storeSellerLead } from '@/features/sellers/lead/store'

export const POST = leadRoute({
  schema: sellerLeadSchema,
  store: storeSellerLead,
  thanks: 'Thank you. Your request is on its way.',
  name: 'Seller lead',
})
