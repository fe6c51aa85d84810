import { draftMode } from 'next/headers'
import { connection } from 'next/server'

import { noteTags } from '@/lib/pageTags'
import { sharedReadCache } from '@/lib/readCache'

import { TAGS } from '@/lib/cacheTags'

/**
 * A publish expires its tags at once, in every process of the site. Edits made outside the studio
 * catch up within this time: each process expires TAGS.everything once a minute, and no answer
 * is kept longer.
 */
export const MAX_AGE_S = 60

/**
 * In memory only (see lib/readCache.ts): reads keyed by what a visitor typed (searches, map
 * boxes, addresses that match nothing) must not fill the disk, nor the memory past these bounds.
 * The least recently used answers go first, so what pages read often (the site settings, the
 * menus) stays while a flood of made-up searches comes and goes.
 */
const cache = () =>
  sharedReadCache({ entries: 2000, bytes: 32 * 1024 * 1024, maxAgeMs: MAX_AGE_S * 1000 })

/**
 * How a reader asks Payload. A visitor reads as an anonymous user, so each collection's own read
 * rules decide (published documents only, in related documents too); only draft mode, which the
 * studio's secret preview link turns on, reads drafts and skips those rules.
 */
export type ReadAs = { draft: boolean; overrideAccess: boolean }
const VISITOR: ReadAs = { draft: false, overrideAccess: false }
const PREVIEW: ReadAs = { draft: true, overrideAccess: true }

/**
 * Every content read goes through here. Published content is cached under `tags` until the studio
 * expires them; in draft mode (studio preview) reads are fresh and include drafts. `connection()`
 * keeps `next build` from touching the database: pages render on request from the cache.
 */
export async function cachedRead<T>(
  key: string[],
  tags: string[],
  query: (as: ReadAs) => Promise<T>,
): Promise<T> {
  await connection()
  if ((await draftMode()).isEnabled) return query(PREVIEW)
  const all = [...tags, TAGS.everything]
  // The production server keeps the rendered page until one of these tags expires.
  noteTags(all)
  return cache().read(JSON.stringify(key), all, () => query(VISITOR))
}
