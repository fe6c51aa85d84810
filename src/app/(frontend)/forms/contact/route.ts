import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'

/** The contact form as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: contact,
  fields: ['name', 'email', 'phone', 'message', 'website'],
  titles: { sent: 'Message sent', refused: 'Your message was not sent' },
  failure: 'Your message could not be sent. Please try again.',
})
