import type { MarketStat } from '@/features/content/sections/MarketStatsGrid/logic'
import { TONE_ON_LIGHT } from '@/features/content/sections/trend/trend'

import { MARKET_STATS_GRID } from './logic'
import { TrendChange } from '@/features/content/sections/trend/TrendMarks'
import { HeadedSection } from '@/features/content/sections/HeadedSection'

export type MarketStatsGridProps = {
  stats: MarketStat[]
  title?: string | null
  subtitle?: string | null
  id?: string
}

/** A card per market figure. */
export function MarketStatsGrid({ stats, title, subtitle, id }: MarketStatsGridProps) {
  return (
    <HeadedSection
      id={id}
      tone="stone"
      title={title || 'Market Statistics'}
      subtitle={subtitle || 'Current market conditions and trends'}
    >
      <ul className={`mt-12 ${MARKET_STATS_GRID}`}>
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="flex flex-col rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm"
          >
            <MarketStatCard stat={stat} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}

function MarketStatCard({ stat }: { stat: MarketStat }) {
  return (
    <>
      <h3 className="font-sans text-sm font-semibold tracking-widest text-ink-600 uppercase">
        {stat.label}
      </h3>
      <p className="mt-3 font-serif text-3xl text-ink-950 sm:text-4xl">{stat.value}</p>
      {stat.change ? (
        <TrendChange
          change={stat.change}
          trend={stat.trend}
          tones={TONE_ON_LIGHT}
          className="flex"
        />
      ) : null}
      {stat.description ? (
        <p className="mt-3 text-sm leading-relaxed text-ink-700">{stat.description}</p>
      ) : null}
    </>
  )
}
