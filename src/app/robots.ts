import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/server/env'

/** Read on request, so SITE_URL is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/bench-floor'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
