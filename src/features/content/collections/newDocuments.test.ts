import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'
import { doc, p } from '@/seed/lexical'

import { removeEmptyDrafts } from './emptyDrafts'
import { SITE_ADDRESSES, slugFrom } from './slug'

describe('a slug made from a title', () => {
  it('reads as the title, in lowercase words joined by hyphens', () => {
    expect(slugFrom("Spring Market: Sussex's Lakes")).toBe('spring-market-sussexs-lakes')
    expect(slugFrom('  Café & Bakery — Newton  ')).toBe('cafe-and-bakery-newton')
    expect(slugFrom('2026 Q1 / Warren')).toBe('2026-q1-warren')
    expect(slugFrom('!!!')).toBe('')
    const long = slugFrom('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})

// The real config on a fresh database (migrated and seeded), through Payload's local API as the
// studio's saves go: drafts autosave, then a publish. A new SQLite file by default;
// `npm run test:postgres` sets TEST_DATABASE_URL to an empty PostgreSQL one.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slug-test-'))
const projectDir = process.cwd()
fs.symlinkSync(path.join(projectDir, 'public'), path.join(dir, 'public'), 'dir')
process.chdir(dir)
Object.assign(process.env, {
  DATABASE_URL: process.env.TEST_DATABASE_URL || `file:${dir}/site.db`,
  PAYLOAD_SECRET: 'slug-test-secret',
  SEED_DEMO_PASSWORD: 'slug-test-password',
})

let payload: Payload
beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  process.chdir(projectDir)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the slug of a blog post the agent writes', () => {
  const draft = async (id: number | string, data: Record<string, unknown>) =>
    payload.update({ collection: 'posts', id, data, draft: true })

  it('follows the title while a draft, then stays put once published', async () => {
    // The first autosave comes after a letter or two of the title.
    const first = await payload.create({ collection: 'posts', data: { title: 'Sp' }, draft: true })
    expect(first.slug).toBe('sp')
    // The form sends back the slug it holds (the one made before, or still empty).
    expect((await draft(first.id, { title: 'Spring on Lake Mohawk', slug: 'sp' })).slug).toBe(
      'spring-on-lake-mohawk',
    )
    expect((await draft(first.id, { title: 'Spring on Lake Mohawk!', slug: '' })).slug).toBe(
      'spring-on-lake-mohawk',
    )
    const { docs: images } = await payload.find({ collection: 'media', limit: 1 })
    const published = await payload.update({
      collection: 'posts',
      id: first.id,
      data: {
        _status: 'published',
        excerpt: 'What the spring brings to the lake.',
        coverImage: images[0]!.id,
        content: doc(p('A post.')),
      },
    })
    expect(published.slug).toBe('spring-on-lake-mohawk')
    // Live now: a new title does not move its address, in a draft or in the next publish.
    expect((await draft(first.id, { title: 'Summer on Lake Mohawk', slug: '' })).slug).toBe(
      'spring-on-lake-mohawk',
    )
    const republished = await payload.update({
      collection: 'posts',
      id: first.id,
      data: { title: 'Summer on Lake Mohawk', _status: 'published' },
    })
    expect(republished.slug).toBe('spring-on-lake-mohawk')
    // The agent may still change it by typing one.
    expect((await draft(first.id, { slug: 'summer-on-lake-mohawk' })).slug).toBe(
      'summer-on-lake-mohawk',
    )
  })

  it('keeps the address of a page once published, also after an unpublish', async () => {
    const page = await payload.create({
      collection: 'pages',
      // The slug left out, as the agent leaves it: the hook makes it.
      data: { title: 'Open house weekend', _status: 'published' } as Page,
    })
    expect(page.slug).toBe('open-house-weekend')
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    const again = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Open houses in March', _status: 'published' },
    })
    expect(again.slug).toBe('open-house-weekend')
  })

  it("never makes an address another page, the home page or the site's own routes have", async () => {
    const make = async (title: string) =>
      (await payload.create({ collection: 'pages', data: { title }, draft: true })).slug
    // The seeded About page is at /about; the home page is "home"; /blog is the site's own.
    expect(await make('About')).toBe('about-2')
    expect(await make('Home')).toBe('home-2')
    expect(await make('Blog')).toBe('blog-2')
    await payload.create({
      collection: 'pages',
      data: { title: 'Buying in spring', _status: 'published' } as Page,
    })
    expect(await make('Buying in spring')).toBe('buying-in-spring-2')
    // Typed, a route's address is refused with a sentence.
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Our blog', slug: 'blog', _status: 'published' },
      }),
    ).rejects.toThrow(/slug|Web address/i)
  })

  it("lists every top-level address the site's own routes answer", () => {
    const app = path.join(projectDir, 'src', 'app')
    const routed = ['(frontend)', '(bare)'].flatMap((group) =>
      fs
        .readdirSync(path.join(app, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
        .filter((entry) =>
          ['page.tsx', 'route.ts'].some((file) =>
            fs.existsSync(path.join(app, group, entry.name, file)),
          ),
        )
        .map((entry) => entry.name),
    )
    expect(routed.length).toBeGreaterThan(3)
    for (const name of routed) expect(SITE_ADDRESSES, name).toContain(name)
  })

  it('keeps a slug the agent typed, whatever the title becomes', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Open houses', slug: 'weekend-open-houses' },
      draft: true,
    })
    expect(post.slug).toBe('weekend-open-houses')
    expect((await draft(post.id, { title: 'Open houses this Sunday' })).slug).toBe(
      'weekend-open-houses',
    )
  })
})

describe('a draft opened with "Create new" and left empty', () => {
  const HOUR = 60 * 60_000
  const later = (ms: number) => new Date(Date.now() + ms)
  const exists = async (collection: 'pages' | 'posts', id: number | string) =>
    (await payload.find({ collection, where: { id: { equals: id } }, draft: true, depth: 0 }))
      .totalDocs > 0

  it('leaves the list after a day; one with anything written in stays', async () => {
    // What the studio's "Create new" saves at once: an empty draft.
    const left = await payload.create({ collection: 'pages', data: {}, draft: true })
    const untitled = await payload.create({ collection: 'posts', data: {}, draft: true })
    // One the agent started writing in, still without a title.
    const started = await payload.create({ collection: 'pages', data: {}, draft: true })
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    await payload.update({
      collection: 'pages',
      id: started.id,
      data: { intro: { heading: 'Working on it' } },
      draft: true,
    })

    // Kept a day: it may still be open in a tab.
    expect(await removeEmptyDrafts(payload, later(3 * HOUR))).toBe(0)
    expect(await exists('pages', left.id)).toBe(true)

    expect(await removeEmptyDrafts(payload, later(25 * HOUR))).toBe(2)
    expect(await exists('pages', left.id)).toBe(false)
    expect(await exists('posts', untitled.id)).toBe(false)
    expect(await exists('pages', started.id)).toBe(true)
    // The seeded pages and posts, all published, are untouched.
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBeGreaterThanOrEqual(10)
  })
})

describe('the "Demo content" tick on seeded content', () => {
  const seededAbout = async () =>
    (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, depth: 0 }))
      .docs[0]!

  it("goes off when the agent saves their own words, and stays for the site's own writes", async () => {
    const about = await seededAbout()
    expect(about.isDemo).toBe(true)
    const agent = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]!
    // A write with no one signed in (the seed, a sync) leaves it as it was.
    const bySite = await payload.update({
      collection: 'pages',
      id: about.id,
      data: { isDemo: true, title: 'About' },
    })
    expect(bySite.isDemo).toBe(true)
    // The studio's form sends the tick back as it holds it, ticked.
    const byAgent = await payload.update({
      collection: 'pages',
      id: about.id,
      data: { isDemo: true, title: 'About Dana' },
      user: agent,
    })
    expect(byAgent.isDemo).toBe(false)
    // A later save, as an autosave sends the form back, leaves it off.
    const later = await payload.update({
      collection: 'pages',
      id: about.id,
      data: { isDemo: false, title: 'About Dana Reyes' },
      user: agent,
    })
    expect(later.isDemo).toBe(false)

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.isDemo).toBe(true)
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { isDemo: true, agentName: settings.agentName },
      user: agent,
    })
    expect(saved.isDemo).toBe(false)
  })
})
