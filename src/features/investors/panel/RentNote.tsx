import { formatLumpSum } from '@/lib/money'

import { LEASE_MONTHS, MIN_LEASES, type RentGroup } from '../rent'
import { formatDay } from './figures'
import { REPORTED_FIELD, type PanelRent } from './rent'

/** The note names where the starting rent comes from; the figures may be on the visitor's own. */
const YOURS_TAKES_ITS_PLACE = 'The figures start from it; a rent you enter below takes its place.'

const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

function Comparables({ group, index }: { group: RentGroup; index: number }) {
  const bedrooms = group.beds === 1 ? '1 bedroom' : `${group.beds || 'no'} bedrooms`
  const what =
    group.units > 1 ? `its ${group.units} units of ${bedrooms}` : `this home of ${bedrooms}`
  return (
    <table className="mt-3 w-full text-left text-sm text-ink-800">
      <caption className="text-left font-semibold text-ink-900">
        Leases like {what}: {formatLumpSum(group.rent)} a month each (from{' '}
        {formatLumpSum(group.low)} to {formatLumpSum(group.high)}
        {group.radius
          ? `, within ${group.radius} ${group.radius === 1 ? 'mile' : 'miles'}`
          : ', in the same area'}
        )
      </caption>
      <thead>
        <tr className="border-b border-ink-900/20">
          {['Address', 'Town', 'Beds', 'Rent', 'Rent is', 'Date', 'Distance'].map((h) => (
            <th key={h} scope="col" className="py-2 pr-3 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-900/10">
        {group.comparables.map((c) => (
          <tr key={`${index}-${c.key}`}>
            <td className="py-1.5 pr-3">{c.street ?? 'Address withheld'}</td>
            <td className="py-1.5 pr-3">{c.city ?? '—'}</td>
            <td className="py-1.5 pr-3">{c.beds}</td>
            <td className="py-1.5 pr-3 tabular-nums">{formatLumpSum(c.rent)}</td>
            <td className="py-1.5 pr-3">{c.closed ? 'Closed' : 'Asking'}</td>
            <td className="py-1.5 pr-3">{formatDay(c.date)}</td>
            <td className="py-1.5 pr-3">
              {c.miles === null ? 'Same area' : `${miles.format(c.miles)} mi`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Where the panel's rent comes from, in words: the listing, comparable leases, or nothing. */
export function RentNote({ rent }: { rent: PanelRent }) {
  if (rent.kind === 'listing')
    return (
      <p className="text-ink-800" data-testid="investment-rent-note">
        Rent: {formatLumpSum(rent.monthly)} a month, as reported by the listing (its{' '}
        {REPORTED_FIELD[rent.from]}). {YOURS_TAKES_ITS_PLACE}
      </p>
    )
  if (rent.kind === 'leases')
    return (
      <div data-testid="investment-rent-note">
        <p className="text-ink-800">
          Rent: about {formatLumpSum(rent.monthly)} a month, estimated from comparable leases (from{' '}
          {formatLumpSum(rent.low)} to {formatLumpSum(rent.high)}). The listing states no rent.{' '}
          {YOURS_TAKES_ITS_PLACE}
        </p>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Comparable leases">
          {rent.groups.map((group, index) => (
            <Comparables key={index} group={group} index={index} />
          ))}
        </div>
      </div>
    )
  return (
    <p className="text-ink-800" data-testid="investment-rent-note">
      {rent.reason === 'withheld'
        ? 'The seller does not allow automated estimates beside this listing, so there is no rent estimate from leases here, and the listing states no rent.'
        : `Not enough leases nearby to estimate the rent. ${tooFew(rent)}`}{' '}
      Enter the rent you expect, and the figures show.
    </p>
  )
}

/** How many leases the search found, against how many an estimate needs. */
function tooFew({ beds, found }: { beds: number | null; found: number }): string {
  if (beds === null) return 'The listing gives no bedroom count to compare leases by.'
  const size = beds === 0 ? 'studios' : `${beds} ${beds === 1 ? 'bedroom' : 'bedrooms'}`
  const count = found === 0 ? 'no' : `only ${found}`
  return `We found ${count} ${found === 1 ? 'lease' : 'leases'} of ${size} nearby in the last ${LEASE_MONTHS} months; an estimate needs at least ${MIN_LEASES}.`
}
