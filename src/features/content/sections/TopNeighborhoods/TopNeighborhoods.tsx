import Link from 'next/link'
import { BulletList } from '@/ui/BulletList'
import { HeadedSection } from '@/features/content/sections/HeadedSection'

export type Neighborhood = {
  name: string
  highlight?: string | null
  description: string
  features: string[]
}

export type TopNeighborhoodsProps = {
  neighborhoods: Neighborhood[]
  title?: string | null
  subtitle?: string | null
  id?: string
}

/** A two-column grid of neighbourhood cards and a guide link. */
export function TopNeighborhoods({ neighborhoods, title, subtitle, id }: TopNeighborhoodsProps) {
  return (
    <HeadedSection
      id={id}
      tone="stone"
      width="narrow"
      title={title || 'Top Neighborhoods'}
      subtitle={subtitle}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {neighborhoods.map((place) => (
          <li
            key={place.name}
            className="rounded-lg border border-t-3 border-ink-900/10 border-t-accent-500 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-2xl text-ink-950">{place.name}</h3>
              {place.highlight ? (
                <p className="rounded-full bg-ink-950 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase">
                  {place.highlight}
                </p>
              ) : null}
            </div>
            <p className="mt-4 leading-relaxed text-ink-800">{place.description}</p>
            {place.features.length ? (
              <>
                <h4 className="mt-6 font-sans text-sm font-semibold tracking-widest text-ink-600 uppercase">
                  Key Features
                </h4>
                <BulletList items={place.features} className="mt-3 space-y-2" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link
          href="/communities"
          className="inline-flex min-h-12 items-center rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800"
        >
          Get Neighborhood Guide
        </Link>
      </div>
    </HeadedSection>
  )
}
