import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'

import { databaseUrl } from '@/lib/env'
import { noteTags } from '@/lib/pageTags'

import { TAGS } from './tags'

/**
 * Next keeps this cache on disk (in the build folder) across restarts. Keyed by database, so the
 * same build started on another database (PostgreSQL after SQLite, a test copy) never serves the
 * other one's content.
 */
/**
 * A publish expires its tags at once, in every process of the site. Edits made outside the studio
 * catch up within this time: each process expires TAGS.everything once a minute (a read's own
 * `revalidate` alone would serve the stale value once more before reading again).
 */
export const MAX_AGE_S = 60

const databaseKey = createHash('sha256').update(databaseUrl()).digest('hex').slice(0, 12)

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
  return unstable_cache(() => query(VISITOR), [databaseKey, ...key], {
    tags: all,
    revalidate: MAX_AGE_S,
  })()
}
