import { linkPath, reportLeadOfRequest, stopReport } from '@/features/market/subscription/links'
import {
  invalidReportLinkPage,
  reportStoppedPage,
  reportUnavailablePage,
  stopReportPage,
} from '@/features/market/subscription/pages'
import { payloadClient } from '@/lib/payload'

/** Every monthly report's link: asks first, so mail scanners that open links stop nothing. */
export async function GET(request: Request) {
  try {
    const lead = await reportLeadOfRequest(
      await payloadClient(),
      'report-subscription-stop',
      request,
    )
    if (!lead) return invalidReportLinkPage()
    if (lead.subscription === 'unsubscribed') return reportStoppedPage(lead.areaName)
    return stopReportPage(lead.areaName, linkPath(request))
  } catch (error) {
    console.error('Market report stop page failed', error)
    return reportUnavailablePage()
  }
}

/**
 * The page's button, and mail clients' one-click unsubscribe (RFC 8058 POSTs
 * "List-Unsubscribe=One-Click" to this address): the reports stop.
 */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const lead = await reportLeadOfRequest(payload, 'report-subscription-stop', request)
    if (!lead) return invalidReportLinkPage()
    await stopReport(payload, lead.id)
    return reportStoppedPage(lead.areaName)
  } catch (error) {
    console.error('Market report stop failed', error)
    return reportUnavailablePage()
  }
}
