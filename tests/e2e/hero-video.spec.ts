import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { studioToken } from './fixtures'

type Playwright = PlaywrightWorkerArgs['playwright']

// A hero with a video background plays it muted over the poster image,
// offers a pause button, never starts it under reduced motion, and keeps the poster if the video
// cannot play. The video is a real WebM file, recorded by the browser from a canvas, uploaded to
// the studio's media and placed in the hero of a page made for this test (deleted afterwards).

const SLUG = 'hero-video-test'
const video = (page: Page) => page.locator('section video')
const toggle = (page: Page) => page.getByRole('button', { name: /background video/ })

/** Two seconds of changing colour, recorded by Chromium's MediaRecorder as WebM (VP8). */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm;codecs=vp8',
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    const start = performance.now()
    await new Promise<void>((resolve) => {
      const frame = () => {
        const elapsed = performance.now() - start
        context.fillStyle = `hsl(${Math.round(elapsed / 8) % 360} 50% 30%)`
        context.fillRect(0, 0, canvas.width, canvas.height)
        if (elapsed < 2000) requestAnimationFrame(frame)
        else resolve()
      }
      frame()
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}

/** An API client signed in as the demo agent. */
async function studioClient(playwright: Playwright, baseURL: string | undefined) {
  const anonymous = await playwright.request.newContext({ baseURL })
  const token = await studioToken(anonymous)
  await anonymous.dispose()
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `JWT ${token}` },
  })
}

let pageId: number | undefined
let videoId: number | undefined

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const page = await browser.newPage()
  await page.goto('/privacy-policy')
  const webm = await recordWebm(page)
  await page.close()
  expect(webm.length).toBeGreaterThan(1000)

  const studio = await studioClient(playwright, baseURL)
  const images = await studio.get('/api/media?where[mimeType][like]=image&limit=1&depth=0')
  const poster = ((await images.json()) as { docs: { id: number }[] }).docs[0]
  expect(poster).toBeTruthy()
  // A run that stopped half-way may have left its page behind.
  await studio.delete(`/api/pages?where[slug][equals]=${SLUG}`)
  const upload = await studio.post('/api/media', {
    multipart: {
      file: { name: 'hero-loop.webm', mimeType: 'video/webm', buffer: webm },
      _payload: JSON.stringify({ alt: 'Colours changing slowly' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  videoId = ((await upload.json()) as { doc: { id: number } }).doc.id
  const created = await studio.post('/api/pages', {
    data: {
      title: 'Hero video test',
      slug: SLUG,
      _status: 'published',
      layout: [
        {
          blockType: 'heroBanner',
          title: 'A hero with a video',
          backgroundType: 'video',
          height: 'large',
          backgroundImage: poster!.id,
          backgroundVideo: videoId,
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  await studio.dispose()
})

test.afterAll(async ({ playwright, baseURL }) => {
  const studio = await studioClient(playwright, baseURL)
  if (pageId) await studio.delete(`/api/pages/${pageId}`)
  if (videoId) await studio.delete(`/api/media/${videoId}`)
  await studio.dispose()
})

test('the hero video plays over its poster, and its button pauses and resumes it', async ({
  page,
}) => {
  await page.goto(`/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: 'A hero with a video' })).toBeVisible()
  // The poster is painted first, by the server (the LCP element).
  await expect(page.locator('section img').first()).toBeVisible()
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true)
  await expect(video(page)).toHaveCSS('opacity', '1')
  await expect(video(page)).toHaveJSProperty('muted', true)

  await toggle(page).click()
  await expect(toggle(page)).toHaveAccessibleName('Play background video')
  await expect(video(page)).toHaveJSProperty('paused', true)
  await toggle(page).click()
  await expect(toggle(page)).toHaveAccessibleName('Pause background video')
  await expect(video(page)).toHaveJSProperty('paused', false)
})

test('under reduced motion the video waits for the visitor to start it', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(`/${SLUG}`)
  await expect(toggle(page)).toHaveAccessibleName('Play background video')
  await page.waitForTimeout(1000)
  await expect(video(page)).toHaveJSProperty('paused', true)
  await expect(video(page)).toHaveJSProperty('currentTime', 0)
  await toggle(page).click()
  await expect(video(page)).toHaveJSProperty('paused', false)
  await context.close()
})

test('a video that cannot load leaves the poster image in place', async ({ page }) => {
  await page.route(/\/api\/media\/file\/.*\.webm/, (route) => route.abort())
  const gaveUp = page.waitForEvent('console', (message) =>
    message.text().startsWith('Hero video could not play'),
  )
  await page.goto(`/${SLUG}`)
  await gaveUp
  await expect(toggle(page)).toHaveAccessibleName('Play background video')
  await page.waitForTimeout(1500) // longer than the video layer's fade
  await expect(video(page)).toHaveCSS('opacity', '0')
  await expect(page.locator('section img').first()).toBeVisible()
})
