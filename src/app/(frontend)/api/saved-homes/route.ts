import { leadRoute } from '@/features/leads/server/leadRoute'
import { SAVED_THANKS } from '@/features/listings/saved/rules'
import { savedHomesSchema } from '@/features/listings/saved/schema'
import { storeSavedHomes } from '@/features/listings/saved/store'

export const POST = leadRoute({
  schema: savedHomesSchema,
  store: storeSavedHomes,
  thanks: SAVED_THANKS,
  name: 'Saved homes',
})
