import { expect, test, type Page } from '@playwright/test'

import {
  collectErrors,
  expectNoAxeViolations,
  menuButton,
  NOT_FOUND_ROUTES,
  PUBLIC_ROUTES,
  siteFooter,
  siteHeader,
  waitForHydration,
} from './fixtures'

// Every route renders real content inside the site shell, accessibly.
type WithHeaders = { headers(): Record<string, string> } | null

function expectSecurityHeaders(response: WithHeaders, studio = false) {
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/)
  if (studio) expect(headers['critical-ch']).toBeTruthy()
  else expect(headers['critical-ch']).toBeUndefined()
}

async function expectShell(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('h1')).not.toBeEmpty()
  await expect(siteHeader(page)).toBeVisible()
  await expect(menuButton(page)).toBeVisible()
  await expect(siteFooter(page)).toBeVisible()
  await expect(siteFooter(page).getByText('Ready to Find Your Dream Home?')).toBeVisible()
}

for (const path of PUBLIC_ROUTES) {
  const tag = path === '/' || path === '/communities/andover' ? ['@smoke'] : []
  test(
    `${path} answers 200 with a heading, the site shell and no axe violations`,
    { tag },
    async ({ page }) => {
      const errors = collectErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-type']).toContain('text/html')
      expectSecurityHeaders(response)
      await expectShell(page)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    },
  )
}

for (const path of NOT_FOUND_ROUTES) {
  test(`${path} answers 404 with the branded page, links home and to contact`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    expectSecurityHeaders(response)
    await expectShell(page)
    const main = page.getByRole('main')
    await expect(main.getByText(/404/)).toBeVisible()
    await expect(main.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact')
    // The title says so, also once the page's scripts have run.
    await waitForHydration(main.getByRole('link', { name: /contact/i }))
    expect(await page.title()).toMatch(/^Page not found \|/)
    await expectNoAxeViolations(page)
    await main.getByRole('link', { name: /contact/i }).click()
    await expect(page).toHaveURL('/contact')
  })
}

test('/studio answers with an accessible sign-in, and alone asks for client hints', async ({
  page,
  request,
}) => {
  const first = await request.get('/studio', { maxRedirects: 0 })
  expect([200, 307, 308]).toContain(first.status())
  expectSecurityHeaders(first, true)
  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  expectSecurityHeaders(response, true)
  await expect(page).toHaveURL(/\/studio\/login/)
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i)).toBeVisible()
  await expect(siteHeader(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test(
  '/api/health reports a reachable database, with the security headers',
  { tag: '@smoke' },
  async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toContain('no-store')
    expectSecurityHeaders(response)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'reachable' })
  },
)

test('assets and API replies carry the security headers too', async ({ page, request }) => {
  await page.goto('/')
  const script = await page.locator('script[src]').first().getAttribute('src')
  expect(script).toBeTruthy()
  for (const url of [script!, '/icon.svg', '/api/globals/site-settings']) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expectSecurityHeaders(response)
  }
})

// Lighthouse, and most visitors, see the phone layout, which axe can judge differently (a layout
// change once made the contact labels fail there only): every route again at Lighthouse's width.
test.describe('at phone width', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no axe violations at phone width`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectNoAxeViolations(page)
    })
  }
})

// @smoke: also run on PostgreSQL, whose 32-bit ids made a larger one a server error.
test('a malformed document id or a missing file in the API is a 404, not a server error @smoke', async ({
  request,
}) => {
  const paths = [
    '/api/pages/abc',
    '/api/communities/1e3',
    '/api/pages/%E0',
    '/api/users/x',
    '/api/pages/-1',
    '/api/pages/99999999999',
  ]
  for (const path of [...paths, '/api/media/file/no-such-upload.webp']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.json(), path).toMatchObject({ errors: [expect.anything()] })
  }
})

test('a query the database cannot run is a 400 that says what is wrong; good queries still answer', async ({
  request,
}) => {
  const malformed: [string, RegExp][] = [
    ['where=abc', /where is not valid JSON/],
    ['where=%5B1%5D', /where must be a JSON object/],
    ['where[id][in]=a,b', /id: in "a": ids are whole numbers/],
    ['where[id][not_in]=x', /ids are whole numbers/],
    ['where[id][equals]=99999999999', /ids are whole numbers up to 2147483647/],
    ['where[createdAt][greater_than]=soon', /createdAt: greater_than "soon": not a date/],
    ['where[id][exists]=maybe', /exists takes true or false/],
    ['where[title][near]=1,2', /near works on point fields only/],
    ['where[and][0][id][within]=x', /within works on point fields only/],
    ['where[title][all]=a', /all works on fields holding several values only/],
    ['where[id][equals][x]=1', /takes a value, not a list or an object/],
    ['where[id][sounds_like]=1', /unknown operator "sounds_like"/],
    ['where[layout.blockType][equals]=hero', /blocks are queried through their own fields/],
    ['where[layout][exists]=true', /blocks are queried through their own fields/],
    ['limit=1e999', /limit must be a whole number/],
    ['page=0', /page must be a whole number from 1/],
    ['limit=-1', /limit must be a whole number from 0/],
  ]
  for (const [query, message] of malformed) {
    const response = await request.get(`/api/pages?${query}`)
    expect(response.status(), query).toBe(400)
    const body = await response.json()
    expect(body.errors[0].message, query).toMatch(message)
  }

  const good = [
    'where[id][in]=1,2',
    'where[createdAt][greater_than]=2020-01-01',
    'where[id][exists]=true',
    `where=${encodeURIComponent(JSON.stringify({ slug: { equals: 'about' } }))}`,
    'where[or][0][slug][equals]=home&where[or][1][slug][equals]=about',
    'limit=2&page=1&depth=0',
    'where[createdAt][not_equals]=null',
    'where[id][not_equals]=', // the studio's "select all"
  ]
  for (const query of good) {
    const response = await request.get(`/api/pages?${query}`)
    expect(response.status(), query).toBe(200)
    expect((await response.json()).docs.length, query).toBeGreaterThan(0)
  }
})
