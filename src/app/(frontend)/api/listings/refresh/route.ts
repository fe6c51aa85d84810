import { expireTags } from '@/features/content/publish/expireTags'
import { TAGS } from '@/lib/cacheTags'
import { refreshToken } from '@/features/listings/sync/refresh'
import { measureAndStoreAccuracy } from '@/features/sellers/valuation'
import { computeAndStoreMarketFigures } from '@/features/market/store'
import { matches } from '@/lib/signature'
import { payloadClient } from '@/lib/payload'

/**
 * After a listing sync: every page that shows listings is rendered again on its next visit; then,
 * in the background and one after the other, the market reports' figures are computed again
 * (their pages rendered anew once they are stored) and the home-value estimate is measured again
 * on the sales the sync brought. One after the other, because both run on this process's one
 * thread: the figures take milliseconds and go first, so the measurement's seconds of work never
 * hold back the report pages.
 */
export async function POST(request: Request) {
  if (!matches(refreshToken(), request.headers.get('x-refresh-token')))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  expireTags([TAGS.listings])
  const payload = await payloadClient()
  void computeAndStoreMarketFigures(payload)
    .then(() => expireTags([TAGS.marketFigures]))
    .catch((error) => payload.logger.error({ err: error }, 'Computing the market figures failed'))
    .then(() => measureAndStoreAccuracy(payload))
    .catch((error) =>
      payload.logger.error({ err: error }, 'Measuring the home-value estimate failed'),
    )
  return Response.json({ success: true })
}
