import { type ReactNode, useId } from 'react'

import { CoverImage } from '@/ui/ResponsiveImage'

import { SourceNotes } from '@/features/content/sections/SourceNotes'
import { TONE_ON_DARK } from '@/features/content/sections/trend/trend'
import { NeutralMark, TrendArrow } from '@/features/content/sections/trend/TrendMarks'
import type { MarketHeroProps } from '@/features/content/sections/MarketReportHero/logic'
import { DEFAULT_HERO_IMAGE, heroHeadline, heroSubtitle, heroTrend, reportEyebrow } from './logic'

export type MarketReportHeroProps = MarketHeroProps & {
  id?: string
  /** The moment whose month and year the eyebrow shows: the figures' day, else the time of rendering. */
  asOf?: Date
  /** What the figures count, or why a typed one is shown. */
  sources?: string[]
}

/** The background photo is the page's LCP element, so it is preloaded. */
export function MarketReportHero(props: MarketReportHeroProps) {
  const { areaName, county, medianPrice, priceChange, daysOnMarket, inventory } = props
  const headingId = useId()
  const image = props.backgroundImage ?? DEFAULT_HERO_IMAGE
  const trend = heroTrend(props.priceTrend)
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className="on-dark relative isolate flex min-h-[600px] items-end overflow-hidden bg-ink-950 bg-linear-to-br from-ink-950 via-ink-900 to-ink-700 text-white"
    >
      <CoverImage image={image} preload sizes="100vw" className="-z-20" />
      {/* Keeps every line of text above 4.5:1 whatever the photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950/95 via-ink-950/80 to-ink-950/75"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-24 pb-12 sm:px-6 lg:px-8 lg:pb-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-300 uppercase">
          {reportEyebrow(props.asOf)}
        </p>
        <h1
          id={headingId}
          className="mt-4 max-w-4xl text-4xl leading-tight sm:text-5xl lg:text-6xl"
        >
          {heroHeadline(props.headline, areaName)}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85 sm:text-xl">{heroSubtitle(county)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#market-overview"
            className="inline-flex min-h-12 items-center rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300"
          >
            Explore Full Report
          </a>
          <a
            href="#contact"
            className="inline-flex min-h-12 items-center rounded border border-white/50 px-6 font-semibold text-white hover:border-accent-300 hover:text-accent-300"
          >
            Get Market Insights
          </a>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <HeroStat label="Median Price" value={medianPrice}>
            <dd
              className={`mt-1 flex items-center gap-1 text-sm font-semibold ${TONE_ON_DARK[trend.tone]}`}
            >
              {trend.arrow ? <TrendArrow direction={trend.arrow} /> : null}
              {trend.arrow ? (
                <span className="sr-only">{trend.arrow === 'up' ? 'Up' : 'Down'} </span>
              ) : null}
              {priceChange}
            </dd>
          </HeroStat>
          <HeroStat label="Days on Market" value={daysOnMarket} unit="days avg" />
          <HeroStat label="Inventory" value={inventory} unit="months" />
          <div className="rounded-lg border border-white/15 bg-ink-950/70 p-4 sm:p-5">
            <dt className="text-xs font-semibold tracking-widest text-white/80 uppercase">
              Market Trend
            </dt>
            <dd
              className={`mt-2 flex items-center gap-2 font-serif text-2xl sm:text-3xl ${TONE_ON_DARK[trend.tone]}`}
            >
              {trend.arrow ? (
                <TrendArrow direction={trend.arrow} className="size-6" />
              ) : (
                <NeutralMark className="size-6" />
              )}
              {trend.label}
            </dd>
          </div>
        </dl>
        <SourceNotes notes={props.sources} onDark />
      </div>
    </section>
  )
}

function HeroStat({
  label,
  value,
  unit,
  children,
}: {
  label: string
  value: string | number
  unit?: string
  children?: ReactNode
}) {
  return (
    <div className="rounded-lg border border-white/15 bg-ink-950/70 p-4 sm:p-5">
      <dt className="text-xs font-semibold tracking-widest text-white/80 uppercase">{label}</dt>
      <dd className="mt-2 font-serif text-2xl sm:text-3xl">
        {value}
        {unit ? <span className="ml-1.5 font-sans text-sm text-white/80">{unit}</span> : null}
      </dd>
      {children}
    </div>
  )
}
