import { PropertySearch } from '@/features/content/sections/PropertySearch/PropertySearch'
import type { PropertySearchBlock, SiteSetting } from '@/payload-types'

export function PropertySearchComponent({
  block,
  settings,
}: {
  block: PropertySearchBlock
  settings: SiteSetting
}) {
  return (
    <PropertySearch
      title={block.title ?? undefined}
      towns={settings.serviceTowns?.map((t) => t.name)}
    />
  )
}
