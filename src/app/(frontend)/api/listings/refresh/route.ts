import { expireTags } from '@/features/content/publish/expireTags'
import { TAGS } from '@/lib/cacheTags'
import { refreshToken } from '@/features/listings/sync/refresh'
import { measureAndStoreAccuracy } from '@/features/sellers/valuation'
import { computeAndStoreMarketFigures } from '@/features/market/store'
import { matches } from '@/lib/signature'
import { payloadClient } from '@/lib/payload'

/**
 * After a listing sync: every page that shows listings is rendered again on its next visit, and
 * (in the background) the home-value estimate is measured again on the sales the sync brought and
 * the market reports' figures are computed again, their pages rendered anew once they are stored.
 */
export async function POST(request: Request) {
  if (!matches(refreshToken(), request.headers.get('x-refresh-token')))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  expireTags([TAGS.listings])
  const payload = await payloadClient()
  void measureAndStoreAccuracy(payload).catch((error) =>
    payload.logger.error({ err: error }, 'Measuring the home-value estimate failed'),
  )
  void computeAndStoreMarketFigures(payload)
    .then(() => expireTags([TAGS.marketFigures]))
    .catch((error) => payload.logger.error({ err: error }, 'Computing the market figures failed'))
  return Response.json({ success: true })
}
