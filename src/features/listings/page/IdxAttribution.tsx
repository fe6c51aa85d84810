import type { ListingView } from '../read/view'

/**
 * The listing firm and its phone, which IDX rules require with every listing, on its page and on
 * each card, in type no smaller than the listing data around it.
 */
export function IdxAttribution({
  listing,
}: {
  listing: Pick<ListingView, 'firmName' | 'firmPhone'>
}) {
  if (!listing.firmName) return null
  return (
    <p className="text-base text-ink-800">
      Listing courtesy of <span className="font-semibold">{listing.firmName}</span>
      {listing.firmPhone ? <>, {listing.firmPhone}</> : null}.
    </p>
  )
}
