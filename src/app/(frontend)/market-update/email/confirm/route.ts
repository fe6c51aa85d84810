import { wakeLeadDeliveries } from '@/features/leads/delivery/queue'
import { confirmReport, linkPath, reportLeadOfRequest } from '@/features/market/subscription/links'
import {
  confirmReportPage,
  invalidReportLinkPage,
  reportStartedPage,
  reportUnavailablePage,
} from '@/features/market/subscription/pages'
import { payloadClient } from '@/lib/payload'

/** The confirmation email's link: asks first, so mail scanners that open links start nothing. */
export async function GET(request: Request) {
  try {
    const lead = await reportLeadOfRequest(
      await payloadClient(),
      'report-subscription-confirm',
      request,
    )
    if (!lead || lead.subscription === 'unsubscribed') return invalidReportLinkPage()
    return confirmReportPage(lead.areaName, linkPath(request))
  } catch (error) {
    console.error('Market report confirmation page failed', error)
    return reportUnavailablePage()
  }
}

/** The page's button: the monthly report starts, and the agent is told. */
export async function POST(request: Request) {
  try {
    const payload = await payloadClient()
    const lead = await reportLeadOfRequest(payload, 'report-subscription-confirm', request)
    if (!lead || lead.subscription === 'unsubscribed') return invalidReportLinkPage()
    if (await confirmReport(payload, lead.id)) wakeLeadDeliveries(payload)
    return reportStartedPage(lead.areaName)
  } catch (error) {
    console.error('Market report confirmation failed', error)
    return reportUnavailablePage() // the link stays valid: trying again later works
  }
}
