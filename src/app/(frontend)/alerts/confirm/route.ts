import { wakeLeadEmails } from '@/features/leads/server/queue'
import { alertOfLink, confirmAlert } from '@/features/listings/alerts/links'
import {
  alertStartedPage,
  alertUnavailablePage,
  confirmAlertPage,
  invalidAlertLinkPage,
} from '@/features/listings/alerts/pages'
import { payloadClient } from '@/lib/payload'

const link = (request: Request) => {
  const query = new URL(request.url).searchParams
  return [query.get('id'), query.get('token')] as const
}

/** The confirmation email's link: asks first, so mail scanners that open links start nothing. */
export async function GET(request: Request) {
  try {
    const alert = await alertOfLink(await payloadClient(), 'alert-confirm', ...link(request))
    if (!alert) return invalidAlertLinkPage()
    const url = new URL(request.url)
    return confirmAlertPage(alert.searchLabel, `${url.pathname}${url.search}`)
  } catch (error) {
    console.error('Alert confirmation page failed', error)
    return alertUnavailablePage()
  }
}

/** The page's button: the alert starts, and the agent is told. */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const alert = await alertOfLink(payload, 'alert-confirm', ...link(request))
    if (!alert || alert.subscription === 'unsubscribed') return invalidAlertLinkPage()
    if (await confirmAlert(payload, alert.id)) wakeLeadEmails(payload)
    return alertStartedPage(alert.searchLabel)
  } catch (error) {
    console.error('Alert confirmation failed', error)
    return alertUnavailablePage() // the link stays valid: trying again later works
  }
}
