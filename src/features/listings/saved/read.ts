import { and, eq, inArray } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { payloadClient } from '@/lib/payload'

import { listingCards, type ListingCard } from '../read/listing'
import { listingDb } from '@/lib/db/listings'
import { SAVED_LIMIT } from './savedHomes'

/** The saved homes still for sale, as cards, in the order they were saved. */
export async function savedHomeCards(keys: string[]): Promise<ListingCard[]> {
  const wanted = [...new Set(keys)].slice(0, SAVED_LIMIT)
  return cachedRead(['listings', 'saved', ...wanted], [TAGS.listings], async () => {
    const db = listingDb(await payloadClient())
    const L = db.listings
    const rows: { id: number; key: string }[] = await db.drizzle
      .select({ id: L.id, key: L.ListingKey })
      .from(L)
      .where(and(inArray(L.ListingKey, wanted), eq(L.shown, true)))
    const idOf = new Map(rows.map((r) => [r.key, r.id]))
    return listingCards(
      db,
      wanted.flatMap((key) => idOf.get(key) ?? []),
    )
  })
}
