import type { Payload } from 'payload'

import type { AfterListingSync } from '@/lib/afterListingSync'

import { type Accuracy, measureAccuracy } from './accuracy'
import { readSales } from './store'

/** Stored measurements older than this are measured again when the site starts. */
const STALE_MS = 24 * 60 * 60 * 1000

/** Measures the estimate on the store's sales now, and keeps the result for the studio and page. */
export async function measureAndStoreAccuracy(
  payload: Payload,
  now = Date.now(),
): Promise<Accuracy> {
  const accuracy = measureAccuracy(await readSales(payload, now), now)
  await payload.updateGlobal({
    slug: 'home-value-accuracy',
    data: { measuredAt: new Date(now).toISOString(), result: accuracy },
    overrideAccess: true,
  })
  return accuracy
}

/** The stored measurement; null before the first. */
export async function storedAccuracy(payload: Payload): Promise<Accuracy | null> {
  const stored = await payload.findGlobal({
    slug: 'home-value-accuracy',
    depth: 0,
    overrideAccess: true,
  })
  return (stored.result as Accuracy | null | undefined) ?? null
}

/** At start: measures when never measured or measured more than a day ago. */
export async function measureAccuracyIfStale(payload: Payload, now = Date.now()) {
  const stored = await payload.findGlobal({
    slug: 'home-value-accuracy',
    depth: 0,
    overrideAccess: true,
  })
  if (stored.measuredAt && now - Date.parse(stored.measuredAt) < STALE_MS) return null
  return measureAndStoreAccuracy(payload, now)
}

/**
 * After each listing sync that changed something, in the sync's process: the measurement reads
 * every sale of the last three years and estimates a year of them, seconds of work on a large
 * MLS, which the site's pages never wait for.
 */
export const homeValueAfterSync: AfterListingSync = {
  name: 'home-value accuracy',
  run: measureAndStoreAccuracy,
}
