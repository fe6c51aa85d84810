import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

/** Read on request, so SITE_URL is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // Uploaded pictures stay fetchable: social networks' crawlers read them as share images.
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/media/file/'],
        disallow: ['/studio', '/api/', '/bench-floor'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
