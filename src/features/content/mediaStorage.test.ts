import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3Store } from '../../../tests/support/s3Store'
import { mediaStorageSettings } from './mediaStorage'

describe('media storage settings', () => {
  it('keeps uploads on disk without S3_BUCKET', () => {
    expect(mediaStorageSettings({})).toBeUndefined()
    expect(mediaStorageSettings({ S3_BUCKET: '  ' })).toBeUndefined()
  })

  it('says what is wrong with a half-written configuration', () => {
    expect(() => mediaStorageSettings({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not',
    )
    expect(() => mediaStorageSettings({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() =>
      mediaStorageSettings({ S3_BUCKET: 'site', S3_ENDPOINT: 's3.example.com' }),
    ).toThrow('S3_ENDPOINT must be an http:// or https:// address')
    expect(() => mediaStorageSettings({ S3_BUCKET: 'site', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1 or 0',
    )
  })

  it('addresses AWS by bucket host name and other S3 servers by path, unless told', () => {
    expect(mediaStorageSettings({ S3_BUCKET: 'site' })).toEqual({
      bucket: 'site',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    })
    const r2 = mediaStorageSettings({
      S3_BUCKET: 'site',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/uploads/',
    })
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: true, prefix: 'uploads' })
    expect(r2?.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'secret' })
    expect(
      mediaStorageSettings({
        S3_BUCKET: 'site',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: '0',
      })?.forcePathStyle,
    ).toBe(false)
  })
})

// The studio's library in a real S3-compatible object store (OpenStack Swift's S3 API, started
// by scripts/s3.sh on loopback), through the real config on a fresh SQLite database: the demo
// pictures the first start uploads, a new upload, the site serving them, a deletion.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-test-'))
const projectDir = process.cwd()
const store = startS3Store(18180, path.join(dir, 's3'))
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
const stored = async (key: string) =>
  Buffer.from(
    await (
      await client.send(new GetObjectCommand({ Bucket: 'site-media', Key: key }))
    ).Body!.transformToByteArray(),
  )
const exists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: 'site-media', Key: key })).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  )

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
    expect([doc.width, doc.height]).toEqual([
      (await sharp(picture).metadata()).width,
      (await sharp(picture).metadata()).height,
    ])
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

describe('the storage adapter’s packages', () => {
  const version = (dir: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
      .version
  const modules = path.join(projectDir, 'node_modules')

  it('run on the site’s own Payload, one copy of it and of its studio components', () => {
    const payloadVersion = version(path.join(modules, 'payload'))
    const adapter = ['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage']
    const others = fs
      .readdirSync(path.join(modules, '@payloadcms'))
      .map((name) => `@payloadcms/${name}`)
      .filter((name) => !adapter.includes(name))
    for (const name of others)
      expect([name, version(path.join(modules, name))]).toEqual([name, payloadVersion])
    // No package of the adapter brings a Payload or a studio of its own.
    for (const name of adapter)
      for (const inner of ['payload', '@payloadcms/ui'])
        expect(fs.existsSync(path.join(modules, name, 'node_modules', inner))).toBe(false)
  })
})
