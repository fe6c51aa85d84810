import { useId } from 'react'

import type { MarketTrendsProps as MarketTrendsData } from '@/features/content/sections/MarketTrends/logic'
import { type Bar, momentumText, priceBars, salesBars, segmentColour } from './logic'
import { HeadedSection } from '@/features/content/sections/HeadedSection'
import { SourceNotes } from '@/features/content/sections/SourceNotes'

export type MarketTrendsProps = MarketTrendsData & {
  title?: string | null
  id?: string
  /** What the charts count, or why the typed ones are shown. */
  sources?: string[]
}

const CARD = 'rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm sm:p-8'

/** Price and sales bars, market composition and momentum, no chart library. */
export function MarketTrends({
  areaName,
  priceData,
  salesData,
  marketSegments,
  momentum,
  title,
  id,
  sources,
}: MarketTrendsProps) {
  const momentumCopy = momentum?.trim() || momentumText(areaName, priceData, salesData)
  return (
    <HeadedSection id={id} tone="stone" title={title || 'Market Performance'} eyebrow={areaName}>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {priceData.length ? (
          <BarCard title="Price Trends" bars={priceBars(priceData)} barClass="bg-ink-800" />
        ) : null}
        {salesData.length ? (
          <BarCard title="Sales Activity" bars={salesBars(salesData)} barClass="bg-accent-500" />
        ) : null}
        {marketSegments.length ? (
          <div className={CARD}>
            <h3 className="text-2xl text-ink-950">Market Composition</h3>
            <div
              aria-hidden="true"
              className="mt-6 flex h-4 overflow-hidden rounded-full bg-stone-100"
            >
              {marketSegments.map((segment, index) => (
                <span
                  key={segment.name}
                  className="h-full"
                  style={{
                    width: `${Math.max(0, segment.percentage)}%`,
                    backgroundColor: segmentColour(segment.color, index),
                  }}
                />
              ))}
            </div>
            <ul className="mt-6 space-y-3">
              {marketSegments.map((segment, index) => (
                <li key={segment.name} className="flex items-center gap-3 text-ink-800">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: segmentColour(segment.color, index) }}
                  />
                  <span className="flex-1">{segment.name}</span>
                  <span className="font-semibold tabular-nums">{segment.percentage}%</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {momentumCopy ? (
          <div
            className={`on-dark flex flex-col justify-center rounded-lg bg-ink-950 p-6 text-white shadow-sm sm:p-8 ${marketSegments.length ? '' : 'lg:col-span-2'}`}
          >
            <h3 className="text-2xl">Market Momentum</h3>
            <span aria-hidden="true" className="mt-4 block h-px w-12 bg-accent-400" />
            <p className="mt-5 text-lg leading-relaxed text-white/85">{momentumCopy}</p>
          </div>
        ) : null}
      </div>
      <SourceNotes notes={sources} />
    </HeadedSection>
  )
}

/** One bar per month; each list item reads as "Jan: $480,000" to screen readers. */
function BarCard({ title, bars, barClass }: { title: string; bars: Bar[]; barClass: string }) {
  const titleId = useId()
  return (
    <div className={CARD}>
      <h3 id={titleId} className="text-2xl text-ink-950">
        {title}
      </h3>
      <ol
        aria-labelledby={titleId}
        className="mt-6 grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 text-sm"
      >
        {bars.map((bar) => (
          <li key={bar.key} className="relative col-span-3 grid grid-cols-subgrid items-center">
            <span className="sr-only">{bar.text}</span>
            <span aria-hidden="true" className="font-semibold text-ink-700">
              {bar.month}
            </span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-stone-100">
              <span
                className={`block h-full rounded-full ${barClass}`}
                style={{ width: `${bar.percent}%` }}
              />
            </span>
            <span aria-hidden="true" className="text-right text-ink-800 tabular-nums">
              {bar.display}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
