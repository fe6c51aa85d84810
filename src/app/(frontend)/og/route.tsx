import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { getSiteSettings } from '@/features/site/getSiteSettings'
import { OG_CARD, verifiedOgTitle } from '@/features/content/seo/ogCard'

// The sharing card's title serif, high-contrast like the site's headings (which use the visitor's
// own serif: a page downloads no font); satori needs a font file and reads woff, which @fontsource
// ships.
const TITLE_FONT =
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff'
let titleFont: Promise<Buffer> | undefined

/**
 * Drawn cards, kept in memory: drawing one takes the server tens of milliseconds, and a shared link
 * brings every social network's crawler at once. Keyed by everything a card shows (a new agent
 * name draws new cards); the oldest go first past a few hundred titles.
 */
const drawn = new Map<string, Promise<ArrayBuffer>>()
const KEPT = 200

function draw(title: string, byline: string): Promise<ArrayBuffer> {
  titleFont ??= fs.readFile(path.join(process.cwd(), TITLE_FONT)).catch((error: unknown) => {
    titleFont = undefined // a failed read is tried again by the next request
    throw error
  })
  return titleFont.then((font) => {
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
          {byline}
        </div>
      </div>,
      { ...OG_CARD, fonts: [{ name: 'Playfair', data: font, weight: 600, style: 'normal' }] },
    ).arrayBuffer()
  })
}

function cardOf(title: string, byline: string): Promise<ArrayBuffer> {
  const key = JSON.stringify([title, byline])
  let card = drawn.get(key)
  if (!card) {
    card = draw(title, byline)
    // A failed drawing is tried again by the next request (unless a newer one took its place).
    card.catch(() => drawn.get(key) === card && drawn.delete(key))
    drawn.set(key, card)
    if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!)
  }
  return card
}

/**
 * GET /og?title=…&sig=…: the social card of a page that has no picture of its own (pageMetadata
 * signs the title). Drawn once per title and byline; browsers and social networks keep it a day
 * and then ask again with its ETag, which costs a 304.
 */
export async function GET(request: Request) {
  const title = verifiedOgTitle(new URL(request.url).searchParams)
  if (!title) return Response.json({ error: 'Unknown social card.' }, { status: 404 })
  const settings = await getSiteSettings()
  const byline = `${settings.agentName} · ${settings.brokerageName}`
  const etag = `"${createHash('sha256').update(`${title}\n${byline}`).digest('base64url').slice(0, 27)}"`
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400' }
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers })
  const card = await cardOf(title, byline)
  return new Response(card, { headers: { ...headers, 'Content-Type': 'image/png' } })
}
