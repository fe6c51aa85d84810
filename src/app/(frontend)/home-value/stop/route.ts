import { homeWords } from '@/features/sellers/lead/home'
import { linkPath, sellerLeadOfRequest, stopUpdates } from '@/features/sellers/lead/links'
import {
  invalidUpdatesLinkPage,
  stopUpdatesPage,
  updatesStoppedPage,
  updatesUnavailablePage,
} from '@/features/sellers/lead/pages'
import { payloadClient } from '@/lib/payload'

/** Every value update's link: asks first, so mail scanners that open links stop nothing. */
export async function GET(request: Request) {
  try {
    const lead = await sellerLeadOfRequest(await payloadClient(), 'seller-updates-stop', request)
    if (!lead) return invalidUpdatesLinkPage()
    if (lead.subscription === 'unsubscribed') return updatesStoppedPage(homeWords(lead.home))
    return stopUpdatesPage(homeWords(lead.home), linkPath(request))
  } catch (error) {
    console.error('Home value updates page failed', error)
    return updatesUnavailablePage()
  }
}

/**
 * The page's button, and mail clients' one-click unsubscribe (RFC 8058 POSTs
 * "List-Unsubscribe=One-Click" to this address): the updates stop.
 */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const lead = await sellerLeadOfRequest(payload, 'seller-updates-stop', request)
    if (!lead) return invalidUpdatesLinkPage()
    await stopUpdates(payload, lead.id)
    return updatesStoppedPage(homeWords(lead.home))
  } catch (error) {
    console.error('Home value updates stop failed', error)
    return updatesUnavailablePage()
  }
}
