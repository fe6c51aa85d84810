export type AttractionCategory =
  'outdoor' | 'dining' | 'shopping' | 'events' | 'recreation' | 'culture'

export type Attraction = {
  name: string
  description: string
  category: AttractionCategory
  highlight?: string | null
}

/** The category labels, in the order they are shown. */
export const CATEGORY_LABELS: Record<AttractionCategory, string> = {
  outdoor: 'Outdoor',
  dining: 'Dining',
  shopping: 'Shopping',
  events: 'Events',
  recreation: 'Recreation',
  culture: 'Culture',
}

const ORDER = Object.keys(CATEGORY_LABELS) as AttractionCategory[]

/** The label of a category; an unknown value is shown capitalised rather than dropped. */
export function categoryLabel(category: string): string {
  return (
    CATEGORY_LABELS[category as AttractionCategory] ??
    category.charAt(0).toUpperCase() + category.slice(1)
  )
}

export type CategoryCount = { category: string; label: string; count: number }

/** How many attractions each category has: only categories present, in the labels' order. */
export function categoryCounts(attractions: Pick<Attraction, 'category'>[]): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const { category } of attractions) counts.set(category, (counts.get(category) ?? 0) + 1)
  const rank = (category: string) => {
    const index = ORDER.indexOf(category as AttractionCategory)
    return index === -1 ? ORDER.length : index
  }
  return [...counts.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }))
}
