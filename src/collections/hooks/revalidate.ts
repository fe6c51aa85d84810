import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/lib/cms/revalidate'
import { TAGS } from '@/lib/cms/tags'

type WithSlug = { slug?: string | null }

const tagsFor = (collection: string, ...docs: (WithSlug | undefined)[]) => [
  TAGS.list(collection),
  ...new Set(docs.flatMap((doc) => (doc?.slug ? [TAGS.doc(collection, doc.slug)] : []))),
]

/** Publishing, unpublishing, renaming or deleting a document expires its page and its lists. */
export function revalidateCollection(collection: string) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
    expireTags(tagsFor(collection, doc as WithSlug, previousDoc as WithSlug))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expireTags(tagsFor(collection, doc as WithSlug))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
