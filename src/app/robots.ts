import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/server/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/bench-floor'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
