import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AREA_SLUGS } from '@/lib/areas'

import { DEMO_EMAIL, seedDemoContent } from '.'
import { IMAGES } from './data/images'
import { plainText, type RichText } from './lexical'
import { demoSiteSettings } from './siteSettings'

// A real database, migrated by the real config: the path a fresh clone takes on start. A new
// SQLite file by default; `npm run test:postgres` sets TEST_DATABASE_URL to an empty PostgreSQL one.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'))
// Run from the temporary folder, so uploads land in its data/media and not in the project's;
// the demo pictures are read from the project's public/images through a link.
const projectDir = process.cwd()
fs.symlinkSync(path.join(projectDir, 'public'), path.join(dir, 'public'), 'dir')
process.chdir(dir)
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
const migrationSet = process.env.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres'
process.env.PAYLOAD_SECRET = 'seed-test-secret'
process.env.SEED_DEMO_PASSWORD = 'seed-test-password'

let payload: Payload

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
  process.chdir(projectDir)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('first start on an empty database', () => {
  it('applies every committed migration', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0 })
    const { migrations } = await import(`@/migrations/${migrationSet}/index.ts`)
    expect(docs.map((d) => d.name).sort()).toEqual(
      migrations.map((m: { name: string }) => m.name).sort(),
    )
  })

  it('seeds the demo site settings and one studio user who can sign in', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.agentName).toBe(demoSiteSettings.agentName)
    expect(settings.isDemo).toBe(true)
    expect(settings.serviceTowns?.map((t) => t.name)).toEqual([
      'Hackettstown',
      'Andover',
      'Byram',
      'Blairstown',
      'Chester',
      'Washington',
    ])
    const login = await payload.login({
      collection: 'users',
      data: { email: DEMO_EMAIL, password: 'seed-test-password' },
    })
    expect(login.user?.email).toBe(DEMO_EMAIL)
  })

  it('is idempotent and never overwrites what the agent edited', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '(908) 555-0199' } })
    await seedDemoContent(payload)
    await seedDemoContent(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.phone).toBe('(908) 555-0199')
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})

const PAGE_SLUGS = [
  'home',
  'about',
  'buyers',
  'sellers',
  'investors',
  'contact',
  'testimonials',
  'privacy-policy',
  'terms-of-service',
  'accessibility',
]

const all = <
  S extends 'communities' | 'market-reports' | 'posts' | 'pages' | 'testimonials' | 'media',
>(
  collection: S,
) => payload.find({ collection, pagination: false, depth: 1 }).then((r) => r.docs)

async function counts() {
  const slugs = [
    'communities',
    'market-reports',
    'testimonials',
    'posts',
    'pages',
    'media',
  ] as const
  const entries = await Promise.all(
    slugs.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const),
  )
  return Object.fromEntries(entries)
}

/** Every node of a rich-text document, depth first. */
function nodes(value: RichText): { type: string; [k: string]: unknown }[] {
  type Node = { type: string; children?: Node[] }
  const out: Node[] = []
  const walk = (node: Node) => {
    out.push(node)
    node.children?.forEach(walk)
  }
  ;(value.root.children as Node[]).forEach(walk)
  return out
}

describe('demo content on first start', () => {
  it('seeds the eight communities and market reports, published and marked as demo', async () => {
    for (const collection of ['communities', 'market-reports'] as const) {
      const docs = await all(collection)
      expect(docs.map((d) => d.slug).sort()).toEqual([...AREA_SLUGS].sort())
      for (const doc of docs) {
        expect(doc._status).toBe('published')
        expect(doc.isDemo).toBe(true)
      }
    }
  })

  it('fills every section of each community page', async () => {
    for (const c of await all('communities')) {
      expect(c.highlights!.length, c.slug).toBeGreaterThanOrEqual(3)
      expect(c.overview.stats!.length, c.slug).toBeGreaterThanOrEqual(3)
      expect(c.overview.highlights!.length, c.slug).toBeGreaterThanOrEqual(4)
      expect(c.schools?.districtName, c.slug).toBeTruthy()
      const ratings = c.schools!.list!.map((s) => s.rating ?? 0)
      expect(
        ratings.some((r) => r % 1 === 0.5),
        c.slug,
      ).toBe(true)
      expect(
        ratings.every((r) => r > 0 && r <= 10),
        c.slug,
      ).toBe(true)
      expect(new Set(c.attractions!.map((a) => a.category)).size, c.slug).toBeGreaterThanOrEqual(4)
      expect(c.topNeighborhoods!.length, c.slug).toBeGreaterThanOrEqual(2)
    }
    const chester = (await all('communities')).find((c) => c.slug === 'chester')
    expect(chester?.county).toBe('Morris')
  })

  it('seeds six testimonials, at least three posts and the ten pages', async () => {
    const testimonials = await all('testimonials')
    expect(testimonials).toHaveLength(6)
    expect(testimonials.every((t) => t.isDemo && t.location === 'New Jersey')).toBe(true)
    expect(testimonials.every((t) => /^[A-Z][a-z]+ [A-Z]\.$/.test(t.author))).toBe(true)

    const posts = await all('posts')
    expect(posts.length).toBeGreaterThanOrEqual(3)
    const pages = await all('pages')
    expect(pages.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort())
    for (const doc of [...posts, ...pages]) {
      expect(doc._status).toBe('published')
      expect(doc.isDemo).toBe(true)
    }
  })

  it('uploads the pictures into media, each with alt text, and links them', async () => {
    const media = await all('media')
    expect(media.map((m) => m.filename).sort()).toEqual(
      Object.values(IMAGES)
        .map((image) => path.basename(image.file))
        .sort(),
    )
    for (const m of media) expect(m.alt.trim().length).toBeGreaterThan(10)

    const isMedia = (v: unknown) => typeof v === 'object' && v !== null && 'alt' in v
    for (const c of await all('communities')) expect(isMedia(c.image)).toBe(true)
    for (const t of await all('testimonials')) expect(isMedia(t.image)).toBe(true)
    for (const p of await all('posts')) expect(isMedia(p.coverImage)).toBe(true)
  })

  it('writes posts of 500-800 words with headings, a list, a link, a quote and an image', async () => {
    for (const post of await all('posts')) {
      const words = plainText(post.content).split(' ').length
      expect(words, post.slug).toBeGreaterThanOrEqual(500)
      expect(words, post.slug).toBeLessThanOrEqual(800)
      const types = nodes(post.content).map((n) => n.type)
      for (const type of ['heading', 'list', 'link', 'quote', 'upload']) {
        expect(types, `${post.slug} has a ${type}`).toContain(type)
      }
    }
  })

  it('keeps each market report consistent with its headline figures', async () => {
    for (const r of await all('market-reports')) {
      const prices = r.priceData?.map((d) => d.price) ?? []
      expect(prices).toHaveLength(6)
      expect(r.salesData).toHaveLength(6)
      expect(`$${prices.at(-1)!.toLocaleString('en-US')}`).toBe(r.medianPrice)
      const move = (prices.at(-1)! - prices[0]!) / prices[0]!
      if (r.priceTrend === 'up') expect(move, r.slug).toBeGreaterThan(0.01)
      if (r.priceTrend === 'down') expect(move, r.slug).toBeLessThan(-0.01)
      if (r.priceTrend === 'stable') expect(Math.abs(move), r.slug).toBeLessThan(0.02)
      expect(r.priceChange.startsWith(r.priceTrend === 'down' ? '-' : '+')).toBe(true)
      const segments = r.marketSegments ?? []
      expect(
        segments.reduce((sum, s) => sum + s.percentage, 0),
        r.slug,
      ).toBe(100)
      expect(r.content).toHaveLength(3)
      expect(r.insights!.length).toBeGreaterThanOrEqual(4)
    }
    const outlooks = new Set((await all('market-reports')).map((r) => r.marketOutlook))
    expect(outlooks).toEqual(new Set(['bullish', 'balanced', 'bearish']))
  })

  it('places the home-value form on the home and sellers pages, and sends valuations there', async () => {
    const pages = await all('pages')
    for (const slug of ['home', 'sellers']) {
      const page = pages.find((p) => p.slug === slug)
      const block = page?.layout?.find((b) => b.blockType === 'homeValue')
      expect(block, slug).toMatchObject({ title: expect.any(String), intro: expect.any(String) })
    }
    // Every button or link that offers a valuation leads to the estimate, not the contact form.
    const offers: { text: string; to: unknown }[] = []
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk)
      if (!value || typeof value !== 'object') return
      const { text, href, link } = value as Record<string, unknown>
      if (typeof text === 'string' && /valuation/i.test(text))
        offers.push({ text, to: href ?? link })
      Object.values(value).forEach(walk)
    }
    walk(pages.map((p) => p.layout))
    expect(offers.map((o) => o.text)).toEqual(
      expect.arrayContaining(['Request a Free Valuation', 'Request a Valuation']),
    )
    for (const offer of offers) expect(offer.to, offer.text).toBe('/home-value')
  })

  it('does not hard-code the agent name in any page', async () => {
    const text = JSON.stringify(await all('pages')) + JSON.stringify(await all('posts'))
    expect(text).not.toContain(demoSiteSettings.agentName)
  })
})

describe('demo content on later starts', () => {
  it('works the market figures out again when a definition changed since they were stored', async () => {
    const { storedMarketFigures } = await import('@/features/market/store')
    const { FIGURES_METHOD } = await import('@/features/market/figures')
    const { method: _method, ...older } = (await storedMarketFigures(payload))!
    await payload.updateGlobal({
      slug: 'market-figures',
      data: { result: { ...older, computedAt: 'before' } },
      overrideAccess: true,
    })
    await seedDemoContent(payload)
    const again = (await storedMarketFigures(payload))!
    expect(again.method).toBe(FIGURES_METHOD)
    expect(again.computedAt).not.toBe('before')
    // Figures of this method stay as they are on the next start.
    await seedDemoContent(payload)
    expect((await storedMarketFigures(payload))!.computedAt).toBe(again.computedAt)
  })

  it('creates nothing new and keeps what the agent edited, cleared or deleted', async () => {
    const [byram] = (await all('communities')).filter((c) => c.slug === 'byram')
    await payload.update({
      collection: 'communities',
      id: byram!.id,
      data: { description: 'Our own words about Byram.', highlights: [] },
    })
    const [first, second] = await all('testimonials')
    await payload.update({ collection: 'testimonials', id: first!.id, data: { image: null } })
    await payload.delete({ collection: 'testimonials', id: second!.id })
    const [privacy] = (await all('pages')).filter((p) => p.slug === 'privacy-policy')
    await payload.delete({ collection: 'pages', id: privacy!.id })
    const before = await counts()

    await seedDemoContent(payload)
    await seedDemoContent(payload)

    expect(await counts()).toEqual(before)
    const edited = await payload.findByID({ collection: 'communities', id: byram!.id })
    expect(edited.description).toBe('Our own words about Byram.')
    expect(edited.highlights).toEqual([])
    expect((await payload.findByID({ collection: 'testimonials', id: first!.id })).image).toBeNull()
    const authors = (await all('testimonials')).map((t) => t.author)
    expect(authors).not.toContain(second!.author)
  })
})
