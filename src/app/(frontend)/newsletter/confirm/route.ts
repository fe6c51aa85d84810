import { payloadClient } from '@/lib/payload'
import {
  confirmationUnavailablePage,
  confirmSubscriptionPage,
  invalidConfirmationPage,
  subscribedPage,
} from '@/features/leads/newsletter/linkPages'
import { confirmSubscription } from '@/features/leads/newsletter/confirmation'
import { wakeLeadDeliveries } from '@/features/leads/delivery/queue'

/** The confirmation email's link: asks first, so mail scanners that open links confirm no one. */
export function GET(request: Request) {
  const url = new URL(request.url)
  if (!url.searchParams.get('id') || !url.searchParams.get('token'))
    return invalidConfirmationPage()
  return confirmSubscriptionPage(`${url.pathname}${url.search}`)
}

/** The page's button: the sign-up becomes a subscription, and the welcome is sent. */
export async function POST(request: Request) {
  const query = new URL(request.url).searchParams
  try {
    const payload = await payloadClient()
    const outcome = await confirmSubscription(payload, query.get('id'), query.get('token'))
    if (outcome === 'invalid') return invalidConfirmationPage()
    if (outcome === 'confirmed') wakeLeadDeliveries(payload)
    return subscribedPage()
  } catch (error) {
    console.error('Newsletter confirmation failed', error)
    return confirmationUnavailablePage() // the link stays valid: trying again later works
  }
}
