import Link from 'next/link'

import { heroTrend } from '@/features/content/sections/MarketReportHero/logic'
import type { MarketHeroProps } from '@/features/content/sections/MarketReportHero/logic'
import { SourceNotes } from '@/features/content/sections/SourceNotes'
import type { MarketReport } from '@/payload-types'

/**
 * A community page's glimpse of its market report (the figures its hero shows, with what they
 * count), linking to it and to the area's homes for sale.
 */
export function MarketSnapshot({
  report,
  hero,
  sources,
  homes,
}: {
  report: MarketReport
  hero: MarketHeroProps
  sources: string[]
  /**
   * The area's page of homes for sale, when it has any. (No count beside it: that page counts
   * homes under contract too, the inventory above only those still for sale.)
   */
  homes?: { path: string } | null
}) {
  const facts = [
    { label: 'Median price', value: hero.medianPrice },
    { label: 'Change', value: hero.priceChange },
    { label: 'Days on market', value: `${hero.daysOnMarket} days avg` },
    { label: 'Inventory', value: `${hero.inventory} months` },
  ]
  return (
    <section aria-labelledby="market-snapshot" className="bg-stone-100">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
          {heroTrend(hero.priceTrend).label} market
        </p>
        <h2 id="market-snapshot" className="mt-2 text-3xl text-ink-950">
          {report.areaName} Market Snapshot
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-lg bg-white p-5 shadow-sm"
            >
              <dt className="mt-1 text-sm text-ink-600">{fact.label}</dt>
              <dd className="font-serif text-2xl text-ink-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <SourceNotes notes={sources} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            href={`/market-update/${report.slug}`}
            className="inline-flex min-h-12 items-center rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800"
          >
            Read the full {report.areaName} market report
          </Link>
          {homes ? (
            <Link
              href={homes.path}
              className="inline-flex min-h-12 items-center rounded border border-ink-950 px-6 font-semibold text-ink-950 hover:bg-white"
            >
              See homes for sale in {report.areaName}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}
