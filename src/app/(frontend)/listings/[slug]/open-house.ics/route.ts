import { openHouseCalendar } from '@/features/listings/page/calendar'
import { getListingPage } from '@/features/listings/read/listing'
import { siteUrl } from '@/lib/env'

/** An open house as a calendar file (?open-house=<key>), for "Add to calendar". */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const page = await getListingPage((await params).slug)
  const key = new URL(request.url).searchParams.get('open-house')
  const openHouse = page?.listing.shown ? page.openHouses.find((o) => o.key === key) : undefined
  if (!page || !openHouse)
    return Response.json(
      { error: 'This open house is not on the calendar any more.' },
      { status: 404 },
    )
  return new Response(openHouseCalendar(page.listing, openHouse, siteUrl()), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="open-house.ics"',
    },
  })
}
