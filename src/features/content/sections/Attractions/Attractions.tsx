import { useId } from 'react'

import type { Attraction } from '@/features/content/sections/Attractions/logic'
import { categoryCounts, categoryLabel } from './logic'
import { HeadedSection } from '@/features/content/sections/HeadedSection'

export type AttractionsProps = {
  attractions: Attraction[]
  title?: string | null
  subtitle?: string | null
  id?: string
}

/** Attraction cards, then how many there are of each category. */
export function Attractions({ attractions, title, subtitle, id }: AttractionsProps) {
  const countsId = useId()
  const counts = categoryCounts(attractions)
  return (
    <HeadedSection
      id={id}
      tone="white"
      title={title || 'Attractions & Lifestyle'}
      subtitle={subtitle || 'Discover what makes this community special'}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {attractions.map((attraction) => (
          <li
            key={attraction.name}
            className="flex flex-col rounded-lg border border-ink-900/10 bg-stone-50 p-6"
          >
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-700 uppercase">
              {categoryLabel(attraction.category)}
            </p>
            <h3 className="mt-2 text-2xl text-ink-950">{attraction.name}</h3>
            <p className="mt-3 leading-relaxed text-ink-800">{attraction.description}</p>
            {attraction.highlight ? (
              <p className="mt-auto pt-5">
                <span className="inline-block rounded-full bg-ink-950 px-3 py-1 text-sm font-semibold text-accent-300">
                  {attraction.highlight}
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {counts.length ? (
        <div className="mt-12 border-t border-ink-900/10 pt-8 text-center">
          <h3 id={countsId} className="sr-only">
            Attractions by category
          </h3>
          <ul aria-labelledby={countsId} className="flex flex-wrap justify-center gap-3">
            {counts.map((entry) => (
              <li
                key={entry.category}
                className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 px-4 py-2 text-sm text-ink-800"
              >
                {entry.label}
                <span className="font-serif text-lg text-accent-700">{entry.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </HeadedSection>
  )
}
