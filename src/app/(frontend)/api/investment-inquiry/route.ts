import { leadRoute } from '@/features/leads/server/leadRoute'
import { investmentInquirySchema } from '@/features/investors/lead/schema'
import { storeInvestmentInquiry } from '@/features/investors/lead/store'

export const POST = leadRoute({
  schema: investmentInquirySchema,
  store: storeInvestmentInquiry,
  thanks: 'Thank you. Your question and the figures are on their way to the agent.',
  name: 'Investment inquiry',
})
