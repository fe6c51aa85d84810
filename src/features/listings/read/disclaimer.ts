import { desc } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { payloadClient } from '@/lib/payload'

import { feedIsFiltered } from '../sync/config'
import { listingDb } from '@/lib/db/listings'

/**
 * The MLS's own disclaimer shape (the Garden State MLS's, which serves Sussex and Warren
 * counties): the agent edits the wording in the studio; {brokerage} and {year} are filled in.
 */
export const DEFAULT_MLS_DISCLAIMER = `The data relating to real estate for sale on this website comes in part from the Internet Data Exchange (IDX) Program of the Garden State Multiple Listing Service, L.L.C. Real estate listings held by brokerage firms other than {brokerage} are marked as IDX listings and show the name of the listing firm.

Information deemed reliable but not guaranteed. Copyright © {year} Garden State Multiple Listing Service, L.L.C. All rights reserved.

IDX information is provided exclusively for consumers' personal, non-commercial use and may not be used for any purpose other than to identify prospective properties consumers may be interested in purchasing.`

/** IDX rules: a site that leaves listings out by objective criteria says so in these words. */
export const SOME_EXCLUDED = 'Some IDX listings have been excluded from this website.'

/**
 * The disclaimer's paragraphs, with the brokerage and the year filled in; when the feed is
 * narrowed by the agent's own filter (RESO_FILTER: counties, property classes), the sentence
 * that says some listings are left out follows.
 */
export function disclaimerParagraphs(
  text: string | null | undefined,
  brokerage: string,
  year: number,
  { filtered = feedIsFiltered() }: { filtered?: boolean } = {},
) {
  const paragraphs = (text?.trim() || DEFAULT_MLS_DISCLAIMER)
    .replaceAll('{brokerage}', brokerage)
    .replaceAll('{year}', String(year))
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return filtered && !paragraphs.some((p) => p.includes(SOME_EXCLUDED))
    ? [...paragraphs, SOME_EXCLUDED]
    : paragraphs
}

/**
 * When the listing data shown was last brought up to date: the last successful sync of the feed,
 * or, for the demo inventory, when it was stored. Null when there are no listings at all.
 */
export const listingDataUpdatedAt = () =>
  cachedRead(['listings', 'updated-at'], [TAGS.listings], async (): Promise<string | null> => {
    const payload = await payloadClient()
    const { drizzle: db, feed: F, listings: L } = listingDb(payload)
    const [feed] = await db.select({ at: F.lastSuccessAt }).from(F).limit(1)
    if (feed?.at) return new Date(feed.at).toISOString()
    const [newest] = await db
      .select({ at: L.updatedAt })
      .from(L)
      .orderBy(desc(L.updatedAt))
      .limit(1)
    return newest?.at ? new Date(newest.at).toISOString() : null
  })
