import Link from 'next/link'

import { agentDate } from '@/lib/timeZone'

import type { ListingCard } from '../read/listing'
import { SaveHome } from '../saved/SaveHome.client'
import { IdxAttribution } from './IdxAttribution'
import { addressLine, formatNumber, formatPrice, homeType, STATUS_LABEL } from './format'

const NEW_DAYS = 7

/**
 * The badges a card wears: "New" in its first week on the market (New Jersey calendar days, the
 * feed giving the day only; not before its day, as for a home coming soon), "Price reduced" below
 * its first price.
 */
export function badgesOf(home: ListingCard, now: Date = new Date()): string[] {
  const badges: string[] = []
  const listed = home.onMarketDate?.slice(0, 10)
  if (listed && listed >= agentDate(now, -NEW_DAYS) && listed <= agentDate(now)) badges.push('New')
  if (home.price !== null && home.originalPrice !== null && home.price < home.originalPrice)
    badges.push('Price reduced')
  return badges
}

/** "3 beds · 2 baths · 1,850 sq ft", or the lot for land. */
export function sizeLine(home: ListingCard): string {
  const parts: string[] = []
  if (home.beds !== null) parts.push(`${home.beds} ${home.beds === 1 ? 'bed' : 'beds'}`)
  if (home.baths !== null) parts.push(`${home.baths} ${home.baths === 1 ? 'bath' : 'baths'}`)
  if (home.livingArea) parts.push(`${formatNumber(home.livingArea)} sq ft`)
  if (home.lotAcres)
    parts.push(`${formatNumber(home.lotAcres)} ${home.lotAcres === 1 ? 'acre' : 'acres'}`)
  return parts.join(' · ')
}

/**
 * A home in a list of homes: its first photo, price, size, address (the link to its page),
 * status and badges, and the listing firm that IDX rules require on every card. `action` holds
 * a control of the card's own, such as the favourite button.
 */
export function HomeCard({
  home,
  layout = 'grid',
  headingLevel = 3,
  action,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  photo = 'lazy',
}: {
  home: ListingCard
  layout?: 'grid' | 'list'
  headingLevel?: 2 | 3
  action?: React.ReactNode
  sizes?: string
  /**
   * How the photo loads: 'lazy' (below the first screen), 'eager' (in it), or 'first' (eager
   * and fetched before other images: the first card of a list is the page's largest paint).
   */
  photo?: 'lazy' | 'eager' | 'first'
}) {
  const Heading = `h${headingLevel}` as const
  const badges = badgesOf(home)
  const status = home.status === 'Active' ? null : (STATUS_LABEL[home.status] ?? home.status)
  return (
    <article
      className={`relative flex overflow-hidden rounded-lg border border-ink-900/10 bg-white ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div className={`relative bg-stone-100 ${layout === 'list' ? 'sm:w-72 sm:shrink-0' : ''}`}>
        {home.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own webp variants, with srcset
          <img
            src={home.photo.src}
            srcSet={home.photo.srcSet}
            sizes={layout === 'list' ? '(min-width: 640px) 18rem, 100vw' : sizes}
            width={home.photo.width}
            height={home.photo.height}
            alt={home.photo.alt}
            loading={photo === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photo === 'first' ? 'high' : 'auto'}
            className="aspect-[3/2] h-full w-full object-cover"
          />
        ) : (
          <div className="grid aspect-[3/2] place-items-center text-ink-700">No photo yet</div>
        )}
        <div className="absolute top-2 right-2 z-10">
          <SaveHome listingKey={home.key} address={addressLine(home)} />
        </div>
        {status || badges.length ? (
          <ul className="absolute top-3 left-3 flex flex-wrap gap-2" aria-label="Status">
            {[status, ...badges].filter(Boolean).map((label) => (
              <li
                key={label}
                className="rounded bg-ink-950/85 px-2 py-1 text-sm font-semibold text-white"
              >
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="font-serif text-2xl text-ink-950">{formatPrice(home.price)}</p>
        <p className="text-base text-ink-800">{sizeLine(home) || homeType(home)}</p>
        <Heading className="text-base font-semibold">
          {/* The whole card is the link's target area; the address is its name. */}
          <Link
            href={home.path}
            className="text-accent-700 underline underline-offset-4 after:absolute after:inset-0 after:content-[''] after:rounded-lg focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-accent-700"
          >
            {addressLine(home)}
          </Link>
        </Heading>
        <p className="text-sm text-ink-700">{homeType(home)}</p>
        <div className="mt-auto pt-2">
          <IdxAttribution listing={home} />
        </div>
        {action ? <div className="relative z-10 mt-2">{action}</div> : null}
      </div>
    </article>
  )
}
