import Link from 'next/link'

import type { ListingCard } from '../read/listing'
import { HomeCard } from './HomeCard'
import type { ListingView } from '../read/view'
import { addressLine, homeType } from './format'

/** The page of a listing that left public view: what happened, and similar homes in its town. */
export function Gone({ listing, similar }: { listing: ListingView; similar: ListingCard[] }) {
  const town = listing.city ?? 'this area'
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="gone-title">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
        {listing.status === 'Closed' ? 'Sold' : 'Off the market'}
      </p>
      <h1 id="gone-title" className="mt-2 text-3xl text-ink-950 sm:text-4xl">
        This home is no longer available
      </h1>
      <p className="mt-3 text-lg text-ink-800">
        {homeType(listing)} at {addressLine(listing)} is not for sale on this site any more.
      </p>
      {similar.length ? (
        <>
          <h2 className="mt-12 text-2xl text-ink-950">Similar homes in {town}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {similar.map((home) => (
              <li key={home.key}>
                <HomeCard home={home} sizes="(min-width: 640px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-10">
        <Link
          href="/listings/search"
          className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
        >
          Search all homes for sale
        </Link>
      </p>
    </section>
  )
}
