import { AREA_SLUGS } from '@/lib/areas'
import type { Community, MarketReport, Page, Post, Testimonial } from '@/payload-types'

import { payloadClient } from '@/lib/payload'
import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'

type Slugged = 'pages' | 'communities' | 'market-reports' | 'posts'
type DocOf = { pages: Page; communities: Community; 'market-reports': MarketReport; posts: Post }

/** One published document by slug (drafts in preview), with its uploads populated. */
export function getBySlug<C extends Slugged>(
  collection: C,
  slug: string,
): Promise<DocOf[C] | null> {
  return cachedRead([collection, slug], [TAGS.doc(collection, slug)], async (as) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      depth: 2,
      limit: 1,
      pagination: false,
      ...as,
    })
    return (docs[0] as DocOf[C] | undefined) ?? null
  })
}

/** Every published community or market report, in the site's area order (counties, then towns). */
function listAreas<C extends 'communities' | 'market-reports'>(collection: C): Promise<DocOf[C][]> {
  return cachedRead([collection, 'all'], [TAGS.list(collection)], async (as) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection, depth: 1, pagination: false, ...as })
    return (docs as DocOf[C][]).sort(byAreaOrder)
  })
}

export const listCommunities = () => listAreas('communities')
export const listMarketReports = () => listAreas('market-reports')

/** The testimonials carousel shows six, in the agent's order. */
export function listTestimonials(): Promise<Testimonial[]> {
  return cachedRead(['testimonials', 'all'], [TAGS.list('testimonials')], async (as) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      depth: 1,
      sort: 'order',
      limit: 6,
      overrideAccess: as.overrideAccess,
    })
    return docs
  })
}

export const POSTS_PER_PAGE = 6

/** One page of blog posts, newest first. */
export function listPosts(page: number) {
  return cachedRead(['posts', 'page', String(page)], [TAGS.list('posts')], async (as) => {
    const payload = await payloadClient()
    return payload.find({
      collection: 'posts',
      depth: 1,
      limit: POSTS_PER_PAGE,
      page,
      ...as,
      sort: '-publishedAt',
      select: { title: true, slug: true, excerpt: true, coverImage: true, publishedAt: true },
    })
  })
}

const byAreaOrder = (a: { slug: string }, b: { slug: string }) =>
  AREA_SLUGS.indexOf(a.slug as never) - AREA_SLUGS.indexOf(b.slug as never)
