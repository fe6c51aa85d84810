import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3Store } from '../../../tests/support/s3Store'

// The studio's library in a real S3-compatible object store (OpenStack Swift's S3 API, started
// by scripts/s3.sh on loopback), through the real config on a fresh SQLite database: the demo
// pictures the first start uploads, a new upload, the site serving them, a deletion.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-test-'))
const projectDir = process.cwd()
// Its own port (S3_TEST_PORT lets two checkouts test side by side); a store a crashed run left
// on it is stopped first.
const store = startS3Store(Number(process.env.S3_TEST_PORT) || 18180)
// Run from the temporary folder, so that anything written to disk would show in its data/.
fs.symlinkSync(path.join(projectDir, 'public'), path.join(dir, 'public'), 'dir')
process.chdir(dir)
Object.assign(process.env, {
  DATABASE_URL: `file:${dir}/site.db`,
  PAYLOAD_SECRET: 'media-storage-test-secret',
  SEED_DEMO_PASSWORD: 'media-storage-test-password',
  S3_BUCKET: 'site-media',
  ...store.env,
})

const client = store.client
const stored = (key: string) => store.read('site-media', key)
const exists = async (key: string) => (await store.size('site-media', key)) > 0

let payload: Payload
let restGet: (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const fileFromSite = (filename: string) =>
  restGet(new Request(`http://127.0.0.1:3000/api/media/file/${encodeURIComponent(filename)}`), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })

beforeAll(async () => {
  await store.createBucket('site-media')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  ;({ GET: restGet } = await import('@/app/(payload)/api/[...slug]/route'))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  process.chdir(projectDir)
  store.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('uploads in an S3-compatible bucket', () => {
  it('stores the demo pictures of the first start in the bucket', async () => {
    const media = await payload.find({ collection: 'media', limit: 100, depth: 0 })
    expect(media.docs.length).toBeGreaterThan(3)
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'site-media' }))
    const keys = (listed.Contents ?? []).map((object) => object.Key).sort()
    expect(keys).toEqual(media.docs.map((doc) => doc.filename).sort())
    expect(fs.existsSync(path.join(dir, 'data', 'media'))).toBe(false)
  })

  it('serves a picture from the bucket at its usual address', async () => {
    const [doc] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    expect(doc?.url).toBe(`/api/media/file/${doc!.filename}`)
    const response = await fileFromSite(doc!.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(doc!.mimeType)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await stored(doc!.filename!))
  })

  it('puts a new upload in the bucket and takes it out when it is deleted', async () => {
    const picture = fs.readFileSync(path.join(projectDir, 'public/images/home-hero.webp'))
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Main Street in Andover in the snow' },
      file: {
        data: picture,
        mimetype: 'image/webp',
        name: 'andover-in-snow.webp',
        size: picture.length,
      },
    })
    // Payload writes the picture again (orientation, metadata): the same kind and size of image.
    const inBucket = await stored(doc.filename!)
    expect(inBucket.subarray(8, 12).toString()).toBe('WEBP')
    const original = await sharp(picture).metadata()
    expect([doc.width, doc.height]).toEqual([original.width, original.height])
    const served = await fileFromSite(doc.filename!)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(inBucket)

    await payload.delete({ collection: 'media', id: doc.id })
    expect(await exists(doc.filename!)).toBe(false)
    expect((await fileFromSite(doc.filename!)).status).toBe(404)
  })

  it('answers 404 for a file that was never uploaded', async () => {
    expect((await fileFromSite('no-such-picture.webp')).status).toBe(404)
  })
})
