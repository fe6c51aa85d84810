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
import { areaFiguresOf } from '@/features/market/read'
import { ReportSubscriptionForm } from '@/features/market/subscription/ReportSubscriptionForm.client'
import { NOT_FOUND_METADATA } from '../../notFoundMetadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [report, figures] = await Promise.all([
    getBySlug('market-reports', slug),
    areaFiguresOf(slug),
  ])
  if (!report) return NOT_FOUND_METADATA
  const { hero } = reportSections(report, figures)
  return pageMetadata(
    {
      description: `${report.areaName} real estate market report: median price ${hero.medianPrice}, ${hero.daysOnMarket} days on market.`,
      ...report.seo,
    },
    `${report.areaName} Market Report`,
    `/market-update/${slug}`,
    report.backgroundImage,
  )
}

export default async function MarketReportPage({ params }: Props) {
  const { slug } = await params
  const [report, settings, figures] = await Promise.all([
    getBySlug('market-reports', slug),
    getSiteSettings(),
    areaFiguresOf(slug),
  ])
  if (!report) notFound()
  const s = reportSections(report, figures)
  return (
    <>
      <MarketReportHero {...s.hero} asOf={s.asOf} sources={s.sources.hero} />
      {s.stats.length ? <MarketStatsGrid stats={s.stats} /> : null}
      <MarketOverview {...s.overview} />
      <MarketTrends {...s.trends} sources={s.sources.trends} />
      {s.neighborhoods.length ? (
        <NeighborhoodMarkets
          areaName={report.areaName}
          neighborhoods={s.neighborhoods}
          sources={s.sources.neighborhoods}
        />
      ) : null}
      <ReportSubscriptionForm area={slug} areaName={report.areaName} />
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
