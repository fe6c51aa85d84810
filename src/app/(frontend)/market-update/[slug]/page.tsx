import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactComponent } from '@/features/content/blocks/Contact/Component'
import { MarketOverview } from '@/features/content/sections/MarketOverview/MarketOverview'
import { MarketReportHero } from '@/features/content/sections/MarketReportHero/MarketReportHero'
import { MarketStatsGrid } from '@/features/content/sections/MarketStatsGrid/MarketStatsGrid'
import { MarketTrends } from '@/features/content/sections/MarketTrends/MarketTrends'
import { NeighborhoodMarkets } from '@/features/content/sections/NeighborhoodMarkets/NeighborhoodMarkets'
import { JsonLd } from '@/ui/JsonLd'
import { getBySlug } from '@/features/content/read/content'
import { reportSections } from '@/features/content/read/toSections'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { breadcrumbs } from '@/features/content/seo/jsonLd'
import { pageMetadata } from '@/features/content/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const report = await getBySlug('market-reports', slug)
  if (!report) return {}
  return pageMetadata(
    {
      description: `${report.areaName} real estate market report: median price ${report.medianPrice}, ${report.daysOnMarket} days on market.`,
      ...report.seo,
    },
    `${report.areaName} Market Report`,
    `/market-update/${slug}`,
    report.backgroundImage,
  )
}

export default async function MarketReportPage({ params }: Props) {
  const { slug } = await params
  const [report, settings] = await Promise.all([
    getBySlug('market-reports', slug),
    getSiteSettings(),
  ])
  if (!report) notFound()
  const s = reportSections(report)
  return (
    <>
      <MarketReportHero {...s.hero} />
      {s.stats.length ? <MarketStatsGrid stats={s.stats} /> : null}
      <MarketOverview {...s.overview} />
      <MarketTrends {...s.trends} />
      {s.neighborhoods.length ? (
        <NeighborhoodMarkets areaName={report.areaName} neighborhoods={s.neighborhoods} />
      ) : null}
      <ContactComponent settings={settings} />
      <JsonLd
        data={breadcrumbs([
          { name: 'Home', path: '/' },
          { name: 'Market Update', path: '/market-update' },
          { name: `${report.areaName} Market Report`, path: `/market-update/${slug}` },
        ])}
      />
    </>
  )
}
