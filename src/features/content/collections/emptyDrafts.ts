import type { CollectionSlug, Payload } from 'payload'

/**
 * How long an untouched draft is kept: a day, well past the two hours a studio sign-in lasts
 * unused, so that a draft open in a tab is not removed under the agent's hands.
 */
const KEPT_FOR_MS = 24 * 60 * 60_000
const HOUR_MS = 60 * 60_000
/** A draft whose last save came this soon after its creation was never edited. */
const UNTOUCHED_WITHIN_MS = 2_000

/**
 * The studio's "Create new" saves a draft at once in a collection whose drafts autosave, so a
 * page, post or report opened and left without a word stayed in its list as "<No Title>". Such a
 * draft (never edited since, so never published, no title, older than a day) is removed. Returns
 * how many were.
 */
export async function removeEmptyDrafts(payload: Payload, now = new Date()): Promise<number> {
  let removed = 0
  for (const collection of payload.config.collections) {
    const title = collection.admin?.useAsTitle
    if (!collection.versions?.drafts || !title || title === 'id') continue
    const slug = collection.slug as CollectionSlug
    const { docs } = await payload.find({
      collection: slug,
      draft: true,
      depth: 0,
      pagination: false,
      limit: 200,
      overrideAccess: true,
      where: {
        and: [
          { or: [{ [title]: { exists: false } }, { [title]: { equals: '' } }] },
          { _status: { not_equals: 'published' } },
          { createdAt: { less_than: new Date(now.getTime() - KEPT_FOR_MS).toISOString() } },
        ],
      },
    })
    for (const doc of docs) {
      if (!untouched(doc)) continue
      // Read again just before: an autosave may have come since the list was read.
      const now = await payload
        .findByID({ collection: slug, id: doc.id, draft: true, depth: 0, disableErrors: true })
        .catch(() => null)
      if (!now || !untouched(now)) continue
      try {
        await payload.delete({ collection: slug, id: doc.id, overrideAccess: true })
        removed++
      } catch (error) {
        // Another process of the site may have removed it first; anything else is said.
        if ((error as { status?: number }).status !== 404)
          console.error(`Could not remove the empty draft ${slug}/${doc.id}:`, error)
      }
    }
  }
  return removed
}

const untouched = (doc: object) => {
  const { createdAt, updatedAt } = doc as { createdAt: string; updatedAt: string }
  return Date.parse(updatedAt) - Date.parse(createdAt) <= UNTOUCHED_WITHIN_MS
}

/** Every hour in this server process, the first run a minute after the start. */
export function scheduleEmptyDraftRemoval(): void {
  const run = async () => {
    try {
      // Loaded here: the collections' own modules do not start Payload.
      const { payloadClient } = await import('@/lib/payload')
      const removed = await removeEmptyDrafts(await payloadClient())
      if (removed) console.log(`Removed ${removed} untouched empty drafts.`)
    } catch (error) {
      console.error('Removing untouched empty drafts failed (tried again in an hour):', error)
    }
  }
  setTimeout(() => void run(), 60_000).unref()
  setInterval(() => void run(), HOUR_MS).unref()
}
