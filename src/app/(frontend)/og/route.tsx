import fs from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { getSiteSettings } from '@/lib/cms/siteSettings'
import { OG_CARD, verifiedOgTitle } from '@/lib/seo/ogCard'

// The serif of the site's headings; satori reads woff (not woff2), which @fontsource also ships.
const TITLE_FONT =
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff'
let titleFont: Promise<Buffer> | undefined

/**
 * GET /og?title=…&sig=…: the social card of a page that has no picture of its own (pageMetadata
 * signs the title). Drawn once per title and cached by browsers and social networks for a day.
 */
export async function GET(request: Request) {
  const title = verifiedOgTitle(new URL(request.url).searchParams)
  if (!title) return Response.json({ error: 'Unknown social card.' }, { status: 404 })
  titleFont ??= fs.readFile(path.join(process.cwd(), TITLE_FONT)).catch((error: unknown) => {
    titleFont = undefined // a failed read is tried again by the next request
    throw error
  })
  const [font, settings] = await Promise.all([titleFont, getSiteSettings()])
  const size = title.length > 60 ? 60 : 76
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundImage: 'linear-gradient(135deg, #0b1324 0%, #111c33 55%, #2c3b5c 100%)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 26, letterSpacing: 6, color: '#e4c98a' }}>
        SUSSEX &amp; WARREN COUNTY, NEW JERSEY
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontFamily: 'Playfair', fontSize: size, lineHeight: 1.15 }}>{title}</div>
        <div style={{ width: 120, height: 4, marginTop: 36, backgroundColor: '#c09a45' }} />
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: 'rgba(255,255,255,0.85)' }}>
        {settings.agentName} · {settings.brokerageName}
      </div>
    </div>,
    {
      ...OG_CARD,
      fonts: [{ name: 'Playfair', data: font, weight: 600, style: 'normal' }],
      headers: { 'Cache-Control': 'public, max-age=86400' },
    },
  )
}
