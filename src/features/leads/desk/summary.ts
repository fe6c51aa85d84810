import type { CollectionSlug, Payload, Where } from 'payload'

import { AGENT_TIME_ZONE, wallClock } from '@/lib/timeZone'

import { leadTypesOf } from '../leadType'

/** A lead answered later than this is a lead that may be lost: five minutes wins the client. */
export const ANSWER_WITHIN_MS = 5 * 60_000

/** A kind of lead as the desk, the inbox and the timeline list it (its lead type's `desk`). */
export type DeskRow = {
  collection: CollectionSlug
  /** How the desk names the list. */
  label: string
  /** A lead the agent answers in person (a newsletter sign-up is not: it gets the newsletter). */
  answered: boolean
  /** Only these count as leads: a sign-up that is still waiting for its owner's confirmation is not. */
  only?: Where
}

/** Every kind of lead, in the config's order (the most valuable first). */
export const deskRows = (payload: Payload): DeskRow[] =>
  leadTypesOf(payload).map(({ collection, label, desk }) => ({
    collection: collection.slug,
    label,
    ...desk,
  }))

export type WaitingLead = {
  collection: CollectionSlug
  id: string | number
  type: string
  who: string
  createdAt: string
  waitedMs: number
}

export type DeskSummary = {
  counts: { collection: CollectionSlug; label: string; today: number; week: number }[]
  /** Leads still "new", oldest first (at most WAITING_SHOWN of them), and how many in all. */
  waiting: WaitingLead[]
  waitingTotal: number
  /** Over the leads of the last 30 days that were contacted: the median time to first contact. */
  firstContact: { medianMs: number | null; leads: number }
}

const WAITING_SHOWN = 20
const DAY_MS = 24 * 60 * 60_000

/**
 * The midnight that starts day `day` (YYYY-MM-DD) plus `days` in `timeZone`, as an instant. The
 * zone's offset is read at that midnight itself, so a day that changes the clocks is right too.
 */
export function zoneMidnight(day: string, days = 0, timeZone = AGENT_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, date + days)
  let t = wall
  for (let i = 0; i < 2; i++) t = wall - (wallClock(t, timeZone).getTime() - t)
  return new Date(t)
}

/** Midnight of `now`'s day in `timeZone`, as an instant. */
export function startOfDay(now: Date, timeZone = AGENT_TIME_ZONE): Date {
  const day = wallClock(now, timeZone).toISOString().slice(0, 10)
  return zoneMidnight(day, 0, timeZone)
}

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** "4 min", "2 h 5 min", "3 days": how long, at a glance. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return `${Math.floor(hours / 24)} days`
}

/** How the studio names each follow-up status. */
export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
}

/**
 * A moment as the agent reads it, in the agent's time zone and saying so (the studio's own dates
 * follow the device's): "Nov 24, 2026, 9:05 AM EST".
 */
export const agentTime = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENT_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** The path of the page a lead came from; the address as sent when it is not one. */
export function pathOf(source: string): string {
  if (!source) return ''
  try {
    return new URL(source, 'http://site').pathname
  } catch {
    return source
  }
}

const and = (...clauses: (Where | undefined)[]): Where => ({
  and: clauses.filter((clause): clause is Where => Boolean(clause)),
})

/** What the agent's desk shows: read fresh on each visit (a signed-in page, never cached). */
export async function deskSummary(payload: Payload, now = new Date()): Promise<DeskSummary> {
  const today = startOfDay(now).toISOString()
  const week = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  const month = new Date(now.getTime() - 30 * DAY_MS).toISOString()
  const rows = deskRows(payload)
  const count = (type: DeskRow, since: string) =>
    payload
      .count({
        collection: type.collection,
        where: and(type.only, { createdAt: { greater_than_equal: since } }),
        overrideAccess: true,
      })
      .then((result) => result.totalDocs)

  const counts = await Promise.all(
    rows.map(async (type) => ({
      collection: type.collection,
      label: type.label,
      today: await count(type, today),
      week: await count(type, week),
    })),
  )

  const answered = rows.filter((type) => type.answered)
  const waitingLists = await Promise.all(
    answered.map((type) =>
      payload.find({
        collection: type.collection,
        where: and(type.only, { status: { equals: 'new' } }),
        sort: 'createdAt',
        limit: WAITING_SHOWN,
        depth: 0,
        overrideAccess: true,
      }),
    ),
  )
  const waiting = waitingLists
    .flatMap((list, i) =>
      list.docs.map((doc) => {
        const lead = doc as unknown as Record<string, unknown>
        const who = [lead.name, lead.email].filter(Boolean).join(' · ')
        return {
          collection: answered[i]!.collection,
          id: lead.id as string | number,
          type: answered[i]!.label,
          who: who || 'Someone',
          createdAt: String(lead.createdAt),
          waitedMs: now.getTime() - Date.parse(String(lead.createdAt)),
        }
      }),
    )
    .sort((a, b) => b.waitedMs - a.waitedMs)
    .slice(0, WAITING_SHOWN)
  const waitingTotal = waitingLists.reduce((sum, list) => sum + list.totalDocs, 0)

  const contacted = await Promise.all(
    answered.map((type) =>
      payload.find({
        collection: type.collection,
        where: and(type.only, {
          createdAt: { greater_than_equal: month },
          firstContactedAt: { exists: true },
        }),
        select: { createdAt: true, firstContactedAt: true } as never,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
    ),
  )
  const responseTimes = contacted.flatMap((list) =>
    list.docs.map((doc) => {
      const lead = doc as unknown as { createdAt: string; firstContactedAt: string }
      return Math.max(0, Date.parse(lead.firstContactedAt) - Date.parse(lead.createdAt))
    }),
  )
  return {
    counts,
    waiting,
    waitingTotal,
    firstContact: { medianMs: median(responseTimes), leads: responseTimes.length },
  }
}
