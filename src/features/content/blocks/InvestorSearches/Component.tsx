import { InvestorSearches } from '@/features/content/sections/InvestorSearches/InvestorSearches'
import { presetHref } from '@/features/content/sections/InvestorSearches/logic'
import type { InvestorSearchesBlock } from '@/payload-types'

export function InvestorSearchesComponent({ block }: { block: InvestorSearchesBlock }) {
  return (
    <InvestorSearches
      title={block.title}
      intro={block.intro}
      presets={(block.presets ?? []).map((preset) => ({
        label: preset.label,
        description: preset.description,
        href: presetHref(preset),
      }))}
    />
  )
}
