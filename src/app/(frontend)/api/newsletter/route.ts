import { payloadClient } from '@/lib/payload'
import { provenance, readLead, replyFromError, replySuccess } from '@/features/leads/intake/http'
import { newsletterSchema } from '@/features/leads/intake/schemas'
import { storeSubscriber } from '@/features/leads/intake/store'

const CONFIRM =
  'Thank you! Please check your inbox and open the link in our email to confirm your subscription.'

export async function POST(request: Request) {
  try {
    const { data, isBot } = await readLead(request, newsletterSchema)
    if (isBot) return replySuccess(CONFIRM) // looks like success; nothing is kept
    await storeSubscriber(await payloadClient(), data, provenance(request))
    return replySuccess(CONFIRM)
  } catch (error) {
    return replyFromError(error, 'Newsletter sign-up')
  }
}
