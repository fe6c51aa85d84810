import Link from 'next/link'
import { TONE_ON_LIGHT } from '@/features/content/sections/trend/trend'
import { NeutralMark, TrendArrow } from '@/features/content/sections/trend/TrendMarks'
import type { NeighborhoodMarket } from '@/features/content/sections/NeighborhoodMarkets/logic'
import { exploreHref, marketOverviewFigures, neighborhoodTrend } from './logic'
import { HeadedSection } from '@/features/content/sections/HeadedSection'
import { SourceNotes } from '@/features/content/sections/SourceNotes'

export type NeighborhoodMarketsProps = {
  areaName: string
  neighborhoods: NeighborhoodMarket[]
  title?: string | null
  subtitle?: string | null
  id?: string
  /** What the cards count, or why the typed ones are shown. */
  sources?: string[]
}

/** A market card per neighbourhood and an area-wide summary. */
export function NeighborhoodMarkets({
  areaName,
  neighborhoods,
  title,
  subtitle,
  id,
  sources,
}: NeighborhoodMarketsProps) {
  const figures = marketOverviewFigures(neighborhoods)
  const summary = [
    { label: 'Active Neighborhoods', value: String(figures.activeNeighborhoods) },
    { label: 'Avg Area Price', value: figures.avgAreaPrice ?? 'N/A' },
    { label: 'Avg Days Listed', value: figures.avgDaysListed?.toString() ?? 'N/A' },
    { label: 'Total Monthly Sales', value: figures.totalMonthlySales.toLocaleString('en-US') },
  ]
  return (
    <HeadedSection
      id={id}
      tone="white"
      title={title || `${areaName} Neighborhood Markets`}
      subtitle={subtitle || `Prices, pace and sales across the neighborhoods of ${areaName}`}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {neighborhoods.map((market) => (
          <li key={market.name} className="flex">
            <NeighborhoodCard market={market} areaName={areaName} />
          </li>
        ))}
      </ul>
      <div className="on-dark mt-12 rounded-lg bg-ink-950 p-6 text-white sm:p-10">
        <h3 className="text-2xl">Market Overview</h3>
        <dl className="mt-6 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {summary.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm tracking-wide text-white/80 uppercase">{figure.label}</dt>
              <dd className="font-serif text-3xl text-accent-300">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <SourceNotes notes={sources} />
    </HeadedSection>
  )
}

function NeighborhoodCard({ market, areaName }: { market: NeighborhoodMarket; areaName: string }) {
  const trend = neighborhoodTrend(market.priceTrend)
  const facts = [
    { label: 'Avg Price', value: market.avgPrice },
    { label: 'Days on Market', value: market.daysOnMarket.toLocaleString('en-US') },
    { label: 'Price Range', value: market.priceRange },
    { label: 'Monthly Sales', value: market.salesVolume.toLocaleString('en-US') },
  ]
  return (
    <div className="flex w-full flex-col rounded-lg border border-ink-900/10 bg-stone-50 p-6">
      <div className="flex items-start justify-between gap-4">
        <h3 className="text-2xl text-ink-950">{market.name}</h3>
        <p
          className={`mt-1 inline-flex shrink-0 items-center gap-1 text-sm font-semibold ${TONE_ON_LIGHT[trend.tone]}`}
        >
          {trend.arrow ? <TrendArrow direction={trend.arrow} /> : <NeutralMark />}
          <span className="sr-only">Price trend: </span>
          {trend.label}
        </p>
      </div>
      {market.highlight ? (
        <p className="mt-3 self-start rounded-full bg-ink-950 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase">
          {market.highlight}
        </p>
      ) : null}
      <p className="mt-4 leading-relaxed text-ink-800">{market.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-ink-900/10 pt-5">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-semibold text-ink-950">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-6">
        <Link
          href={exploreHref(areaName)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          Explore Properties<span className="sr-only"> in {market.name}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  )
}
