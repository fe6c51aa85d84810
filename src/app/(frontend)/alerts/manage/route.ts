import { alertOfRequest, linkPath, stopAlert } from '@/features/listings/alerts/links'
import {
  alertChangedPage,
  alertStoppedPage,
  alertUnavailablePage,
  invalidAlertLinkPage,
  manageAlertPage,
} from '@/features/listings/alerts/pages'
import { payloadClient } from '@/lib/payload'

/** Every alert email's link: the alert, with buttons to change how often or stop it. */
export async function GET(request: Request) {
  try {
    const alert = await alertOfRequest(await payloadClient(), 'alert-manage', request)
    if (!alert) return invalidAlertLinkPage()
    return manageAlertPage(alert, linkPath(request))
  } catch (error) {
    console.error('Alert page failed', error)
    return alertUnavailablePage()
  }
}

/**
 * The page's buttons, and mail clients' one-click unsubscribe (RFC 8058 POSTs
 * "List-Unsubscribe=One-Click" to this address): a new frequency, or the alert stops.
 */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const alert = await alertOfRequest(payload, 'alert-manage', request)
    if (!alert) return invalidAlertLinkPage()
    const form = new URLSearchParams((await request.text()).slice(0, 1000))
    const frequency = form.get('frequency')
    if ((frequency === 'instant' || frequency === 'daily') && !form.get('stop')) {
      if (alert.subscription !== 'unsubscribed')
        await payload.update({ collection: 'search-alerts', id: alert.id, data: { frequency } })
      return alertChangedPage(frequency)
    }
    await stopAlert(payload, alert.id)
    return alertStoppedPage(alert.searchLabel)
  } catch (error) {
    console.error('Alert change failed', error)
    return alertUnavailablePage()
  }
}
