import { getListingPage } from '@/features/listings/read/listing'

/**
 * Whether a listing page's segment names a shown listing, one that left public view, or none:
 * asked by the proxy, which gives a gone listing's page its 410 status. `segment` is the path's
 * segment decoded, as the page itself reads it.
 */
export async function GET(request: Request) {
  const segment = new URL(request.url).searchParams.get('segment') ?? ''
  if (!segment || segment.length > 300) return Response.json({ state: 'missing' })
  const page = await getListingPage(segment)
  return Response.json({ state: !page ? 'missing' : page.listing.shown ? 'shown' : 'gone' })
}
