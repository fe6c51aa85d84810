import { leadRoute } from '@/features/leads/server/leadRoute'
import {
  MORTGAGE_THANKS,
  MORTGAGE_THANKS_NO_FOLLOW_UP,
} from '@/features/mortgage/lead/contactRules'
import { mortgageLeadSchema } from '@/features/mortgage/lead/schema'
import { storeMortgageLead } from '@/features/mortgage/lead/store'

export const POST = leadRoute({
  schema: mortgageLeadSchema,
  store: storeMortgageLead,
  thanks: (lead) => (lead.contact.allowFollowUp ? MORTGAGE_THANKS : MORTGAGE_THANKS_NO_FOLLOW_UP),
  name: 'Mortgage calculator lead',
})
