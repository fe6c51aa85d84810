import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactComponent } from '@/blocks/Contact/Component'
import { MarketOverview } from '@/components/sections/MarketOverview/MarketOverview'
import { MarketReportHero } from '@/components/sections/MarketReportHero/MarketReportHero'
import { MarketStatsGrid } from '@/components/sections/MarketStatsGrid/MarketStatsGrid'
import { MarketTrends } from '@/components/sections/MarketTrends/MarketTrends'
import { NeighborhoodMarkets } from '@/components/sections/NeighborhoodMarkets/NeighborhoodMarkets'
import { JsonLd } from '@/components/ui/JsonLd'
import { getBySlug } from '@/lib/cms/content'
import { reportSections } from '@/lib/cms/mappers'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import { breadcrumbs } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'

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
