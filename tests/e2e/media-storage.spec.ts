import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startS3Store } from '../support/s3Store'
import { startAnotherServer } from './anotherServer'
import { DEMO_EMAIL } from './fixtures'
import { E2E_DEMO_PASSWORD, E2E_PORT } from './test-env'

// The production server with its uploads in an S3-compatible bucket (OpenStack Swift's S3 API on
// loopback, scripts/s3.sh), on a database of its own: the first start puts the demo pictures in
// the bucket, the pages show them through next/image, and an upload, a crop and a deletion
// through the studio's API reach the bucket, with nothing written to the media folder.
const port = E2E_PORT + 8
const site = `http://127.0.0.1:${port}`
const dataDir = path.resolve('.tmp/e2e-s3')
const bucket = 'site-media'

let server: ChildProcess | undefined
let store: ReturnType<typeof startS3Store> | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  // Ports beside the browser tests' own, so that two checkouts can test side by side.
  store = startS3Store(E2E_PORT + 15180)
  await store.createBucket(bucket)
  server = await startAnotherServer(port, {
    DATABASE_URL: `file:${dataDir}/site.db`,
    SEED_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    SITE_URL: site,
    OUTBOX_DIR: `${dataDir}/outbox`,
    S3_BUCKET: bucket,
    ...store.env,
  })
})

test.afterAll(() => {
  server?.kill('SIGTERM')
  store?.destroy()
})

const inBucket = (key: string) => store!.size(bucket, key)

test('with S3 storage, pages show pictures from the bucket and uploads go to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The home page's hero, through next/image, from the bucket.
  await page.goto(site)
  const hero = page.locator('main img').first()
  await expect(hero).toBeVisible()
  expect(
    await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBeGreaterThan(0)
  const source = new URL((await hero.getAttribute('src'))!, site)
  expect(source.pathname).toBe('/_next/image')
  const original = source.searchParams.get('url')!
  expect(await inBucket(decodeURIComponent(original.split('/').pop()!))).toBeGreaterThan(0)
  const optimized = await request.get(source.href, { headers: { accept: 'image/webp,*/*' } })
  expect(optimized.status()).toBe(200)
  expect(optimized.headers()['content-type']).toBe('image/webp')

  // An upload through the studio's API lands in the bucket; its deletion takes it out.
  const login = await request.post(`${site}/api/users/login`, {
    data: { email: DEMO_EMAIL, password: E2E_DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const picture = fs.readFileSync('public/images/about-portrait.webp')
  const name = `porch-${Date.now()}.webp`
  const created = await request.post(`${site}/api/media`, {
    headers: { origin: site },
    multipart: {
      file: { name, mimeType: 'image/webp', buffer: picture },
      _payload: JSON.stringify({ alt: 'A front porch with two rocking chairs' }),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; filename: string; url: string } }
  expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
  expect(await inBucket(doc.filename)).toBeGreaterThan(0)
  const served = await request.get(`${site}${doc.url}`)
  expect(served.status()).toBe(200)
  expect((await served.body()).length).toBe(await inBucket(doc.filename))
  expect(fs.existsSync(path.resolve('data/media', doc.filename))).toBe(false)

  // A crop, sent as the studio's image editor sends it: Payload reads the original back from the
  // site's own address, crops it and puts it in the bucket again.
  const { width, height } = (await created.json()).doc as { width: number; height: number }
  const cropped = await request.patch(`${site}/api/media/${doc.id}`, {
    headers: { origin: site },
    params: {
      'uploadEdits[crop][x]': '0',
      'uploadEdits[crop][y]': '0',
      'uploadEdits[widthInPixels]': String(Math.floor(width / 2)),
      'uploadEdits[heightInPixels]': String(Math.floor(height / 2)),
    },
    data: {},
  })
  expect(cropped.status(), await cropped.text()).toBe(200)
  const croppedDoc = ((await cropped.json()) as { doc: { width: number; filesize: number } }).doc
  expect(croppedDoc.width).toBe(Math.floor(width / 2))
  expect(await inBucket(doc.filename)).toBe(croppedDoc.filesize)

  const deleted = await request.delete(`${site}/api/media/${doc.id}`, { headers: { origin: site } })
  expect(deleted.status()).toBe(200)
  expect(await inBucket(doc.filename)).toBe(0)
  expect((await request.get(`${site}${doc.url}`)).status()).toBe(404)
})
