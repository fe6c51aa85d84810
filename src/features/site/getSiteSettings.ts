import type { SiteSetting } from '@/payload-types'

import { payloadClient } from '@/lib/payload'
import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'

/** Agent, brokerage, office and footer facts, as edited in the studio; cached until saved. */
export function getSiteSettings(): Promise<SiteSetting> {
  return cachedRead(['site-settings'], [TAGS.siteSettings], async (as) => {
    const payload = await payloadClient()
    return payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: as.overrideAccess,
    })
  })
}
