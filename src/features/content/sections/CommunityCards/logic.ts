import type { SectionImage } from '@/ui/image'

export type CommunityCard = {
  name: string
  slug: string
  county: string
  population: string
  description: string
  highlights: string[]
  image?: SectionImage | null
  href?: string | null
}

export type Columns = 1 | 2 | 3 | 4

/** 1 to 4 columns, default 3; anything else falls back to the default. */
export function clampColumns(columns: number | null | undefined): Columns {
  if (columns === 1 || columns === 2 || columns === 3 || columns === 4) return columns
  return 3
}

/**
 * Columns grow with the screen up to the chosen count: 1 on small screens, 2 from medium,
 * 3 from large, 4 from extra large. Literal class strings so Tailwind generates them.
 */
export const GRID_COLUMNS: Record<Columns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
}

/** The grid is max-w-7xl with 2rem side padding and 2rem gaps: 1216 px wide at most. */
const MAX_CONTENT = 1216
const GAP = 32

/** next/image `sizes` matching GRID_COLUMNS, so each card downloads an image its own width. */
export function imageSizes(columns: Columns): string {
  const atXl = Math.round((MAX_CONTENT - GAP * (columns - 1)) / columns)
  const steps = [`(min-width: 1280px) ${atXl}px`]
  if (columns >= 3) steps.push('(min-width: 1024px) 33vw')
  if (columns >= 2) steps.push('(min-width: 768px) 50vw')
  steps.push('100vw')
  return steps.join(', ')
}

/** At most the first 3 highlights. */
export function cardHighlights(highlights: string[]): string[] {
  return highlights.slice(0, 3)
}

/** The card's own href if it has one, else the community page. */
export function communityHref(card: Pick<CommunityCard, 'href' | 'slug'>): string {
  return card.href?.trim() || `/communities/${card.slug}`
}
