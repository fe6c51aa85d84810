import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '@/lib/access'

import { livePreview, previewUrl } from '@/features/content/publish/livePreview'
import { revalidateCollection } from '@/features/content/publish/revalidate'

type Listed = { useAsTitle: string; defaultColumns: string[] }

/**
 * What every collection the agent publishes shares: it sits in the studio's Content group with a
 * preview and live preview; visitors read published documents only; drafts autosave and keep a
 * short history; and saving one expires the pages that show it.
 */
export function publishedCollection(
  slug: string,
  listed: Listed,
): Pick<CollectionConfig, 'slug' | 'admin' | 'access' | 'versions' | 'hooks'> {
  return {
    slug,
    admin: {
      group: 'Content',
      ...listed,
      preview: previewUrl(slug),
      livePreview: livePreview(slug),
    },
    access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
    versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: false }, maxPerDoc: 25 },
    hooks: revalidateCollection(slug),
  }
}
