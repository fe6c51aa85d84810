import { leadRoute } from '@/features/leads/server/leadRoute'
import { MORTGAGE_THANKS } from '@/features/mortgage/lead/contactRules'
import { mortgageLeadSchema } from '@/features/mortgage/lead/schema'
import { storeMortgageLead } from '@/features/mortgage/lead/store'

export const POST = leadRoute({
  schema: mortgageLeadSchema,
  store: storeMortgageLead,
  thanks: MORTGAGE_THANKS,
  name: 'Mortgage calculator lead',
})
