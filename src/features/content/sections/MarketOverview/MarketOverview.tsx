import { useId } from 'react'

import { NeutralMark, TrendArrow } from '@/features/content/sections/trend/TrendMarks'
import { countyLabel } from '@/lib/areas'
import type { MarketOverviewProps as MarketOverviewData } from '@/features/content/sections/MarketOverview/logic'
import { outlookBadge, overviewHeadline } from './logic'
import { BulletList } from '@/ui/BulletList'

export type MarketOverviewProps = MarketOverviewData & {
  /** Anchor the hero's "Explore Full Report" link points at. */
  id?: string
}

/** Outlook badge, analysis, key insights and a consultation prompt. */
export function MarketOverview({
  areaName,
  county,
  content,
  marketOutlook,
  outlookNote,
  insights,
  headline,
  id = 'market-overview',
}: MarketOverviewProps) {
  const headingId = useId()
  const badge = outlookBadge(marketOutlook)
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-500/40 bg-stone-50 px-4 py-1.5 text-sm font-semibold text-accent-700">
            {badge.icon === 'neutral' ? <NeutralMark /> : <TrendArrow direction={badge.icon} />}
            {badge.label}
          </p>
          {outlookNote ? (
            <p className="mt-2 max-w-prose text-sm text-ink-700">{outlookNote}</p>
          ) : null}
          <h2 id={headingId} className="mt-5 text-3xl text-ink-950 sm:text-4xl">
            {overviewHeadline(headline, areaName)}
          </h2>
          <p className="mt-2 text-sm font-semibold tracking-widest text-ink-600 uppercase">
            {countyLabel(county)}
          </p>
          <span aria-hidden="true" className="mt-6 block h-px w-16 bg-accent-500" />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-800">
            {content.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          {insights.length ? (
            <div className="rounded-lg border border-ink-900/10 bg-stone-50 p-6 sm:p-8">
              <h3 className="text-2xl text-ink-950">Key Market Insights</h3>
              <BulletList items={insights} marker="diamond" className="mt-5 space-y-4" />
            </div>
          ) : null}
          <div className="on-dark rounded-lg bg-ink-950 p-6 text-white sm:p-8">
            <h3 className="text-2xl">Planning a move in {areaName}?</h3>
            <p className="mt-3 text-white/85">
              Get a personal read on what this market means for your purchase or sale.
            </p>
            <a
              href="#contact"
              className="mt-6 inline-flex min-h-12 items-center rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300"
            >
              Schedule Consultation
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
