import { type NextRequest, NextResponse } from 'next/server'

import { TAGS } from '@/lib/cacheTags'
import { localOrigin } from '@/lib/localOrigin'
import { onExpired } from '@/lib/pageTags'

/**
 * A listing that left public view keeps its page (what happened, similar homes), answered with
 * 410 Gone so that search engines drop it. Pages cannot set their status, so this asks the site
 * whether the listing is gone (a cached lookup, remembered here for a minute) and sets it.
 */
const known = new Map<string, { gone: boolean; until: number }>()
// Forgotten with the pages and reads it came from: a sync that takes a home off (or brings it
// back) changes its status at once, and the minute's expiry of everything (edits made outside
// the studio and the feed) covers this too, instead of adding a minute of its own.
onExpired((tags) => {
  if (tags.includes(TAGS.listings) || tags.includes(TAGS.everything)) known.clear()
})

/** The path's segment as the page reads it (decoded), or undefined for a broken escape. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

export async function proxy(request: NextRequest) {
  const segment = decoded(request.nextUrl.pathname.split('/')[2] ?? '')
  if (!segment || segment === 'search' || segment === 'in' || !segment.includes('-'))
    return NextResponse.next()
  const now = Date.now()
  let entry = known.get(segment)
  if (!entry || entry.until < now) {
    try {
      const reply = await fetch(
        `${localOrigin(request.nextUrl.port || undefined)}/api/listings/state?segment=${encodeURIComponent(segment)}`,
        { signal: AbortSignal.timeout(2000) },
      )
      const { state } = (await reply.json()) as { state?: string }
      entry = { gone: state === 'gone', until: now + 60_000 }
    } catch (error) {
      // The page itself still says the home is gone; only its status is lost, so say why.
      console.warn(`Could not tell whether listing ${segment} is gone: ${String(error)}`)
      return NextResponse.next()
    }
    if (known.size > 5000) known.clear()
    known.set(segment, entry)
  }
  return entry.gone ? NextResponse.next({ status: 410 }) : NextResponse.next()
}

export const config = { matcher: '/listings/:segment' }
