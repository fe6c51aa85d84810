import Link from 'next/link'
import { CoverImage } from '@/ui/ResponsiveImage'

import { countyLabel } from '@/lib/areas'
import type { CommunityCard } from '@/features/content/sections/CommunityCards/logic'
import {
  type Columns,
  GRID_COLUMNS,
  cardHighlights,
  clampColumns,
  communityHref,
  imageSizes,
} from './logic'
import { BulletList } from '@/ui/BulletList'
import { HeadedSection } from '@/features/content/sections/HeadedSection'

export type CommunityCardsProps = {
  communities: CommunityCard[]
  /** 1 to 4, default 3. */
  columns?: Columns
  title?: string | null
  subtitle?: string | null
  id?: string
}

/** A grid of community cards. */
export function CommunityCards({ communities, columns, title, subtitle, id }: CommunityCardsProps) {
  const count = clampColumns(columns)
  return (
    <HeadedSection id={id} tone="white" title={title || 'Our Communities'} subtitle={subtitle}>
      <ul className={`mt-12 grid gap-8 ${GRID_COLUMNS[count]}`}>
        {communities.map((community) => (
          <li key={community.slug} className="flex">
            <CommunityCardItem community={community} sizes={imageSizes(count)} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}

function CommunityCardItem({ community, sizes }: { community: CommunityCard; sizes: string }) {
  const highlights = cardHighlights(community.highlights)
  const { image } = community
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm">
      {image ? (
        <div className="relative aspect-[3/2] bg-stone-100">
          <CoverImage image={image} sizes={sizes} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl text-ink-950">{community.name}</h3>
        <p className="mt-1 text-sm text-ink-600">
          {countyLabel(community.county)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          Population {community.population}
        </p>
        <p className="mt-4 line-clamp-3 leading-relaxed text-ink-800">{community.description}</p>
        {highlights.length ? (
          <>
            <h4 className="mt-5 font-sans text-xs font-semibold tracking-widest text-ink-600 uppercase">
              Highlights
            </h4>
            <BulletList items={highlights} small className="mt-2 space-y-1.5" />
          </>
        ) : null}
        <div className="mt-auto pt-6">
          <Link
            href={communityHref(community)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            Explore Community<span className="sr-only">: {community.name}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </div>
  )
}
