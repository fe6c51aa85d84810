import { wakeLeadDeliveries } from '@/features/leads/delivery/queue'
import { homeWords } from '@/features/sellers/lead/home'
import { confirmUpdates, linkPath, sellerLeadOfRequest } from '@/features/sellers/lead/links'
import {
  confirmUpdatesPage,
  invalidUpdatesLinkPage,
  updatesStartedPage,
  updatesUnavailablePage,
} from '@/features/sellers/lead/pages'
import { payloadClient } from '@/lib/payload'

/** The confirmation email's link: asks first, so mail scanners that open links start nothing. */
export async function GET(request: Request) {
  try {
    const lead = await sellerLeadOfRequest(await payloadClient(), 'seller-updates-confirm', request)
    if (!lead || lead.subscription === 'unsubscribed') return invalidUpdatesLinkPage()
    return confirmUpdatesPage(homeWords(lead.home), linkPath(request))
  } catch (error) {
    console.error('Home value updates confirmation page failed', error)
    return updatesUnavailablePage()
  }
}

/** The page's button: the updates start, and the agent is told. */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const lead = await sellerLeadOfRequest(payload, 'seller-updates-confirm', request)
    if (!lead || lead.subscription === 'unsubscribed') return invalidUpdatesLinkPage()
    if (await confirmUpdates(payload, lead.id)) wakeLeadDeliveries(payload)
    return updatesStartedPage(homeWords(lead.home))
  } catch (error) {
    console.error('Home value updates confirmation failed', error)
    return updatesUnavailablePage() // the link stays valid: trying again later works
  }
}
