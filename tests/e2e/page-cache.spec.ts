import { chromium, expect, test, type APIRequestContext } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { collectErrors, listingPaths, openMenu } from './fixtures'
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

/**
 * A public page nobody has asked for lately: its next visit renders it (a HEAD asks without
 * keeping). Only a page that answers 200 (another test may have taken a listing off the market).
 */
async function pageNotKept(request: APIRequestContext) {
  for (const path of (await listingPaths(request)).reverse()) {
    const head = await request.head(path)
    if (head.status() === 200 && head.headers()['x-page-cache'] !== 'hit') return path
  }
  throw new Error('every listing page is kept already')
}

test('going back to a page restores it from the back/forward cache, also when the visit rendered it', async ({
  browserName,
  request,
}) => {
  // Playwright turns the back/forward cache off by default; a browser of this test's own has it.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  expect(browserName).toBe('chromium')
  const page = await browser.newPage({ baseURL: E2E_BASE_URL })
  await request.get('/about')
  for (const visit of ['kept', 'rendered']) {
    const path = visit === 'kept' ? '/about' : await pageNotKept(request)
    const response = await page.goto(path)
    expect(response?.headers()['x-page-cache'], path).toBe(visit === 'kept' ? 'hit' : 'miss')
    expect(response?.headers()['cache-control'], path).toMatch(
      visit === 'kept' ? /^public, max-age=0, s-maxage=/ : /^private, no-cache$/,
    )
    await page.evaluate(() => {
      addEventListener('pageshow', (event) => {
        document.documentElement.dataset.restored = String(event.persisted)
      })
    })
    await page.goto('/contact')
    // A page restored from the cache fires no load event: wait for the navigation only.
    await page.goBack({ waitUntil: 'commit' })
    await expect(page.locator('html'), path).toHaveAttribute('data-restored', 'true')
  }
  await browser.close()
})

test('a link with tracking parameters gets the kept page and keeps its address', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  await request.get('/communities/andover')
  const address = '/communities/andover?utm_source=facebook&utm_campaign=spring&fbclid=IwAR0e2e'
  const response = await page.goto(address)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  await page.waitForLoadState('networkidle')
  // Hydrated, with the address the visitor followed (an analytics tool may still read it).
  await openMenu(page)
  expect(page.url()).toBe(E2E_BASE_URL + address)
  expect(errors).toEqual([])
})
