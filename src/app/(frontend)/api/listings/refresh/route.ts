import { expireTags } from '@/features/content/publish/expireTags'
import { TAGS } from '@/lib/cacheTags'
import { refreshToken } from '@/features/listings/sync/refresh'
import { matches } from '@/lib/signature'

/**
 * After a listing sync (and the work it does after it, the market figures among it): every page
 * that shows listings or the market figures is rendered again on its next visit.
 */
export async function POST(request: Request) {
  if (!matches(refreshToken(), request.headers.get('x-refresh-token')))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  expireTags([TAGS.listings, TAGS.marketFigures])
  return Response.json({ success: true })
}
