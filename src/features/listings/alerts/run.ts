import { and, asc, gt, inArray, lte } from 'drizzle-orm'
import type { Payload } from 'payload'

import { agentContext, emailSettings, senderOf } from '@/features/leads'
import { formatLumpSum } from '@/lib/money'
import { siteUrl } from '@/lib/env'
import { agentDate, agentMoment } from '@/lib/timeZone'

import { addressLine } from '../page/format'
import { toListingView } from '../read/view'
import { readCriteria } from '../search/criteria'
import { conditions, placesOf, readTowns } from '../search/query'
import { listingDb, type ListingDb } from '@/lib/db/listings'
import { alertEmail, type AlertHome, type AlertLead } from './emails'
import { alertManageUrl, alertUnsubscribeHeaders } from './links'

/** The daily digest's hour, New York time. */
export const DIGEST_HOUR = 7

/** The last 7:00 in New York at or before `now`: a daily alert checked before it is due. */
export function lastDigestMoment(now: Date): Date {
  const today = agentMoment(agentDate(now), DIGEST_HOUR)
  return today <= now ? today : agentMoment(agentDate(now, -1), DIGEST_HOUR)
}

type Change = { listing: number; kind: string; ListPrice: number | null; createdAt: string }

const price = (value: unknown) =>
  value === null || value === undefined ? 'Price on request' : formatLumpSum(Number(value))

/**
 * The homes an alert reports for changes stored in (since, until]: each matching home listed in
 * that time is new; one whose price went down in it (against its price just before) is reduced.
 */
async function homesFor(
  db: ListingDb,
  alert: { search?: string | null },
  changes: Change[],
  now: Date,
): Promise<AlertHome[]> {
  if (!changes.length) return []
  const L = db.listings
  const criteria = readCriteria(new URLSearchParams(alert.search ?? ''))
  const ids = [...new Set(changes.map((c) => c.listing))]
  const rows = await db.drizzle
    .select()
    .from(L)
    .where(and(...conditions(db, criteria, placesOf(await readTowns(db)), now), inArray(L.id, ids)))
  if (!rows.length) return []
  const H = db.history
  const history: { listing: number; ListPrice: number | null; createdAt: string }[] =
    await db.drizzle
      .select({ listing: H.listing, ListPrice: H.ListPrice, createdAt: H.createdAt })
      .from(H)
      .where(
        inArray(
          H.listing,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(H.at), asc(H.id))
  const since = Math.min(...changes.map((c) => Date.parse(c.createdAt)))
  const homes: AlertHome[] = []
  for (const row of rows) {
    const home = toListingView(row)
    const mine = changes.filter((c) => c.listing === row.id)
    const url = `${siteUrl()}${home.path}`
    if (mine.some((c) => c.kind === 'listed')) {
      homes.push({ kind: 'new', address: addressLine(home), price: price(home.price), url })
      continue
    }
    // The price before this window: the last one the history held until then.
    const before = history
      .filter((h) => h.listing === row.id && Date.parse(h.createdAt) < since)
      .at(-1)?.ListPrice
    if (
      before !== undefined &&
      before !== null &&
      home.price !== null &&
      home.price < Number(before)
    )
      homes.push({
        kind: 'reduced',
        address: addressLine(home),
        price: price(home.price),
        was: price(before),
        url,
      })
  }
  return homes
}

export type AlertRun = { alerts: number; sent: number; failed: number }

/**
 * Sends the alerts that are due: `instant` ones after each sync, `daily` ones once a day after
 * 7:00 New York time. Each covers the changes the sync stored since its `checkedThrough`; that
 * mark moves only once its email is sent (or there was nothing to send), so a failed send is
 * tried again with the next run and no home is skipped.
 */
export async function runSearchAlerts(
  payload: Payload,
  { due, now = new Date() }: { due: 'instant' | 'daily'; now?: Date },
): Promise<AlertRun> {
  const digest = lastDigestMoment(now)
  const { docs: alerts } = await payload.find({
    collection: 'search-alerts',
    where: {
      and: [
        { subscription: { equals: 'active' } },
        { frequency: { equals: due } },
        ...(due === 'daily' ? [{ checkedThrough: { less_than: digest.toISOString() } }] : []),
      ],
    },
    limit: 10_000,
    depth: 0,
    pagination: false,
  })
  const run: AlertRun = { alerts: alerts.length, sent: 0, failed: 0 }
  if (!alerts.length) return run
  const db = listingDb(payload)
  const H = db.history
  const earliest = alerts.map((a) => a.checkedThrough).sort()[0]!
  const changes: Change[] = await db.drizzle
    .select({ listing: H.listing, kind: H.kind, ListPrice: H.ListPrice, createdAt: H.createdAt })
    .from(H)
    .where(
      and(
        gt(H.createdAt, earliest),
        lte(H.createdAt, now.toISOString()),
        inArray(H.kind, ['listed', 'price']),
      ),
    )
  const agent = agentContext(await emailSettings(payload))
  for (const alert of alerts) {
    const mine = changes.filter((c) => Date.parse(c.createdAt) > Date.parse(alert.checkedThrough))
    const homes = await homesFor(db, alert, mine, now)
    if (homes.length) {
      try {
        const message = alertEmail(alert as unknown as AlertLead, agent, homes, {
          url: alertManageUrl(alert.id, alert.email),
          headers: alertUnsubscribeHeaders(alert.id, alert.email),
        })
        await payload.sendEmail({ ...message, from: senderOf(agent) })
        run.sent++
      } catch (error) {
        run.failed++
        console.error(`Search alert ${alert.id} could not be sent (tried again next run):`, error)
        continue
      }
    }
    await payload.update({
      collection: 'search-alerts',
      id: alert.id,
      data: {
        checkedThrough: now.toISOString(),
        ...(homes.length ? { alertsSent: (alert.alertsSent ?? 0) + 1 } : {}),
      },
    })
  }
  return run
}
