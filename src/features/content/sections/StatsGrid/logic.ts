export type Stat = {
  label: string
  value: string
  description?: string | null
  change?: string | null
  trend?: 'up' | 'down' | null
}

/**
 * 1-2 columns for up to 2 stats, 4 columns for 3-4, 3 columns for more.
 * Narrow screens always start at one column. Literal class strings so Tailwind generates them.
 */
export function statsGridColumns(count: number): string {
  if (count <= 1) return 'grid-cols-1'
  if (count === 2) return 'grid-cols-1 sm:grid-cols-2'
  if (count <= 4) return 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4'
  return 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3'
}
