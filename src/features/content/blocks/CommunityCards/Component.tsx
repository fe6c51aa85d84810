import { CommunityCards } from '@/features/content/sections/CommunityCards/CommunityCards'
import { listCommunities } from '@/features/content/read/content'
import { toCommunityCard } from '@/features/content/read/toSections'
import type { CommunityCardsBlock } from '@/payload-types'

export async function CommunityCardsComponent({ block }: { block: CommunityCardsBlock }) {
  const all = await listCommunities()
  const chosen = (block.communities ?? []).map((c) => (typeof c === 'number' ? c : c.id))
  const shown = chosen.length ? all.filter((c) => chosen.includes(c.id)) : all
  return (
    <CommunityCards
      title={block.title ?? undefined}
      subtitle={block.subtitle ?? undefined}
      columns={Number(block.columns ?? 3) as 1 | 2 | 3 | 4}
      communities={shown.map(toCommunityCard)}
    />
  )
}
