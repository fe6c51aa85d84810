import { mapTiles } from '@/lib/mapTiles'
import { agentTime } from '@/lib/timeZone'
import type { MortgageInputs } from '@/features/mortgage/math'
import { formatLumpSum, formatMonthly } from '@/lib/money'

import { ListingMap } from '../map/ListingMap.client'
import type { MapPoint } from '../map/points'
import { calculatorLink, estimateMonthly } from '../read/estimate'
import type { HistoryView, ListingView, OpenHouseView } from '../read/view'
import { formatPrice, STATUS_LABEL } from './format'

/** The monthly payment for this home, from the mortgage calculator's own functions. */
export function PaymentEstimate({ inputs, taxFrom }: { inputs: MortgageInputs; taxFrom: string }) {
  const results = estimateMonthly(inputs)
  const rows: [string, number][] = [
    ['Principal and interest', results.principalAndInterest],
    ['Property taxes', results.propertyTaxMonthly],
    ['Home insurance', results.insuranceMonthly],
    ['Mortgage insurance (PMI)', results.pmiMonthly],
    ['HOA fees', results.hoaMonthly],
  ]
  return (
    <section
      aria-labelledby="estimate-title"
      className="rounded-lg border border-ink-900/10 bg-stone-50 p-6"
    >
      <h2 id="estimate-title" className="text-2xl text-ink-950">
        Estimated monthly payment
      </h2>
      <p className="mt-2 font-serif text-4xl text-ink-950" data-testid="estimate-total">
        {formatMonthly(results.totalMonthly)}
      </p>
      <p className="mt-2 text-sm text-ink-700">
        {inputs.downPaymentPercent}% down (
        {formatLumpSum(inputs.purchasePrice - results.loanAmount)}), {inputs.interestRate}% for{' '}
        {inputs.loanTerm} years, taxes at {inputs.propertyTaxRate}% a year ({taxFrom}), home
        insurance at {inputs.insuranceRate}% of the price a year (a typical rate).
      </p>
      <dl className="mt-4 divide-y divide-ink-900/10 text-sm text-ink-800">
        {rows
          .filter(([, amount]) => amount > 0)
          .map(([label, amount]) => (
            <div key={label} className="flex justify-between py-1.5">
              <dt>{label}</dt>
              <dd className="font-medium text-ink-950">{formatMonthly(amount)}</dd>
            </div>
          ))}
      </dl>
      <a
        href={calculatorLink(inputs)}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
      >
        Change the figures in the mortgage calculator
      </a>
    </section>
  )
}

/** Upcoming open houses, each with a calendar file to add it. */
export function OpenHouses({
  openHouses,
  icsPath,
}: {
  openHouses: OpenHouseView[]
  icsPath: string
}) {
  if (!openHouses.length) return null
  return (
    <section aria-labelledby="open-houses-title">
      <h2 id="open-houses-title" className="text-2xl text-ink-950">
        Open houses
      </h2>
      <ul className="mt-4 space-y-3">
        {openHouses.map((o) => (
          <li
            key={o.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-900/10 p-4"
          >
            <p className="font-semibold text-ink-950">
              {agentTime(o.start, { weekday: 'long', month: 'long', day: 'numeric' })},{' '}
              {agentTime(o.start, { hour: 'numeric', minute: '2-digit' })} to{' '}
              {agentTime(o.end, { hour: 'numeric', minute: '2-digit' })}
            </p>
            <a
              href={`${icsPath}?open-house=${encodeURIComponent(o.key)}`}
              className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
            >
              Add to calendar
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Price and status changes the site has seen, newest first. */
export function PriceHistory({ history }: { history: HistoryView[] }) {
  if (!history.length) return null
  const describe = (h: HistoryView) =>
    h.kind === 'listed'
      ? 'Listed'
      : h.kind === 'price'
        ? 'Price changed'
        : (STATUS_LABEL[h.status ?? ''] ?? h.status ?? 'Status changed')
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-2xl text-ink-950">
        Price and status history
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead className="text-ink-700">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="py-2 font-semibold">
              Event
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10 text-ink-900">
          {history.map((h, i) => (
            <tr key={i}>
              <td className="py-2">{agentTime(h.at, { dateStyle: 'medium' })}</td>
              <td className="py-2">{describe(h)}</td>
              <td className="py-2 text-right">{formatPrice(h.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Where the home is: a link to the map (no third-party script on this page). */
/** Where the home is: a small map on request, and the same place on OpenStreetMap. */
export function Location({ listing }: { listing: ListingView }) {
  if (listing.latitude === null || listing.longitude === null) return null
  const { latitude: lat, longitude: lon } = listing
  const home: MapPoint = {
    path: listing.path,
    lat,
    lng: lon,
    price: listing.price,
    status: listing.status,
    beds: listing.beds,
    baths: listing.baths,
    livingArea: listing.livingArea,
    street: listing.street,
    city: listing.city,
    firmName: listing.firmName,
    photo: null,
  }
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-2xl text-ink-950">
        Location
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <ListingMap home={home} settings={mapTiles()} />
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`}
          className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4"
          rel="noopener"
        >
          See the location on OpenStreetMap
        </a>
      </div>
    </section>
  )
}
