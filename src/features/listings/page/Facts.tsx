import { calendarDay } from '@/lib/dates'
import { formatLumpSum } from '@/lib/money'
import { agentDate } from '@/lib/timeZone'

import type { ListingView } from '../read/view'
import { formatNumber, homeType } from './format'

type Fact = [label: string, value: string | null]

/** How many of four columns the last fact spans, by how many its row leaves empty. */
const WIDE_SPAN = ['sm:col-span-1', 'sm:col-span-2', 'sm:col-span-3', 'sm:col-span-4']

/** A home announced as coming soon has not been on the market: it shows no days on it. */
const comingSoon = (listing: ListingView) => listing.status === 'ComingSoon'

/** "On the market since …", or for a home coming soon, the day it is expected (if still ahead). */
function onMarketFact(listing: ListingView, now: Date): Fact {
  const day = listing.onMarketDate?.slice(0, 10) ?? null
  if (!comingSoon(listing)) return ['On the market since', day ? calendarDay(day, 'long') : null]
  return ['Expected on the market', day && day > agentDate(now) ? calendarDay(day, 'long') : null]
}

/** The key facts, in a definition list a screen reader reads as label and value. */
export function KeyFacts({ listing }: { listing: ListingView }) {
  const facts: Fact[] = [
    ['Bedrooms', listing.beds === null ? null : String(listing.beds)],
    ['Bathrooms', listing.baths === null ? null : String(listing.baths)],
    ['Living area', listing.livingArea ? `${formatNumber(listing.livingArea)} sq ft` : null],
    ['Lot', listing.lotAcres ? `${listing.lotAcres} acres` : null],
    ['Year built', listing.yearBuilt ? String(listing.yearBuilt) : null],
    ['Type', homeType(listing)],
    [
      'Days on market',
      comingSoon(listing) || listing.daysOnMarket === null ? null : String(listing.daysOnMarket),
    ],
  ]
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null)
  // The last fact fills its row (two columns, four on wider screens), so no empty grey cell shows.
  const last = [shown.length % 2 ? 'col-span-2' : '', WIDE_SPAN[(4 - (shown.length % 4)) % 4]]
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-ink-900/10 bg-ink-900/10 sm:grid-cols-4">
      {shown.map(([label, value], i) => (
        <div key={label} className={`bg-white p-4 ${i === shown.length - 1 ? last.join(' ') : ''}`}>
          <dt className="text-sm text-ink-700">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-950">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Everything else the feed says that a visitor may see, in groups. */
export function DetailGroups({ listing, now = new Date() }: { listing: ListingView; now?: Date }) {
  const usd = (n: number | null) => (n === null ? null : formatLumpSum(n))
  const groups: [string, Fact[]][] = [
    [
      'Costs',
      [
        ['Annual property taxes', usd(listing.taxAnnualAmount)],
        [
          'HOA fee',
          listing.associationFee
            ? `${usd(listing.associationFee)}${listing.associationFeeFrequency ? ` (${listing.associationFeeFrequency.toLowerCase()})` : ''}`
            : null,
        ],
      ],
    ],
    [
      'Utilities',
      [
        ['Water', listing.waterSource],
        ['Sewer', listing.sewer],
      ],
    ],
    [
      'Area and schools',
      [
        ['County', listing.county ? `${listing.county} County` : null],
        ['Elementary school', listing.elementarySchool],
        ['High school district', listing.highSchoolDistrict],
      ],
    ],
    ['Listing', [['MLS number', listing.listingId], onMarketFact(listing, now)]],
  ]
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      {groups.map(([heading, facts]) => {
        const shown = facts.filter((f): f is [string, string] => f[1] !== null)
        if (!shown.length) return null
        return (
          <section key={heading} aria-labelledby={`details-${heading}`}>
            <h3 id={`details-${heading}`} className="text-xl text-ink-950">
              {heading}
            </h3>
            <dl className="mt-3 divide-y divide-ink-900/10 text-ink-800">
              {shown.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt>{label}</dt>
                  <dd className="text-right font-medium text-ink-950">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )
      })}
    </div>
  )
}
