import { HomeValue } from '@/features/content/sections/HomeValue/HomeValue'
import { ESTIMATE_ANCHOR, HOME_VALUE_PATH, homeValueTowns } from '@/features/sellers/valuation'
import type { HomeValueBlock } from '@/payload-types'

export async function HomeValueComponent({ block }: { block: HomeValueBlock }) {
  return (
    <HomeValue
      action={`${HOME_VALUE_PATH}#${ESTIMATE_ANCHOR}`}
      title={block.title}
      intro={block.intro ?? null}
      towns={await homeValueTowns()}
    />
  )
}
