import { expireTags } from '@/features/content/publish/expireTags'
import { computeAndStoreMarketFigures } from '@/features/market/store'
import { TAGS } from '@/lib/cacheTags'
import { refreshToken } from '@/features/listings/sync/refresh'
import { matches } from '@/lib/signature'
import { payloadClient } from '@/lib/payload'

/**
 * After a listing sync: every page that shows listings is rendered again on its next visit; then,
 * in the background, the market reports' figures are computed again (milliseconds) and their
 * pages rendered anew once they are stored. (The home-value accuracy, seconds of work, is measured
 * in the sync's own process.)
 */
export async function POST(request: Request) {
  if (!matches(refreshToken(), request.headers.get('x-refresh-token')))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  expireTags([TAGS.listings])
  const payload = await payloadClient()
  void computeAndStoreMarketFigures(payload)
    .then(() => expireTags([TAGS.marketFigures]))
    .catch((error) => payload.logger.error({ err: error }, 'Computing the market figures failed'))
  return Response.json({ success: true })
}
