import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getListingPage, listingsInTown } from '@/features/listings/read/listing'
import { addressLine, formatPrice, homeType, title } from '@/features/listings/page/format'
import { Gone } from '@/features/listings/page/Gone'
import { ListingDetail } from '@/features/listings/page/ListingDetail'
import { InquiryForm } from '@/features/listings/inquiry/InquiryForm.client'
import { InvestmentPanel } from '@/features/investors/panel'
import type { RawParams } from '@/features/investors/assumptions'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getListingPage((await params).slug)
  if (!page) return { title: 'Home not found' }
  const { listing, photos } = page
  if (!listing.shown) return { title: 'No longer available', robots: { index: false } }
  const description = `${homeType(listing)} for sale at ${addressLine(listing)}: ${formatPrice(listing.price)}${listing.beds ? `, ${listing.beds} bedrooms` : ''}${listing.baths ? `, ${listing.baths} bathrooms` : ''}.`
  const image = photos[0]
  return {
    title: `${title(listing)}, ${listing.city ?? 'NJ'}: ${formatPrice(listing.price)}`,
    description,
    alternates: { canonical: listing.path },
    openGraph: {
      title: addressLine(listing),
      description,
      url: listing.path,
      images: image
        ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
        : [],
    },
  }
}

/**
 * A home's page; an old address slug redirects to the current one; a home gone answers 410. A
 * lease, never a home for sale, has no page: its address answers 404 (getListingPage finds none).
 * The address may hold the investment panel's assumptions (`?rent=4200&down=20`).
 */
export default async function ListingRoute({ params, searchParams }: Props) {
  const { slug } = await params
  const page = await getListingPage(slug)
  if (!page) notFound()
  const { listing } = page
  // Next.js hands the segment decoded; the listing's own path is built encoded.
  if (`/listings/${slug}` !== decodeURIComponent(listing.path)) permanentRedirect(listing.path)
  if (!listing.shown)
    return (
      <Gone
        listing={listing}
        similar={listing.city ? await listingsInTown(listing.city, listing.key) : []}
      />
    )
  return (
    <ListingDetail
      page={page}
      investment={
        <InvestmentPanel
          listing={listing}
          address={addressLine(listing)}
          params={await searchParams}
        />
      }
    >
      <InquiryForm listingKey={listing.key} address={addressLine(listing)} />
    </ListingDetail>
  )
}
