import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { doc, p } from '@/seed/lexical'

import { removeEmptyDrafts } from './emptyDrafts'
import { slugFrom } from './slug'

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

// The real config on a fresh SQLite file (migrated and seeded), through Payload's local API as
// the studio's saves go: drafts autosave, then a publish.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slug-test-'))
const projectDir = process.cwd()
fs.symlinkSync(path.join(projectDir, 'public'), path.join(dir, 'public'), 'dir')
process.chdir(dir)
Object.assign(process.env, {
  DATABASE_URL: `file:${dir}/site.db`,
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

  it('leaves the list after an hour; one with anything written in stays', async () => {
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

    expect(await removeEmptyDrafts(payload, later(30 * 60_000))).toBe(0)
    expect(await exists('pages', left.id)).toBe(true)

    expect(await removeEmptyDrafts(payload, later(2 * HOUR))).toBe(2)
    expect(await exists('pages', left.id)).toBe(false)
    expect(await exists('posts', untitled.id)).toBe(false)
    expect(await exists('pages', started.id)).toBe(true)
    // The seeded pages and posts, all published, are untouched.
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBeGreaterThanOrEqual(10)
  })
})
