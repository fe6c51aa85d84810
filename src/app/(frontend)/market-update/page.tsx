import type { Metadata } from 'next'
import Link from 'next/link'

import { heroTrend } from '@/features/content/sections/MarketReportHero/logic'
import { PageHeader } from '@/ui/PageHeader'
import { listMarketReports } from '@/features/content/read/content'
import { reportSections } from '@/features/content/read/toSections'
import { cachedMarketFigures } from '@/features/market/read'
import { pageMetadata } from '@/features/content/seo/metadata'
import { agentMonthYear } from '@/lib/timeZone'

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      description:
        'Monthly market reports for Sussex and Warren counties: prices, days on market and inventory by town.',
    },
    'Market Update',
    '/market-update',
  )
}

// The report hero's own words, so the index and the report never disagree.
const ARROW = { up: '▲', down: '▼' } as const

export default async function MarketUpdatePage() {
  const [reports, figures] = await Promise.all([listMarketReports(), cachedMarketFigures()])
  // The month of the figures' day, as each report's hero names it.
  const asOf = figures ? new Date(`${figures.asOf}T12:00:00Z`) : undefined
  // Each card shows what its report's hero shows: the MLS's figures, or the typed ones.
  const cards = reports.map((report) => {
    const sections = reportSections(report, figures?.areas[report.slug] ?? null)
    return { report, hero: sections.hero, sources: sections.sources.price }
  })
  return (
    <>
      <PageHeader eyebrow={`${agentMonthYear(asOf)} Market Update`} title="Local Market Reports">
        <p>Prices, days on market and inventory for every town we serve.</p>
      </PageHeader>
      <section
        aria-labelledby="reports-title"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="reports-title" className="text-3xl text-ink-950">
          Reports by area
        </h2>
        {reports.length === 0 ? (
          <p className="mt-6 text-lg">This month&apos;s reports are on their way.</p>
        ) : null}
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ report, hero, sources }) => (
            <li
              key={report.slug}
              className="rounded-lg border border-ink-900/10 bg-stone-50 hover:border-accent-500 hover:shadow-md"
            >
              <Link href={`/market-update/${report.slug}`} className="block rounded-lg p-6">
                <span className="block font-serif text-2xl text-ink-950">{report.areaName}</span>
                <span className="mt-1 block text-sm text-ink-600">{report.county} County</span>
                <span className="mt-4 block text-lg font-semibold text-ink-900">
                  {hero.medianPrice} median
                </span>
                <span className="mt-1 block text-sm text-ink-700">
                  <TrendLabel trend={hero.priceTrend} /> · {hero.priceChange}
                </span>
              </Link>
              {sources.length ? (
                <ul
                  aria-label={`Where the ${report.areaName} figures come from`}
                  className="space-y-1 px-6 pb-6 text-xs leading-relaxed text-ink-700"
                >
                  {sources.map((note) => (
                    <li key={note}>{note}.</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function TrendLabel({ trend }: { trend: string | null | undefined }) {
  const { label, arrow } = heroTrend(trend)
  return (
    <>
      {arrow ? <span aria-hidden="true">{ARROW[arrow]} </span> : null}
      {label}
    </>
  )
}
