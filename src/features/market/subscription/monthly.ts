import { isDeepStrictEqual } from 'node:util'

import type { Payload } from 'payload'

import { agentContext, emailSettings, senderOf } from '@/features/leads'
import { agentDate, agentMoment } from '@/lib/timeZone'

import { storedMarketFigures } from '../store'
import { monthlyReportEmail, type ReportLead } from './emails'
import { figuresKey, headlineFigures } from './headline'
import { listedSince, soldSince } from './homes'
import { reportStopUrl, reportUnsubscribeHeaders } from './links'

/** The monthly report's hour, New York time: after the morning's search alerts. */
export const REPORT_HOUR = 8

/** At most this many sales, and this many new homes, in one email, the most recent first. */
export const MAX_HOMES_LISTED = 10

/** The first Monday to Friday of a month (YYYY-MM), as YYYY-MM-DD. */
export function firstWeekday(month: string): string {
  for (let day = 1; ; day++) {
    const date = `${month}-0${day}`
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6) return date
  }
}

/** When a month's reports go: its first weekday at 8:00, New York time. */
export const reportMoment = (month: string): Date => agentMoment(firstWeekday(month), REPORT_HOUR)

/** "2026-02" → "February 2026". */
const monthWords = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

export type ReportRun = { due: number; sent: number; unchanged: number; failed: number }

/**
 * Sends the month's reports once its first weekday's 8:00 in New York has come: to each active
 * sign-up not yet looked at this month, its area's figures, the homes that sold and came on the
 * market since its last email. An area whose figures are the same as in the sign-up's last email
 * gets nothing that month. A failed send is tried again with the next run.
 */
export async function runMonthlyReports(
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<ReportRun> {
  const month = agentDate(now).slice(0, 7)
  const run: ReportRun = { due: 0, sent: 0, unchanged: 0, failed: 0 }
  if (now < reportMoment(month)) return run
  const { docs } = await payload.find({
    collection: 'report-subscriptions',
    where: { subscription: { equals: 'active' } },
    limit: 10_000,
    depth: 0,
    pagination: false,
  })
  const due = (docs as unknown as ReportLead[]).filter((lead) => lead.lastMonth !== month)
  run.due = due.length
  if (!due.length) return run
  const stored = await storedMarketFigures(payload)
  const agent = agentContext(await emailSettings(payload))
  for (const lead of due) {
    const figures = stored?.areas[lead.area]
    const key = figures ? figuresKey(figures) : null
    if (!figures || isDeepStrictEqual(key, lead.figuresSent)) {
      run.unchanged++
      await payload.update({
        collection: 'report-subscriptions',
        id: lead.id,
        data: { lastMonth: month },
      })
      continue
    }
    const since = { sold: lead.salesThrough ?? '', listed: lead.listedThrough ?? '' }
    const sold = await soldSince(payload, lead.area, since.sold)
    const listed = await listedSince(payload, lead.area, since.listed)
    try {
      const message = monthlyReportEmail(
        lead,
        agent,
        {
          month: monthWords(month),
          figures: headlineFigures(figures),
          sold: sold.slice(0, MAX_HOMES_LISTED),
          listed: listed.slice(0, MAX_HOMES_LISTED),
        },
        {
          url: reportStopUrl(lead.id, lead.email),
          headers: reportUnsubscribeHeaders(lead.id, lead.email),
        },
      )
      await payload.sendEmail({ ...message, from: senderOf(agent) })
      run.sent++
    } catch (error) {
      run.failed++
      console.error(`Market report ${lead.id} could not be sent (tried again next run):`, error)
      continue
    }
    await payload.update({
      collection: 'report-subscriptions',
      id: lead.id,
      data: {
        lastMonth: month,
        lastSentAt: now.toISOString(),
        figuresSent: key,
        salesThrough: sold[0]?.closeDate ?? lead.salesThrough,
        listedThrough: listed[0]?.listed ?? lead.listedThrough,
        reportsSent: (lead.reportsSent ?? 0) + 1,
      },
    })
  }
  return run
}
