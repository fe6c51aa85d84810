import { useId } from 'react'

import type { CommunityOverviewProps as CommunityOverviewData } from '@/features/content/sections/CommunityOverview/logic'
import { statIcon } from './logic'
import { StatIcon } from './StatIcon'
import { BulletList } from '@/ui/BulletList'

export type CommunityOverviewProps = CommunityOverviewData & { id?: string }

/** Introduction, stat tiles and key highlights of a community. */
export function CommunityOverview({
  title,
  subtitle,
  description,
  stats,
  highlights,
  className = '',
  id,
}: CommunityOverviewProps) {
  const headingId = useId()
  // Blank lines in the studio's text separate paragraphs.
  const paragraphs = description.split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <section id={id} aria-labelledby={headingId} className={`bg-white py-16 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            {subtitle ? (
              <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
                {subtitle}
              </p>
            ) : null}
            <h2 id={headingId} className="mt-3 text-3xl text-ink-950 sm:text-4xl">
              {title}
            </h2>
            <span aria-hidden="true" className="mt-6 block h-px w-16 bg-accent-500" />
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-800">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          {highlights.length ? (
            <div className="self-start rounded-lg border border-ink-900/10 bg-stone-50 p-6 sm:p-8 lg:col-span-2">
              <h3 className="text-2xl text-ink-950">Key Highlights</h3>
              <BulletList items={highlights} marker="diamond" className="mt-5 space-y-3" />
            </div>
          ) : null}
        </div>
        {stats?.length ? (
          <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse items-start rounded-lg border border-ink-900/10 p-5 sm:p-6"
              >
                <dt className="mt-1 text-sm text-ink-600">{stat.label}</dt>
                <dd className="font-serif text-2xl text-ink-950 sm:text-3xl">
                  <span className="mb-4 grid size-11 place-items-center rounded-full bg-ink-950 text-accent-300">
                    <StatIcon name={statIcon(stat.icon)} />
                  </span>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
