import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { LEAD_EVENTS } from './LeadEvents'

/** Who made a change: the signed-in user's name, else their email; code acting alone is "the site". */
function who(user: unknown): string {
  const person = user as { name?: unknown; email?: unknown } | null | undefined
  const name = typeof person?.name === 'string' ? person.name.trim() : ''
  const email = typeof person?.email === 'string' ? person.email : ''
  return name || email || 'the site'
}

const notesOf = (doc: Record<string, unknown> | undefined) =>
  typeof doc?.notes === 'string' ? doc.notes.trim() : ''

/**
 * Notes on the lead's timeline each change of its status and each edit of its notes. What changed
 * is read from what the save submitted (`data`), not from the saved document, which an update
 * asked with `select` returns without the fields it left out. On PostgreSQL the event is written
 * in the change's transaction; on SQLite (no transactions) just after it, so a failure there
 * fails the save's reply although the change stands.
 */
export const recordLeadChange: CollectionAfterChangeHook = async ({
  collection,
  data,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const base = { leadCollection: collection.slug, leadId: String(doc.id), by: who(req.user) }
  const events: Record<string, unknown>[] = []
  if (typeof data.status === 'string' && data.status !== previousDoc.status)
    events.push({ ...base, change: 'status', from: previousDoc.status, to: data.status })
  if (data.notes !== undefined && notesOf(data) !== notesOf(previousDoc))
    events.push({ ...base, change: 'notes' })
  for (const event of events)
    await req.payload.create({
      collection: LEAD_EVENTS,
      data: event as never,
      req,
      overrideAccess: true,
      depth: 0,
    })
  return doc
}

/** A deleted lead takes its timeline with it; what could not be deleted is logged. */
export const forgetLeadEvents: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const { errors } = await req.payload.delete({
    collection: LEAD_EVENTS,
    where: {
      and: [{ leadCollection: { equals: collection.slug } }, { leadId: { equals: String(id) } }],
    },
    req,
    overrideAccess: true,
  })
  if (errors.length)
    req.payload.logger.error(
      `The timeline of ${collection.slug} ${id} was not all deleted: ${errors.map((e) => e.message).join('; ')}`,
    )
}
