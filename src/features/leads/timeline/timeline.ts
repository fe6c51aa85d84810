import type { CollectionSlug, Payload } from 'payload'

import { agentTime, deskRows } from '../desk/summary'
import { LEAD_EVENTS } from './LeadEvents'

/** One line of a lead's timeline, oldest first; `atText` is `at` as the agent reads it. */
export type TimelineEntry = { atText: string } & (
  | {
      kind: 'received'
      at: string
      /** The form, as the studio names one lead of its list ("Contact message"). */
      form: string
      source: string
      consentText: string
      allowFollowUp: boolean | null
    }
  | { kind: 'subscription'; at: string; what: 'confirmed' | 'unsubscribed' }
  | { kind: 'status'; at: string; from: string; to: string; by: string }
  | { kind: 'notes'; at: string; by: string }
  | {
      kind: 'delivery'
      /** When it went; none while it is queued, retrying or failed. */
      at: string
      label: string
      state: string
      attempts: number
      lastError: string
    }
)

export type OtherLead = {
  collection: CollectionSlug
  id: string | number
  /** One lead of its list, as the studio names it ("Contact message"). */
  type: string
  createdAt: string
  createdAtText: string
  status: string
  /** A sign-up or alert its owner has not confirmed: anyone could have typed the address. */
  awaitingConfirmation: boolean
}

export type LeadTimeline = {
  /** Dated events, oldest first, then the deliveries still under way or given up. */
  entries: TimelineEntry[]
  /** Changes older than the ones shown, if any. */
  earlierChanges: number
  /** Other leads sent from the same email address, newest first. */
  sameEmail: OtherLead[]
}

/** The most status and notes changes shown (the newest of them). */
const EVENTS_SHOWN = 200

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const formatted = (at: string) => (at ? agentTime.format(new Date(at)) : '')
const singularOf = (payload: Payload, collection: CollectionSlug) => {
  const label = payload.collections[collection].config.labels.singular
  return typeof label === 'string' ? label : collection
}

/** Each delivery slot a lead collection keeps (the group's name and the studio's label). */
function deliverySlots(payload: Payload, collection: CollectionSlug): [string, string][] {
  const custom = payload.collections[collection].config.custom as {
    deliveries?: [string, string][]
  }
  return custom?.deliveries ?? []
}

/**
 * Everything that happened to one lead: the form sent with its consent wording, its emails and
 * hand-offs with their delivery state, each change of status or notes with who and when, and the
 * other leads from the same email address. Null when there is no such lead.
 */
export async function leadTimeline(
  payload: Payload,
  collection: CollectionSlug,
  id: string | number,
): Promise<LeadTimeline | null> {
  const config = payload.collections[collection]?.config
  if (!config) return null
  const lead = (await payload
    .findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as Record<string, unknown> | null
  if (!lead) return null

  type Entry = DistributiveOmit<TimelineEntry, 'atText'>
  const dated: Entry[] = [
    {
      kind: 'received',
      at: text(lead.createdAt),
      form: singularOf(payload, collection),
      source: text(lead.sourceUrl) || text(lead.listingUrl),
      consentText: text(lead.consentText),
      allowFollowUp: typeof lead.allowFollowUp === 'boolean' ? lead.allowFollowUp : null,
    },
  ]
  if (text(lead.confirmedAt))
    dated.push({ kind: 'subscription', at: text(lead.confirmedAt), what: 'confirmed' })
  if (text(lead.unsubscribedAt))
    dated.push({ kind: 'subscription', at: text(lead.unsubscribedAt), what: 'unsubscribed' })

  const events = await payload.find({
    collection: LEAD_EVENTS,
    where: {
      and: [{ leadCollection: { equals: collection } }, { leadId: { equals: String(id) } }],
    },
    // Newest first to keep the latest; ties (one save, two changes) in the order written.
    sort: ['-createdAt', '-id'],
    limit: EVENTS_SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  for (const event of [...events.docs].reverse()) {
    const at = text(event.createdAt)
    if (event.change === 'status')
      dated.push({ kind: 'status', at, from: text(event.from), to: text(event.to), by: event.by })
    else dated.push({ kind: 'notes', at, by: event.by })
  }

  const undated: Entry[] = []
  for (const [slot, label] of deliverySlots(payload, collection)) {
    const group = (lead[slot] ?? {}) as Record<string, unknown>
    const state = text(group.state)
    if (!state) continue
    const entry: Entry = {
      kind: 'delivery',
      at: state === 'sent' ? text(group.sentAt) : '',
      label,
      state,
      attempts: typeof group.attempts === 'number' ? group.attempts : 0,
      lastError: text(group.lastError),
    }
    ;(entry.at ? dated : undated).push(entry)
  }
  dated.sort((a, b) => a.at.localeCompare(b.at)) // stable: equal times keep the order above

  return {
    entries: [...dated, ...undated].map((entry) => ({ ...entry, atText: formatted(entry.at) })),
    earlierChanges: Math.max(0, events.totalDocs - events.docs.length),
    sameEmail: await otherLeads(payload, collection, id, text(lead.email)),
  }
}

/** The leads of every kind sent from `email` (letter case aside), but this one. */
async function otherLeads(
  payload: Payload,
  collection: CollectionSlug,
  id: string | number,
  email: string,
): Promise<OtherLead[]> {
  if (!email) return []
  const wanted = email.toLowerCase()
  const lists = await Promise.all(
    deskRows(payload).map(async (type) => {
      const fields = new Set(
        payload.collections[type.collection].config.flattenedFields.map((field) => field.name),
      )
      // Some forms keep an address as typed. `like` ignores letter case, but it also matches a longer
      // address, and `_` or `%` in one match any letters: all its matches are read (a handful),
      // and only the equal ones kept.
      const found = await payload.find({
        collection: type.collection,
        where: { email: { like: email } },
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        select: Object.fromEntries(
          ['email', 'createdAt', 'status', 'subscription']
            .filter((name) => fields.has(name))
            .map((name) => [name, true]),
        ),
        overrideAccess: true,
      })
      return found.docs.flatMap((doc): OtherLead[] => {
        const lead = doc as unknown as Record<string, unknown>
        const same = text(lead.email).toLowerCase() === wanted
        const self = type.collection === collection && String(lead.id) === String(id)
        if (!same || self) return []
        return [
          {
            collection: type.collection,
            id: lead.id as string | number,
            type: singularOf(payload, type.collection),
            createdAt: text(lead.createdAt),
            createdAtText: formatted(text(lead.createdAt)),
            status: text(lead.status),
            awaitingConfirmation: lead.subscription === 'pending',
          },
        ]
      })
    }),
  )
  return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Omit over each member of a union (the built-in Omit merges them into one). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
