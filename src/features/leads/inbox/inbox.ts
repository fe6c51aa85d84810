import type { CollectionSlug, Payload, Where } from 'payload'

import { leadTypesOf } from '../leadType'
import { deskRows, zoneMidnight } from '../desk/summary'

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** What the inbox is asked for: each part optional, as it comes from the page's address. */
export type InboxQuery = {
  type?: CollectionSlug
  status?: LeadStatus
  /** Part of a name or email address. */
  search?: string
  /** Days (YYYY-MM-DD), both included, in the agent's time zone. */
  from?: string
  to?: string
  page?: number
}

export type InboxLead = {
  collection: CollectionSlug
  id: string | number
  /** The kind of list it is in ("Showing requests and questions"). */
  type: string
  /** What this lead is, as its hand-off names it ("Showing request"). */
  what: string
  /** The home it is about, if any, and what the visitor asked or wrote, as the CRM receives them. */
  asked: string
  name: string
  email: string
  phone: string
  source: string
  createdAt: string
  status: LeadStatus | ''
  /** A sign-up or alert whose owner has not yet opened the confirmation link. */
  awaitingConfirmation: boolean
  /** Whether it waits for the agent's answer (a newsletter sign-up gets the newsletter instead). */
  waitsForAnswer: boolean
  /** How long since it came in. */
  waitedMs: number
  firstContactedAt: string
  /** The consent ledger: the wording shown, the follow-up choice, the hashed address. */
  consentText: string
  allowFollowUp: boolean | null
  visitorHash: string
}

export const INBOX_PAGE_SIZE = 50
/** The most pages one can ask for: further back, the filters narrow it down. */
export const INBOX_MAX_PAGE = 100
/** A real day of the calendar, written YYYY-MM-DD (not 2026-02-30). */
function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** Reads the inbox's filters from a page address's query, dropping whatever is not one. */
export function parseInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const one = (key: string) => {
    const value = params[key]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  const type = one('type')
  const status = one('status')
  const page = Number(one('page') ?? 1)
  return {
    // A kind the config does not list is dropped by inboxLeads.
    type: type as CollectionSlug | undefined,
    status: LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : undefined,
    search: one('search')?.slice(0, 100),
    from: isDay(one('from')) ? one('from') : undefined,
    to: isDay(one('to')) ? one('to') : undefined,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, INBOX_MAX_PAGE) : 1,
  }
}

/** The midnight that starts `day` (plus `days`) where the agent works, as an instant. */
const agentMidnight = (day: string, days: number) => zoneMidnight(day, days).toISOString()

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * What a lead's type tells the CRM of it, or nothing: a row its wording cannot read (one stored
 * under an older schema, say) still lists, under its list's name, instead of failing the inbox.
 */
function describe(
  handoff:
    | ((lead: never) => { label: string; message?: string; property?: { address?: string } })
    | undefined,
  lead: Record<string, unknown>,
) {
  try {
    return handoff?.(lead as never)
  } catch {
    return undefined
  }
}

/** The leads of every kind that match, newest first: one page of them, and how many in all. */
export async function inboxLeads(
  payload: Payload,
  query: InboxQuery,
  { all = false, now = new Date() }: { all?: boolean; now?: Date } = {},
): Promise<{ leads: InboxLead[]; total: number }> {
  const page = query.page ?? 1
  // Each kind gives at most the leads that could be on this page; merged, sorted, then cut.
  const wanted = all ? undefined : page * INBOX_PAGE_SIZE
  const kinds = deskRows(payload)
  const type = kinds.some((kind) => kind.collection === query.type) ? query.type : undefined
  const types = kinds.filter((kind) => !type || kind.collection === type)
  const handoffs = new Map(leadTypesOf(payload).map((t) => [t.collection.slug, t.handoff]))
  const lists = await Promise.all(
    types.map(async (type) => {
      const fields = new Set(
        payload.collections[type.collection].config.flattenedFields.map((field) => field.name),
      )
      // Every form sent is listed, a sign-up still awaiting its confirmation too (marked so).
      const where: Where[] = []
      if (query.status) where.push({ status: { equals: query.status } })
      if (query.from)
        where.push({ createdAt: { greater_than_equal: agentMidnight(query.from, 0) } })
      if (query.to) where.push({ createdAt: { less_than: agentMidnight(query.to, 1) } })
      if (query.search) {
        const like = ['email', 'name'].filter((name) => fields.has(name))
        where.push({ or: like.map((name) => ({ [name]: { like: query.search } })) })
      }
      const found = await payload.find({
        collection: type.collection,
        where: { and: where },
        sort: '-createdAt',
        depth: 0,
        // Whole leads: what the visitor asked is worded by the lead's type from its own fields.
        overrideAccess: true,
        ...(wanted ? { limit: wanted } : { pagination: false }),
      })
      return { type, found }
    }),
  )
  const leads = lists
    .flatMap(({ type, found }) =>
      found.docs.map((doc): InboxLead => {
        const lead = doc as unknown as Record<string, unknown>
        const handoff = describe(handoffs.get(type.collection), lead)
        return {
          collection: type.collection,
          id: lead.id as string | number,
          type: type.label,
          what: handoff?.label ?? type.label,
          asked: [handoff?.property?.address, handoff?.message].filter(Boolean).join(' · '),
          name: text(lead.name),
          email: text(lead.email),
          phone: text(lead.phone),
          source: text(lead.sourceUrl),
          createdAt: text(lead.createdAt),
          waitedMs: now.getTime() - Date.parse(text(lead.createdAt)),
          status: (text(lead.status) as LeadStatus) || '',
          awaitingConfirmation: lead.subscription === 'pending',
          waitsForAnswer: type.answered && lead.status === 'new' && lead.subscription !== 'pending',
          firstContactedAt: text(lead.firstContactedAt),
          consentText: text(lead.consentText),
          allowFollowUp: typeof lead.allowFollowUp === 'boolean' ? lead.allowFollowUp : null,
          visitorHash: text(lead.visitorHash),
        }
      }),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const total = lists.reduce((sum, { found }) => sum + found.totalDocs, 0)
  return {
    leads: all ? leads : leads.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE),
    total,
  }
}
