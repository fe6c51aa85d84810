import { POST as inquiry } from '@/app/(frontend)/api/listing-inquiry/route'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { INQUIRY_FAILURE } from '@/features/listings/inquiry/rules'

/** A listing's showing request or question as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: inquiry,
  fields: ['kind', 'listingKey', 'name', 'email', 'phone', 'preferredTimes', 'message', 'website'],
  optional: ['preferredTimes', 'message'],
  checkboxes: ['allowFollowUp'],
  titles: { sent: 'Request sent', refused: 'Your request was not sent' },
  failure: INQUIRY_FAILURE,
})
