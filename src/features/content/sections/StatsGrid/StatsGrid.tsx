import { useId } from 'react'

import { TONE_ON_DARK, TONE_ON_LIGHT } from '@/features/content/sections/trend/trend'
import { TrendChange } from '@/features/content/sections/trend/TrendMarks'
import type { Stat } from '@/features/content/sections/StatsGrid/logic'
import { statsGridColumns } from './logic'

export type StatsGridProps = {
  stats: Stat[]
  /** performance: navy band with brass figures; market: light cards. Default performance. */
  variant?: 'performance' | 'market'
  /** Shown as the heading; without it the section keeps a visually hidden one. */
  title?: string | null
  subtitle?: string | null
  id?: string
}

const LOOK = {
  performance: {
    section: 'on-dark bg-ink-950 text-white',
    title: 'text-white',
    subtitle: 'text-white/80',
    card: 'border-white/15 bg-ink-900',
    label: 'text-white/80',
    value: 'text-accent-300',
    description: 'text-white/75',
    tones: TONE_ON_DARK,
  },
  market: {
    section: 'bg-stone-50',
    title: 'text-ink-950',
    subtitle: 'text-ink-600',
    card: 'border-ink-900/10 bg-white shadow-sm',
    label: 'text-ink-600',
    value: 'text-ink-950',
    description: 'text-ink-700',
    tones: TONE_ON_LIGHT,
  },
} as const

/** A column count that suits the number of stats, at most 6xl wide. */
export function StatsGrid({ stats, variant = 'performance', title, subtitle, id }: StatsGridProps) {
  const headingId = useId()
  const look = LOOK[variant]
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 sm:py-20 ${look.section}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className={title ? 'mx-auto mb-12 max-w-3xl text-center' : 'sr-only'}>
          <h2 id={headingId} className={`text-3xl sm:text-4xl ${look.title}`}>
            {title || 'Key statistics'}
          </h2>
          {title && subtitle ? <p className={`mt-4 text-lg ${look.subtitle}`}>{subtitle}</p> : null}
        </div>
        <ul className={`grid gap-6 ${statsGridColumns(stats.length)}`}>
          {stats.map((stat) => {
            return (
              <li
                key={stat.label}
                className={`flex flex-col rounded-lg border p-6 text-center ${look.card}`}
              >
                <h3
                  className={`font-sans text-sm font-semibold tracking-widest uppercase ${look.label}`}
                >
                  {stat.label}
                </h3>
                <p className={`mt-3 font-serif text-4xl sm:text-5xl ${look.value}`}>{stat.value}</p>
                {stat.change ? (
                  <TrendChange
                    change={stat.change}
                    trend={stat.trend}
                    tones={look.tones}
                    className="inline-flex justify-center"
                  />
                ) : null}
                {stat.description ? (
                  <p className={`mt-3 text-sm leading-relaxed ${look.description}`}>
                    {stat.description}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
