import type { Payload } from 'payload'

import { type FeedConfig, feedConfig } from './config'
import { listingDb } from '@/lib/db/listings'
import { claimFeed, releaseFeed } from './feedState'
import { replicateOpenHouses } from './openHouses'
import { fetchPhotos } from './photos'
import { type Progress, reconcileKeys, removeDemoListings, replicateProperties } from './replicate'
import { ResoClient } from './resoClient'

export type SyncSummary = {
  records: number
  added: number
  changed: number
  removed: number
  /** Closed sales new or changed. */
  sold: number
  /** Leases new or changed (never shown; the comparables of the rent estimates). */
  leases: number
  openHouses: number
  photos: { fetched: number; failed: number }
  reconciled: boolean
  seconds: number
}

/** The key-list check runs with --full, and by itself once a day. */
const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000

/**
 * One sync of the MLS feed: new and changed listings since the watermark, their open houses, the
 * daily key-list check, then the photos. Returns null when another sync is already running.
 * The outcome (or the error) is written to the listing-feed global for the studio.
 */
export async function syncListings(
  payload: Payload,
  options: { full?: boolean; progress?: Progress; config?: FeedConfig; client?: ResoClient } = {},
): Promise<SyncSummary | null> {
  const config = options.config ?? feedConfig()
  if (!config) throw new Error('No feed is configured: set RESO_API_URL.')
  const progress = options.progress ?? (() => {})
  const state = await claimFeed(payload)
  if (!state) return null
  const started = Date.now()
  const client = options.client ?? new ResoClient(config)
  try {
    const listings = await replicateProperties(
      payload,
      client,
      config,
      state.watermarkTimestamp,
      progress,
    )
    const openHouses = await replicateOpenHouses(payload, client, config, state.openHouseWatermark)
    const due =
      !state.lastReconcileAt || Date.now() - Date.parse(state.lastReconcileAt) > RECONCILE_EVERY_MS
    const reconciled = Boolean(options.full || due)
    if (reconciled) listings.removed += await reconcileKeys(payload, client, config, progress)
    await removeDemoListings(listingDb(payload))
    progress('photos: downloading the new and changed ones')
    const rootOrigin = new URL(config.root).origin
    const photos = await fetchPhotos(payload, {
      // Photos on the feed's own host may need its token; a CDN's signed URLs do not.
      headers: async (url) => (url.startsWith(rootOrigin) ? await client.authorization() : {}),
    })
    const now = new Date().toISOString()
    await releaseFeed(payload, {
      lastSuccessAt: now,
      lastError: null,
      added: listings.added,
      changed: listings.changed,
      removed: listings.removed,
      ...(reconciled ? { lastReconcileAt: now } : {}),
    })
    return {
      ...listings,
      openHouses,
      photos,
      reconciled,
      seconds: (Date.now() - started) / 1000,
    }
  } catch (error) {
    await releaseFeed(payload, {
      lastError: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}
