import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/lib/access'

import { feedConfig } from '../sync/config'
import { listingDb } from '@/lib/db/listings'
import { startListingSync } from '../sync/schedule'

/** No successful sync for this long, with a feed configured: the studio says so. */
export const STALE_AFTER_MS = 12 * 60 * 60 * 1000

export type FeedStatus = {
  configured: boolean
  running: boolean
  lastSuccessAt: string | null
  lastError: string | null
  stale: boolean
}

async function status(req: PayloadRequest): Promise<FeedStatus> {
  const { drizzle: db, feed: F } = listingDb(req.payload)
  const [row] = await db.select().from(F).limit(1)
  const configured = Boolean(feedConfig())
  const lastSuccessAt = row?.lastSuccessAt ? new Date(row.lastSuccessAt).toISOString() : null
  return {
    configured,
    running: Boolean(row?.runningSince),
    lastSuccessAt,
    lastError: row?.lastError ?? null,
    stale:
      configured && (!lastSuccessAt || Date.now() - Date.parse(lastSuccessAt) > STALE_AFTER_MS),
  }
}

const adminOnly = (req: PayloadRequest) =>
  !req.user
    ? Response.json({ error: 'Please sign in to the studio first.' }, { status: 401 })
    : isAdmin(req.user)
      ? null
      : Response.json({ error: 'The listing feed is the admin’s to run.' }, { status: 403 })

/** GET …/status: the feed's health for the studio; POST …/sync: "Sync now". The admin only. */
export const feedEndpoints: Endpoint[] = [
  {
    path: '/status',
    method: 'get',
    handler: async (req) => adminOnly(req) ?? Response.json(await status(req)),
  },
  {
    path: '/sync',
    method: 'post',
    handler: async (req) => {
      const refused = adminOnly(req)
      if (refused) return refused
      if (!feedConfig())
        return Response.json(
          { error: 'No MLS feed is configured (RESO_API_URL), so there is nothing to sync.' },
          { status: 400 },
        )
      startListingSync()
      return Response.json({
        message: 'The sync has started; this page shows its outcome when it ends.',
      })
    },
  },
]
