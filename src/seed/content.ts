import fs from 'node:fs'
import path from 'node:path'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { communities } from './data/communities'
import { IMAGES, MissingImageError, type ImageKey, type MediaRef } from './data/images'
import { marketReports } from './data/market-reports'
import { pages } from './data/pages'
import { posts } from './data/posts'
import { testimonials } from './data/testimonials'
import type { SeedBuilder, SeedData } from './data/types'

type SeededSlug = 'communities' | 'market-reports' | 'testimonials' | 'posts' | 'pages'

type DemoSet<S extends SeededSlug> = {
  collection: S
  /** The field that tells one demo document from another. */
  key: 'slug' | 'author'
  builders: SeedBuilder<S>[]
  /** Collections with drafts get `_status: 'published'`. */
  drafts: boolean
}

export type SeedSummary = {
  created: Record<SeededSlug, number>
  /** Media documents uploaded in this run (reused ones are not counted). */
  uploaded: number
  /** Documents left out because a required picture was missing. */
  skipped: number
}

export type SeedOptions = {
  /** Where the demo pictures are read from; defaults to ./public/images of the running app. */
  imagesDir?: string
}

/** Key-value entry listing, per collection, the demo documents that have existed at some point. */
export const SEEDED_KEY = 'seed:demo-content'

type Ledger = Partial<Record<SeededSlug, string[]>>

/**
 * Demo content for every collection, marked `isDemo` and published. Each document is created only
 * when no document with its slug (testimonials: its author) exists, so the agent's edits, and the
 * fields they cleared, are never overwritten, and a second run creates nothing. A demo document
 * the agent deleted stays deleted: the seed remembers (in Payload's key-value store) every demo
 * document that has existed. Pictures are uploaded from public/images into the media collection
 * only when a document that is about to be created needs them, reusing a media document with the
 * same file name.
 */
export async function seedDemoContentDocs(
  payload: Payload,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const imagesDir = options.imagesDir ?? path.resolve(process.cwd(), 'public', 'images')
  const sets = [
    demoSet('communities', 'slug', communities, true),
    demoSet('market-reports', 'slug', marketReports, true),
    demoSet('testimonials', 'author', testimonials, false),
    demoSet('posts', 'slug', posts, true),
    demoSet('pages', 'slug', pages, true),
  ] as const

  // 1. Which documents have never existed, and which pictures do they need?
  const ledger = (await payload.kv.get<Ledger>(SEEDED_KEY)) ?? {}
  const seen: Ledger = {}
  const wanted = new Set<ImageKey>()
  const pending = await Promise.all(
    sets.map(async (set) => {
      const existing = await existingKeys(payload, set.collection, set.key)
      const known = new Set([...existing, ...(ledger[set.collection] ?? [])])
      const builders: SeedBuilder<SeededSlug>[] = []
      seen[set.collection] = []
      for (const build of set.builders as SeedBuilder<SeededSlug>[]) {
        const { data, keys } = dryRun(build)
        const id = identity(data, set.key)
        if (known.has(id)) {
          seen[set.collection]!.push(id)
        } else {
          builders.push(build)
          keys.forEach((key) => wanted.add(key))
        }
      }
      return { ...set, builders }
    }),
  )

  // 2. Upload (or reuse) just those pictures.
  const { ids, uploaded } = await ensureMedia(payload, imagesDir, wanted)
  const media = mediaRef((key) => ids.get(key) ?? null)

  // 3. Create the missing documents.
  const summary: SeedSummary = {
    created: { communities: 0, 'market-reports': 0, testimonials: 0, posts: 0, pages: 0 },
    uploaded,
    skipped: 0,
  }
  for (const set of pending) {
    for (const build of set.builders) {
      let data: SeedData<SeededSlug>
      try {
        data = build(media)
      } catch (error) {
        if (!(error instanceof MissingImageError)) throw error
        summary.skipped += 1
        payload.logger.warn(`Demo ${set.collection} document skipped for now: ${error.message}.`)
        continue
      }
      if (await createDemoDoc(payload, set, data)) summary.created[set.collection] += 1
      seen[set.collection]!.push(identity(data, set.key))
    }
  }
  if (JSON.stringify(seen) !== JSON.stringify(ledger)) await payload.kv.set(SEEDED_KEY, seen)

  const total = Object.values(summary.created).reduce((sum, n) => sum + n, 0)
  if (total > 0 || summary.uploaded > 0) {
    const c = summary.created
    payload.logger.info(
      `Seeded demo content: ${c.communities} communities, ${c['market-reports']} market reports, ` +
        `${c.testimonials} testimonials, ${c.posts} posts, ${c.pages} pages, ` +
        `${summary.uploaded} images uploaded` +
        (summary.skipped ? `, ${summary.skipped} skipped (missing images)` : '') +
        '.',
    )
  }
  return summary
}

function demoSet<S extends SeededSlug>(
  collection: S,
  key: DemoSet<S>['key'],
  builders: SeedBuilder<S>[],
  drafts: boolean,
): DemoSet<S> {
  return { collection, key, builders, drafts }
}

const identity = (data: object, key: string) => String((data as Record<string, unknown>)[key])

/** Slugs (or authors) already in the collection, drafts and demo or not. */
async function existingKeys(payload: Payload, collection: SeededSlug, key: string) {
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    select: { [key]: true },
  })
  return new Set(docs.map((doc) => identity(doc, key)))
}

function mediaRef(lookup: (key: ImageKey) => number | null): MediaRef {
  const ref = (key: ImageKey) => lookup(key)
  ref.required = (key: ImageKey) => {
    const id = lookup(key)
    if (id == null) throw new MissingImageError(key)
    return id
  }
  return ref
}

/** Builds a document without any media, to learn its identity and the pictures it uses. */
function dryRun<S extends SeededSlug>(build: SeedBuilder<S>) {
  const keys = new Set<ImageKey>()
  const data = build(
    mediaRef((key) => {
      keys.add(key)
      return 0
    }),
  )
  return { data, keys }
}

async function ensureMedia(payload: Payload, imagesDir: string, keys: Set<ImageKey>) {
  const ids = new Map<ImageKey, number>()
  let uploaded = 0
  for (const key of keys) {
    const { file, alt } = IMAGES[key]
    const filename = path.basename(file)
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      depth: 0,
      limit: 1,
    })
    if (docs[0]) {
      ids.set(key, docs[0].id)
      continue
    }
    const filePath = path.join(imagesDir, file)
    if (!fs.existsSync(filePath)) {
      payload.logger.warn(`Demo image ${filePath} is missing: the fields that use it stay empty.`)
      continue
    }
    const doc = await payload.create({ collection: 'media', data: { alt }, filePath })
    ids.set(key, doc.id)
    uploaded += 1
  }
  return { ids, uploaded }
}

/** Creates one demo document; `false` when another process created it first. */
async function createDemoDoc<S extends SeededSlug>(
  payload: Payload,
  set: DemoSet<S>,
  data: SeedData<S>,
): Promise<boolean> {
  const doc = {
    ...data,
    isDemo: true,
    ...(set.drafts ? { _status: 'published' as const } : {}),
  } as RequiredDataFromCollectionSlug<S>
  try {
    await payload.create({ collection: set.collection, data: doc })
    return true
  } catch (error) {
    const existing = await existingKeys(payload, set.collection, set.key)
    if (existing.has(identity(data, set.key))) return false
    throw error
  }
}
