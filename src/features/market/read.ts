import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { payloadClient } from '@/lib/payload'

import type { AreaFigures, MarketFigures } from './figures'
import { storedMarketFigures } from './store'

/** The stored figures as pages read them: cached until the next computation expires them. */
export const cachedMarketFigures = (): Promise<MarketFigures | null> =>
  cachedRead(['market', 'figures'], [TAGS.marketFigures], async () =>
    storedMarketFigures(await payloadClient()),
  )

/** One service area's figures (by its slug); null before the first computation. */
export async function areaFiguresOf(slug: string): Promise<AreaFigures | null> {
  return (await cachedMarketFigures())?.areas[slug] ?? null
}
