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
 * Notes on the lead's timeline each change of its status and each edit of its notes, in the same
 * transaction as the change itself.
 */
export const recordLeadChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const by = who(req.user)
  const base = { leadCollection: collection.slug, leadId: String(doc.id), by }
  const events: Record<string, unknown>[] = []
  if (doc.status !== previousDoc.status)
    events.push({ ...base, change: 'status', from: previousDoc.status, to: doc.status })
  if (notesOf(doc) !== notesOf(previousDoc)) events.push({ ...base, change: 'notes' })
  for (const data of events)
    await req.payload.create({
      collection: LEAD_EVENTS,
      data: data as never,
      req,
      overrideAccess: true,
      depth: 0,
    })
  return doc
}

/** A deleted lead takes its timeline with it. */
export const forgetLeadEvents: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: LEAD_EVENTS,
    where: {
      and: [{ leadCollection: { equals: collection.slug } }, { leadId: { equals: String(id) } }],
    },
    req,
    overrideAccess: true,
  })
}
