import { payloadClient } from '@/lib/cms/payload'
import { provenance, readLead, replyFromError, replySuccess } from '@/lib/leads/http'
import { newsletterSchema } from '@/lib/leads/schemas'
import { storeSubscriber } from '@/lib/leads/store'

const THANKS = 'Thank you for subscribing! Your first newsletter will arrive soon.'
const ALREADY = "You're already subscribed. Thank you for reading!"

export async function POST(request: Request) {
  try {
    const { data, isBot } = await readLead(request, newsletterSchema)
    if (isBot) return replySuccess(THANKS) // looks like success; nothing is kept
    const { created } = await storeSubscriber(await payloadClient(), data, provenance(request))
    return replySuccess(created ? THANKS : ALREADY)
  } catch (error) {
    return replyFromError(error, 'Newsletter sign-up')
  }
}
