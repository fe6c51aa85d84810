import type { MetadataRoute } from 'next'

import { payloadClient } from '@/lib/payload'
import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { siteUrl } from '@/lib/env'
import { PUBLIC_PATH } from '@/features/content/paths'
import { shownListingPaths } from '@/features/listings/read/listing'
import { listedPlacePages } from '@/features/listings/search/places'

const COLLECTIONS = ['pages', 'communities', 'market-reports', 'posts'] as const
const INDEXES = [
  '/communities',
  '/market-update',
  '/blog',
  '/listings/search',
  '/mortgage-calculator',
  '/sellers/net-sheet',
  '/home-value',
]

/**
 * Every published page, community, market report and post, every shown listing, each town and
 * county with homes for sale, and the indexes.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await cachedRead(['sitemap'], COLLECTIONS.map(TAGS.list), async () => {
    // Search engines are visitors: published documents only, whatever mode the request is in.
    const payload = await payloadClient()
    const lists = await Promise.all(
      COLLECTIONS.map(async (collection) => {
        const { docs } = await payload.find({
          collection,
          where: { _status: { equals: 'published' } },
          select: { slug: true, updatedAt: true },
          pagination: false,
          depth: 0,
          overrideAccess: false,
        })
        return docs.map((doc) => ({
          path: PUBLIC_PATH[collection]!(doc.slug),
          updatedAt: doc.updatedAt,
        }))
      }),
    )
    return lists.flat()
  })
  const [listings, places] = await Promise.all([shownListingPaths(), listedPlacePages()])
  const base = siteUrl()
  return [
    ...entries.map((e) => ({ url: `${base}${e.path}`, lastModified: e.updatedAt })),
    ...listings.map((l) => ({ url: `${base}${l.path}`, lastModified: l.modifiedAt ?? undefined })),
    ...places.map((p) => ({ url: `${base}${p.path}` })),
    ...INDEXES.map((path) => ({ url: `${base}${path}` })),
  ]
}
