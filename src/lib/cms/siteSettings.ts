import { unstable_cache } from 'next/cache'
import { connection } from 'next/server'

import type { SiteSetting } from '@/payload-types'

import { payloadClient } from './payload'
import { TAGS } from './tags'

const cachedSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, draft: false })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings] },
)

/**
 * Agent, brokerage, office and footer facts, as edited in the studio. Cached until the studio
 * saves them. `connection()` keeps `next build` from reading the database: pages render on request.
 */
export async function getSiteSettings(): Promise<SiteSetting> {
  await connection()
  return cachedSettings()
}
