import type { CollectionSlug, Payload } from 'payload'

/** How long an untouched draft is kept: the agent may have just opened it. */
const KEPT_FOR_MS = 60 * 60_000
/** A draft whose last save came this soon after its creation was never edited. */
const UNTOUCHED_WITHIN_MS = 2_000

/**
 * The studio's "Create new" saves a draft at once in a collection whose drafts autosave, so a
 * page, post or report opened and left without a word stayed in its list as "<No Title>". Such a
 * draft (never edited since, so never published, no title, older than an hour) is removed. Returns how
 * many were.
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
      const { createdAt, updatedAt } = doc as { createdAt: string; updatedAt: string }
      const edited = Date.parse(updatedAt) - Date.parse(createdAt) > UNTOUCHED_WITHIN_MS
      if (edited) continue
      // Another process of the site may have removed it first.
      const gone = await payload
        .delete({ collection: slug, id: doc.id, overrideAccess: true })
        .then(() => true)
        .catch(() => false)
      if (gone) removed++
    }
  }
  return removed
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
  setInterval(() => void run(), KEPT_FOR_MS).unref()
}
