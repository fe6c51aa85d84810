import { calendarDay } from '@/lib/dates'
import { formatLumpSum } from '@/lib/money'

import type { ListingView } from '../read/view'
import { formatNumber, homeType } from './format'

type Fact = [label: string, value: string | null]

/** The key facts, in a definition list a screen reader reads as label and value. */
export function KeyFacts({ listing }: { listing: ListingView }) {
  const facts: Fact[] = [
    ['Bedrooms', listing.beds === null ? null : String(listing.beds)],
    ['Bathrooms', listing.baths === null ? null : String(listing.baths)],
    ['Living area', listing.livingArea ? `${formatNumber(listing.livingArea)} sq ft` : null],
    ['Lot', listing.lotAcres ? `${listing.lotAcres} acres` : null],
    ['Year built', listing.yearBuilt ? String(listing.yearBuilt) : null],
    ['Type', homeType(listing)],
    ['Days on market', listing.daysOnMarket === null ? null : String(listing.daysOnMarket)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-ink-900/10 bg-ink-900/10 sm:grid-cols-4">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="bg-white p-4">
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink-950">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/** Everything else the feed says that a visitor may see, in groups. */
export function DetailGroups({ listing }: { listing: ListingView }) {
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
    [
      'Listing',
      [
        ['MLS number', listing.listingId],
        [
          'On the market since',
          listing.onMarketDate ? calendarDay(listing.onMarketDate, 'long') : null,
        ],
      ],
    ],
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
