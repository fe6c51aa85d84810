import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { FeedConfig } from '../../src/features/listings/sync/config'
import { listingDb } from '@/lib/db/listings'
import { ResoServer } from './resoServer'

/** A feed listing as the MLS would send it, numbered; `fields` change or add to it. */
export const listing = (n: number, fields: Record<string, unknown> = {}) => ({
  ListingId: `GS${100 + n}`,
  StandardStatus: 'Active',
  ListPrice: 400_000 + n * 1000,
  UnparsedAddress: `${n} Lake Shore Dr, Andover, NJ 07821`,
  City: 'Andover',
  PostalCode: '07821',
  CountyOrParish: 'Sussex',
  StateOrProvince: 'NJ',
  BedroomsTotal: 3,
  PublicRemarks: 'A colonial by the lake.',
  ListOfficeName: 'Lakeside Realty',
  ListOfficePhone: '973-555-0100',
  ...fields,
})

/**
 * The real listing sync's test bed: a real SQLite file (or the empty PostgreSQL database of
 * TEST_DATABASE_URL), a RESO Web API server on loopback, and readers of what the sync stored.
 * Call it at the top of a test file, before the app is loaded.
 */
export function syncTestBed(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
  process.env.PAYLOAD_SECRET = `${name}-secret`
  process.env.LISTING_PHOTOS_DIR = path.join(dir, 'photos')

  const bed = {
    /** The test's own folder: the SQLite file and the photo copies. */
    dir,
    payload: undefined as unknown as Payload,
    feed: undefined as unknown as ResoServer,

    /** How the sync reaches the loopback feed: OAuth2 client credentials, 50 requests a second. */
    config: (): FeedConfig => ({
      root: bed.feed.url,
      auth: {
        kind: 'client-credentials',
        tokenUrl: `${bed.feed.url}/token`,
        clientId: 'site',
        clientSecret: 'secret',
      },
      requestsPerSecond: 50,
    }),

    /** A new feed (the old one stopped), an empty store and a feed never synced. */
    async fresh(options: ConstructorParameters<typeof ResoServer>[0] = { pageSize: 3 }) {
      await bed.feed?.stop()
      bed.feed = await new ResoServer(options).start()
      const db = listingDb(bed.payload)
      for (const table of [db.photos, db.openHouses, db.history, db.listings])
        await db.drizzle.delete(table)
      await bed.payload.updateGlobal({
        slug: 'listing-feed',
        data: {
          watermarkTimestamp: null,
          watermarkKey: null,
          openHouseWatermark: null,
          lastReconcileAt: null,
        },
      })
    },

    rows: async (where: Record<string, unknown> = {}) =>
      (
        await bed.payload.find({
          collection: 'listings',
          where: where as never,
          limit: 500,
          sort: 'ListingKey',
        })
      ).docs,

    async historyOf(key: string) {
      const [doc] = await bed.rows({ ListingKey: { equals: key } })
      const where = { listing: { equals: doc!.id } }
      return (await bed.payload.find({ collection: 'listing-history', where, sort: 'at' })).docs
    },
    async photosOf(key: string) {
      const [doc] = await bed.rows({ ListingKey: { equals: key } })
      const where = { listing: { equals: doc!.id } }
      return (await bed.payload.find({ collection: 'listing-photos', where, sort: 'Order' })).docs
    },
  }

  beforeAll(async () => {
    bed.payload = await (await import('../../src/lib/payload')).payloadClient()
  })
  afterAll(async () => {
    await bed.feed?.stop()
    await (await import('../../src/features/leads/delivery/queue')).stopLeadDeliveries()
    await bed.payload?.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return bed
}
