import { chromium, expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './test-env'

// Public pages are rendered once and then served from memory, cacheable by a CDN, with the same
// security headers, and they go into the browser's back/forward cache.

test('a page is served from memory after its first visit, publicly cacheable, headers intact @smoke', async ({
  request,
}) => {
  // Compressed whether this visit renders the page (gzip, as it streams) or finds it kept (br).
  const first = await request.get('/communities', { headers: { 'accept-encoding': 'gzip, br' } })
  expect(first.headers()['content-encoding']).toMatch(/^(gzip|br)$/)
  expect(await first.text()).toContain('<h1')
  const reply = await request.get('/communities')
  const headers = reply.headers()
  expect(headers['x-page-cache']).toBe('hit')
  expect(headers.vary).toMatch(/accept-encoding/i)
  expect(headers['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  )
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['strict-transport-security']).toBeTruthy()
  expect(await reply.text()).toContain('<h1')

  const again = await request.get('/communities', { headers: { 'if-none-match': headers.etag! } })
  expect(again.status()).toBe(304)
})

test('a search with filters and the studio are never served from memory', async ({ request }) => {
  for (const path of ['/listings/search?beds=3', '/studio/login']) {
    await request.get(path)
    const reply = await request.get(path)
    expect(reply.headers()['x-page-cache'], path).toBeUndefined()
    expect(reply.headers()['cache-control'], path).not.toContain('public')
  }
})

test('going back to a page restores it from the back/forward cache', async ({
  browserName,
  request,
}) => {
  // Playwright turns the back/forward cache off by default; a browser of this test's own has it.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  expect(browserName).toBe('chromium')
  const page = await browser.newPage({ baseURL: E2E_BASE_URL })
  await request.get('/about')
  await page.goto('/about')
  await page.evaluate(() => {
    addEventListener('pageshow', (event) => {
      document.documentElement.dataset.restored = String(event.persisted)
    })
  })
  await page.goto('/contact')
  // A page restored from the cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true')
  await browser.close()
})
