import { mapPoints } from '@/features/listings/map/points'
import { readCriteria } from '@/features/listings/search/criteria'
import { countListings } from '@/features/listings/search/query'

/**
 * The homes a search finds, as map markers: the same query string as the search page (what cannot
 * be read is left out, never an error). Fetched by the map when the visitor opens it.
 */
export async function GET(request: Request) {
  const criteria = readCriteria(new URL(request.url).searchParams)
  const [total, points] = await Promise.all([countListings(criteria), mapPoints(criteria)])
  return Response.json({ total, points }, { headers: { 'Cache-Control': 'no-store' } })
}
