import Link from 'next/link'
import { preload } from 'react-dom'

import { JsonLd } from '@/ui/JsonLd'
import { siteUrl } from '@/lib/env'
import { agentDate } from '@/lib/timeZone'

import { estimateInputs, taxSource } from '../read/estimate'
import type { ListingPage } from '../read/listing'
import { DetailGroups, KeyFacts } from './Facts'
import { IdxAttribution } from './IdxAttribution'
import { addressLine, formatPrice, STATUS_LABEL, title } from './format'
import { GALLERY_SIZES } from './photoSizes'
import { Gallery } from './Gallery.client'
import { SAVED_PATH } from '../saved/paths'
import { SaveHome } from '../saved/SaveHome.client'
import { ListingActions } from './ListingActions.client'
import { Location, OpenHouses, PaymentEstimate, PriceHistory } from './Sections'

/** A home's own page: photos, facts, remarks, costs, open houses, history and the listing firm. */
export function ListingDetail({
  page,
  children,
  investment,
}: {
  page: ListingPage
  children?: React.ReactNode
  /** The home as an investment, which the investors' feature (above this one) renders. */
  investment?: React.ReactNode
}) {
  const { listing, photos, openHouses, history } = page
  const inputs = listing.allowEstimate ? estimateInputs(listing) : null
  const name = title(listing)
  const url = `${siteUrl()}${listing.path}`
  // The first photo is the page's largest paint: named in the document's head, so the browser
  // asks for it before it reaches the gallery in the HTML or runs any script.
  const first = photos[0]
  if (first)
    preload(first.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: GALLERY_SIZES,
      fetchPriority: 'high',
    })
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name: addressLine(listing),
          url,
          // Posted on the day it came on the market; a home coming soon has not yet.
          datePosted:
            listing.onMarketDate && listing.onMarketDate.slice(0, 10) <= agentDate(new Date())
              ? listing.onMarketDate
              : undefined,
          image: photos.slice(0, 3).map((p) => `${siteUrl()}${p.src}`),
          offers: {
            '@type': 'Offer',
            price: listing.price ?? undefined,
            priceCurrency: 'USD',
            availability:
              listing.status === 'Active'
                ? 'https://schema.org/InStock'
                : 'https://schema.org/LimitedAvailability',
          },
          address: {
            '@type': 'PostalAddress',
            streetAddress: listing.street ?? undefined,
            addressLocality: listing.city ?? undefined,
            addressRegion: listing.state ?? undefined,
            postalCode: listing.postalCode ?? undefined,
            addressCountry: 'US',
          },
        }}
      />
      {listing.demo ? (
        <p
          className="mb-6 rounded border border-accent-500 bg-accent-50 p-4 text-ink-900"
          role="note"
        >
          Demo listing: this home is sample data that shows how listings appear until the MLS feed
          is connected.
        </p>
      ) : null}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
            {STATUS_LABEL[listing.status] ?? listing.status}
          </p>
          <h1 className="mt-2 text-3xl text-ink-950 sm:text-4xl">{name}</h1>
          <p className="mt-1 text-lg text-ink-800">{addressLine(listing)}</p>
        </div>
        <p className="font-serif text-4xl text-ink-950">{formatPrice(listing.price)}</p>
      </header>

      {/* min-w-0: a wide table (the comparable leases) scrolls in its own box on a phone, where
          it used to widen its column and the whole page past the screen. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <Gallery photos={photos} label={`Photos of ${name}`} />
          <KeyFacts listing={listing} />
          {listing.remarks ? (
            <section aria-labelledby="remarks-title">
              <h2 id="remarks-title" className="text-2xl text-ink-950">
                About this home
              </h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-ink-800">
                {listing.remarks}
              </p>
            </section>
          ) : null}
          <DetailGroups listing={listing} />
          {investment}
          <OpenHouses openHouses={openHouses} icsPath={`${listing.path}/open-house.ics`} />
          <PriceHistory history={history} />
          <Location listing={listing} />
          <IdxAttribution listing={listing} />
        </div>
        <aside className="min-w-0 space-y-8">
          {children}
          {inputs ? <PaymentEstimate inputs={inputs} taxFrom={taxSource(listing)} /> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
            <SaveHome listingKey={listing.key} address={addressLine(listing)} labelled />
            <Link
              href={SAVED_PATH}
              className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
            >
              Your saved homes
            </Link>
          </div>
          <ListingActions title={name} />
        </aside>
      </div>
    </article>
  )
}
