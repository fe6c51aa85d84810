import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { mapTiles, tileSource } from './src/lib/mapTiles'
import {
  securityHeaders,
  UPLOADED_FILE_POLICY,
  UPLOADED_FILES_PATH,
} from './src/lib/securityHeaders'

// The map's tiles are fixed when the site is built: the pages' security policy names their host,
// so the address the map asks for and the one the policy allows come from the same moment.
const tiles = mapTiles()

const nextConfig: NextConfig = {
  // Lets a second build (benchmarks, a parallel test run) live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  env: { MAP_TILE_URL: tiles.url ?? 'none', MAP_ATTRIBUTION: tiles.attribution },
  reactStrictMode: true,
  turbopack: {
    rules: {
      // Modern browsers get only the polyfill they may still need (the loader says which).
      'polyfill-module.js': {
        condition: {
          all: [
            'browser',
            { path: /next[\\/]dist[\\/]build[\\/]polyfills[\\/]polyfill-module\.js$/ },
          ],
        },
        loaders: [path.resolve('scripts/modern-polyfills-loader.cjs')],
        as: '*.js',
      },
    },
  },
  images: {
    // Written out rather than left to Next.js's defaults, which version 16 changed (no 16 px
    // size, four hours' cache): the widths the pages' `sizes` ask for, WebP, and a minute's
    // cache, so a picture the agent replaces shows within a minute.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    path: '/_next/image',
    minimumCacheTTL: 60,
    formats: ['image/webp'],
    // Next.js's own policy for the images it serves, with the site's rule on who may frame them.
    contentSecurityPolicy: "script-src 'none'; frame-src 'none'; sandbox; frame-ancestors 'self'",
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders(process.env.NODE_ENV !== 'production', tileSource(tiles.url)),
      },
      // The later rule wins for a key both set: uploads get their own, stricter policy.
      {
        source: `${UPLOADED_FILES_PATH}:path*`,
        headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_POLICY }],
      },
    ]
  },
}

const withStudio = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path, which makes Chrome
 * restart the first load of public pages (about 620 ms on mobile). Only the studio reads it.
 */
const studioOnlyHints = ['Accept-CH', 'Critical-CH', 'Vary']
const config: NextConfig = {
  ...withStudio,
  async headers() {
    const all = (await withStudio.headers?.()) ?? []
    return all.flatMap((rule) => {
      const hints = rule.headers.filter((h) => studioOnlyHints.includes(h.key))
      if (rule.source !== '/:path*' || hints.length === 0) return [rule]
      const rest = rule.headers.filter((h) => !studioOnlyHints.includes(h.key))
      return [
        ...(rest.length ? [{ ...rule, headers: rest }] : []),
        { source: '/studio/:path*', headers: hints },
        { source: '/studio', headers: hints },
      ]
    })
  },
}

export default config
