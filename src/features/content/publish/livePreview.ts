import type { CollectionConfig } from 'payload'

import { PUBLIC_PATH } from '@/features/content/paths'
import { previewSecret } from '@/features/content/publish/previewLink'

type Admin = NonNullable<CollectionConfig['admin']>

const previewHref = (collection: string, slug: unknown) =>
  typeof slug === 'string' && slug
    ? `/api/preview?secret=${previewSecret()}&path=${encodeURIComponent(PUBLIC_PATH[collection]!(slug))}`
    : null

/** The studio's Preview button: opens the page in Next.js draft mode. */
export const previewUrl =
  (collection: string): Admin['preview'] =>
  (doc) =>
    previewHref(collection, doc?.slug)

/** Live preview beside the editor, refreshed on every autosave. */
export const livePreview = (collection: string): Admin['livePreview'] => ({
  url: ({ data }) => previewHref(collection, data?.slug) ?? '/',
  breakpoints: [
    { label: 'Phone', name: 'phone', width: 390, height: 844 },
    { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
    { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
  ],
})
