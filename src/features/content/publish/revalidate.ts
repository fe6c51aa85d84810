import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { expireTags } from '@/features/content/publish/expireTags'
import { TAGS } from '@/lib/cacheTags'

type WithSlug = { slug?: string | null }

const tagsFor = (collection: string, ...docs: (WithSlug | undefined)[]) => [
  TAGS.list(collection),
  ...new Set(docs.flatMap((doc) => (doc?.slug ? [TAGS.doc(collection, doc.slug)] : []))),
]

/**
 * True when a save only writes a draft version (the studio's autosave every 1.5 s, "Save draft"):
 * Payload then leaves the published document untouched, so no public page changes and expiring
 * its cache would only make visitors wait for re-renders. Same test as Payload's own
 * `isSavingDraft`; drafts are seen through preview, which never reads the cache.
 */
export function savesOnlyADraft(
  data: { _status?: unknown } | undefined,
  req: Pick<PayloadRequest, 'query'>,
) {
  const draft = req.query?.draft
  return (draft === true || draft === 'true') && data?._status !== 'published'
}

/** Publishing, unpublishing, renaming or deleting a document expires its page and its lists. */
export function revalidateCollection(collection: string) {
  const afterChange: CollectionAfterChangeHook = ({ data, doc, previousDoc, req }) => {
    if (savesOnlyADraft(data, req)) return doc
    expireTags(tagsFor(collection, doc as WithSlug, previousDoc as WithSlug))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expireTags(tagsFor(collection, doc as WithSlug))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
