import type { Payload } from 'payload'

import { agentContext, emailSettings, senderOf } from '@/features/leads'
import { agentDate, agentMoment } from '@/lib/timeZone'

import { miles, type Sale } from '../valuation/facts'
import { readSales } from '../valuation/store'
import { sellerUpdateEmail, type NearbySale } from './emails'
import { factsLine, type SellerLead } from './home'
import { sellerStopUrl, sellerUnsubscribeHeaders } from './links'

/** The value updates' hour, New York time: after the morning's search alerts. */
export const UPDATES_HOUR = 8

/** At most this many sales in one update, the most recent first. */
export const MAX_SALES_LISTED = 10

/** The last 8:00 in New York at or before `now`. */
export function lastUpdatesMoment(now: Date): Date {
  const today = agentMoment(agentDate(now), UPDATES_HOUR)
  return today <= now ? today : agentMoment(agentDate(now, -1), UPDATES_HOUR)
}

/**
 * When a sign-up may have its next update: a calendar month after its last one, or after it
 * was confirmed (on the month's last day when the next month is shorter).
 */
export function nextUpdateDue(
  lead: Pick<SellerLead, 'lastUpdateAt' | 'confirmedAt' | 'createdAt'>,
): Date {
  const from = new Date(lead.lastUpdateAt ?? lead.confirmedAt ?? lead.createdAt)
  const next = new Date(from)
  next.setUTCMonth(from.getUTCMonth() + 1)
  // 31 January plus a month would run on into March.
  if (next.getUTCDate() !== from.getUTCDate()) next.setUTCDate(0)
  return next
}

/**
 * The closed sales new to a sign-up: homes of the same kind within its radius, closed after the
 * last close date it was told of (or the day of its estimate), the most recent first.
 */
export function newSalesNear(lead: SellerLead, sales: Sale[]): (Sale & { distance: number })[] {
  const { home } = lead
  const since = lead.salesThrough ?? lead.estimate.asOf
  return sales
    .filter((sale) => sale.type === home.type && sale.closeDate > since)
    .map((sale) => ({ ...sale, distance: miles(home, sale) }))
    .filter((sale) => sale.distance <= home.radiusMiles)
    .sort((a, b) => b.closeDate.localeCompare(a.closeDate) || a.distance - b.distance)
}

const nearby = (sale: Sale & { distance: number }): NearbySale => ({
  address: sale.street ? `${sale.street}, ${sale.city}` : `Address withheld, ${sale.city}`,
  closeDate: sale.closeDate,
  price: sale.price,
  facts: factsLine(sale),
  miles: sale.distance,
})

export type UpdatesRun = { due: number; sent: number; failed: number }

/**
 * Sends the value updates that are due: to each active sign-up whose last update (or
 * confirmation) is a month old, the homes like it that closed nearby since it was last told.
 * Nothing is sent, and nothing moves, when none closed: the sign-up is looked at again the next
 * day. A failed send is tried again with the next run.
 */
export async function runValueUpdates(
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<UpdatesRun> {
  const { docs } = await payload.find({
    collection: 'seller-leads',
    where: { and: [{ kind: { equals: 'updates' } }, { subscription: { equals: 'active' } }] },
    limit: 10_000,
    depth: 0,
    pagination: false,
  })
  const due = (docs as unknown as SellerLead[]).filter((lead) => nextUpdateDue(lead) <= now)
  const run: UpdatesRun = { due: due.length, sent: 0, failed: 0 }
  if (!due.length) return run
  const sales = await readSales(payload, now.getTime())
  const agent = agentContext(await emailSettings(payload))
  for (const lead of due) {
    const found = newSalesNear(lead, sales)
    if (!found.length) continue
    try {
      const message = sellerUpdateEmail(lead, agent, found.slice(0, MAX_SALES_LISTED).map(nearby), {
        url: sellerStopUrl(lead.id, lead.email),
        headers: sellerUnsubscribeHeaders(lead.id, lead.email),
      })
      await payload.sendEmail({ ...message, from: senderOf(agent) })
      run.sent++
    } catch (error) {
      run.failed++
      console.error(`Value update ${lead.id} could not be sent (tried again next run):`, error)
      continue
    }
    await payload.update({
      collection: 'seller-leads',
      id: lead.id,
      data: {
        lastUpdateAt: now.toISOString(),
        salesThrough: found[0]!.closeDate,
        updatesSent: (lead.updatesSent ?? 0) + 1,
      },
    })
  }
  return run
}
