import { inArray } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { FeedConfig } from './config'
import { listingDb, proposed } from '@/lib/db/listings'
import { chunks } from './chunks'
import { replicationQuery } from './query'
import { asDate, asText, type ResoRecord } from './record'
import { FeedError, type ResoClient } from './resoClient'

type Page = { value?: ResoRecord[]; '@odata.nextLink'?: string }

/** Date and time of an open house: the start and end timestamps, else the date alone. */
const when = (record: ResoRecord, name: 'OpenHouseStartTime' | 'OpenHouseEndTime') =>
  asDate(record[name]) ?? asDate(record.OpenHouseDate)

/**
 * Open houses modified since their own watermark, filed under the listings we hold (one for a
 * listing we do not hold is skipped). A feed without the OpenHouse resource (404) has none.
 */
export async function replicateOpenHouses(
  payload: Payload,
  client: ResoClient,
  config: FeedConfig,
  since: string | null,
): Promise<number> {
  const db = listingDb(payload)
  let next: string | undefined = replicationQuery(config, 'OpenHouse', since, { top: 1000 })
  let stored = 0
  while (next) {
    let page: Page
    try {
      page = await client.get<Page>(next)
    } catch (error) {
      if (error instanceof FeedError && (error.status === 404 || error.status === 400))
        return stored
      throw error
    }
    const records = page.value ?? []
    const keys = [
      ...new Set(records.map((r) => asText(r.ListingKey)).filter((k): k is string => !!k)),
    ]
    const ids = new Map<string, number>()
    for (const batch of chunks(keys, 500)) {
      const L = db.listings
      const found: { id: number; ListingKey: string }[] = await db.drizzle
        .select({ id: L.id, ListingKey: L.ListingKey })
        .from(L)
        .where(inArray(L.ListingKey, batch))
      for (const row of found) ids.set(row.ListingKey, row.id)
    }
    const now = new Date().toISOString()
    const rows = records.flatMap((record) => {
      const listing = ids.get(asText(record.ListingKey) ?? '')
      const key = asText(record.OpenHouseKey)
      const start = when(record, 'OpenHouseStartTime')
      if (!listing || !key || !start) return []
      return [
        {
          listing,
          OpenHouseKey: key,
          OpenHouseStartTime: start,
          OpenHouseEndTime: when(record, 'OpenHouseEndTime') ?? start,
          OpenHouseStatus: asText(record.OpenHouseStatus),
          OpenHouseType: asText(record.OpenHouseType),
          OpenHouseRemarks: asText(record.OpenHouseRemarks),
          updatedAt: now,
          createdAt: now,
        },
      ]
    })
    const last = records.at(-1)
    const O = db.openHouses
    await db.drizzle.transaction(async (tx) => {
      for (const batch of chunks(rows, 200)) {
        await tx
          .insert(O)
          .values(batch)
          .onConflictDoUpdate({
            target: O.OpenHouseKey,
            set: proposed(O, [
              'OpenHouseStartTime',
              'OpenHouseEndTime',
              'OpenHouseStatus',
              'OpenHouseType',
              'OpenHouseRemarks',
            ]),
          })
      }
      if (typeof last?.ModificationTimestamp === 'string')
        await tx.update(db.feed).set({ openHouseWatermark: last.ModificationTimestamp })
    })
    stored += rows.length
    next = page['@odata.nextLink']
  }
  return stored
}
