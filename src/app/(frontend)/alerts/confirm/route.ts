import { wakeLeadEmails } from '@/features/leads/server/queue'
import { alertOfRequest, linkPath, confirmAlert } from '@/features/listings/alerts/links'
import {
  alertStartedPage,
  alertUnavailablePage,
  confirmAlertPage,
  invalidAlertLinkPage,
} from '@/features/listings/alerts/pages'
import { payloadClient } from '@/lib/payload'

/** The confirmation email's link: asks first, so mail scanners that open links start nothing. */
export async function GET(request: Request) {
  try {
    const alert = await alertOfRequest(await payloadClient(), 'alert-confirm', request)
    if (!alert) return invalidAlertLinkPage()
    return confirmAlertPage(alert.searchLabel, linkPath(request))
  } catch (error) {
    console.error('Alert confirmation page failed', error)
    return alertUnavailablePage()
  }
}

/** The page's button: the alert starts, and the agent is told. */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const alert = await alertOfRequest(payload, 'alert-confirm', request)
    if (!alert || alert.subscription === 'unsubscribed') return invalidAlertLinkPage()
    if (await confirmAlert(payload, alert.id)) wakeLeadEmails(payload)
    return alertStartedPage(alert.searchLabel)
  } catch (error) {
    console.error('Alert confirmation failed', error)
    return alertUnavailablePage() // the link stays valid: trying again later works
  }
}
