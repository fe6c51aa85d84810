import { wakeLeadDeliveries } from '@/features/leads/delivery/queue'
import {
  alertOfRequest,
  confirmAlert,
  linkPath,
  waitingAlerts,
} from '@/features/listings/alerts/links'
import {
  alertStartedPage,
  alertUnavailablePage,
  confirmAlertPage,
  invalidAlertLinkPage,
} from '@/features/listings/alerts/pages'
import { payloadClient } from '@/lib/payload'

/**
 * The confirmation email's link: asks first, so mail scanners that open links start nothing. Its
 * page also offers the address's other waiting alerts (one confirmation email a day per address).
 */
export async function GET(request: Request) {
  try {
    const payload = await payloadClient()
    const alert = await alertOfRequest(payload, 'alert-confirm', request)
    if (!alert) return invalidAlertLinkPage()
    const waiting = await waitingAlerts(payload, alert)
    return confirmAlertPage(alert.searchLabel, linkPath(request), waiting)
  } catch (error) {
    console.error('Alert confirmation page failed', error)
    return alertUnavailablePage()
  }
}

/** A page's button: the alert starts, and the agent is told; the others still waiting follow. */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const alert = await alertOfRequest(payload, 'alert-confirm', request)
    if (!alert || alert.subscription === 'unsubscribed') return invalidAlertLinkPage()
    if (await confirmAlert(payload, alert.id)) wakeLeadDeliveries(payload)
    return alertStartedPage(alert.searchLabel, await waitingAlerts(payload, alert))
  } catch (error) {
    console.error('Alert confirmation failed', error)
    return alertUnavailablePage() // the link stays valid: trying again later works
  }
}
