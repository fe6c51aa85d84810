import fs from 'node:fs/promises'
import path from 'node:path'

import { and, eq, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { photosDir } from '../photos/files'
import { feedConfig } from '../sync/config'
import { listingDb } from '@/lib/db/listings'
import { writeVariants } from '../sync/photos'
import { storePage } from '../sync/store'
import { demoClosedSales } from './closedSales'
import { demoLeases } from './leases'
import { demoListings } from './demoListings'

/** Saturday and Sunday of the coming weekend, 1 to 3 pm local time, as UTC instants. */
function nextWeekend(now: Date): [Date, Date][] {
  const saturday = new Date(now)
  saturday.setUTCDate(now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7))
  return [0, 1].map((offset) => {
    const start = new Date(saturday)
    start.setUTCDate(saturday.getUTCDate() + offset)
    start.setUTCHours(18, 0, 0, 0) // 1 pm in New Jersey in winter; 2 pm in summer
    return [start, new Date(start.getTime() + 2 * 60 * 60 * 1000)]
  })
}

/**
 * With no MLS feed configured, fills an empty listing store with the demo inventory, homes for
 * sale, the closed sales of the last two years and the leases (never shown; the comparables of
 * the investment figures' rents), all marked as demo data (the first real sync removes it). Its photos come from the committed artwork, stored as the same webp variants as a
 * feed's photos. Runs once: never over listings already there. Returns how many of each it stored.
 */
export async function seedDemoListings(
  payload: Payload,
  now = new Date(),
): Promise<{ forSale: number; sold: number; leases: number }> {
  const none = { forSale: 0, sold: 0, leases: 0 }
  if (feedConfig()) return none
  const db = listingDb(payload)
  const [row] = await db.drizzle.select({ count: sql<number>`count(*)` }).from(db.listings)
  if (Number(row?.count) > 0) return none
  const records = demoListings(now)
  const sold = demoClosedSales(now)
  const leases = demoLeases(now)
  await storePage(db, [...records, ...sold, ...leases], null, { demo: true })

  const dir = photosDir()
  await fs.mkdir(dir, { recursive: true })
  const P = db.photos
  const urls = [
    ...new Set(records.flatMap((r) => (r.Media as { MediaURL: string }[]).map((m) => m.MediaURL))),
  ]
  for (const url of urls) {
    const stem = `demo-${path.basename(url, '.webp')}`
    const stored = await writeVariants(path.join(process.cwd(), 'public', url), stem, dir, {
      reuse: true,
    })
    await db.drizzle
      .update(P)
      .set({ file: stem, ...stored, fetchedFor: sql`${P.version}` })
      .where(eq(P.MediaURL, url))
  }

  const L = db.listings
  const shown: { id: number }[] = await db.drizzle
    .select({ id: L.id })
    .from(L)
    .where(and(eq(L.StandardStatus, 'Active'), eq(L.shown, true)))
    .orderBy(L.ListingKey)
    .limit(60)
  const stamp = now.toISOString()
  const openHouses = shown
    .filter((_, i) => i % 7 === 3)
    .flatMap(({ id }, i) =>
      nextWeekend(now)
        .filter((_, day) => day === i % 2 || i % 3 === 0)
        .map(([start, end]) => ({
          listing: id,
          OpenHouseKey: `demo-oh-${id}-${start.getUTCDay()}`,
          OpenHouseStartTime: start.toISOString(),
          OpenHouseEndTime: end.toISOString(),
          OpenHouseStatus: 'Active',
          OpenHouseType: 'Public',
          updatedAt: stamp,
          createdAt: stamp,
        })),
    )
  if (openHouses.length) await db.drizzle.insert(db.openHouses).values(openHouses)
  return { forSale: records.length, sold: sold.length, leases: leases.length }
}
