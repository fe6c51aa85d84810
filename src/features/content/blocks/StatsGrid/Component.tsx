import { StatsGrid } from '@/features/content/sections/StatsGrid/StatsGrid'
import type { StatsGridBlock } from '@/payload-types'

export function StatsGridComponent({ block }: { block: StatsGridBlock }) {
  return (
    <StatsGrid
      title={block.title ?? undefined}
      subtitle={block.subtitle ?? undefined}
      variant={block.variant ?? 'performance'}
      stats={(block.stats ?? []).map((s) => ({
        label: s.label,
        value: s.value,
        description: s.description,
        change: s.change,
        trend: s.trend,
      }))}
    />
  )
}
