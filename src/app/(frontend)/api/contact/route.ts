import { payloadClient } from '@/lib/payload'
import { provenance, readLead, replyFromError, replySuccess } from '@/features/leads/intake/http'
import { contactSchema } from '@/features/leads/intake/schemas'
import { storeContactMessage } from '@/features/leads/intake/store'

const THANKS = 'Thank you for your message. We will respond within 24 hours.'

export async function POST(request: Request) {
  try {
    const { data, isBot } = await readLead(request, contactSchema)
    if (isBot) return replySuccess(THANKS) // looks like success; nothing is kept
    await storeContactMessage(await payloadClient(), data, provenance(request))
    return replySuccess(THANKS)
  } catch (error) {
    return replyFromError(error, 'Contact message')
  }
}
