import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { E2E_DEMO_PASSWORD } from './test-env'

export { E2E_DEMO_PASSWORD as DEMO_PASSWORD }

export const DEMO_EMAIL = 'demo@example.com'

/** Signs in to the studio with the demo account. */
export async function signInToStudio(page: Page) {
  if (!page.url().includes('/studio/login')) await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(E2E_DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

export const AREA_SLUGS = [
  'sussex-county',
  'warren-county',
  'andover',
  'blairstown',
  'byram',
  'chester',
  'hackettstown',
  'washington',
] as const

/** Every public page (the studio and /blog/{slug} are tested apart). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/buyers',
  '/sellers',
  '/investors',
  '/contact',
  '/communities',
  ...AREA_SLUGS.map((slug) => `/communities/${slug}`),
  '/market-update',
  ...AREA_SLUGS.map((slug) => `/market-update/${slug}`),
  '/testimonials',
  '/blog',
  '/listings/search',
  '/mortgage-calculator',
  '/sellers/net-sheet',
  '/home-value',
  '/privacy-policy',
  '/terms-of-service',
  '/accessibility',
]

// The last two have broken %-escapes, which Next.js alone answers with a 500 (src/server/safeUrl.ts).
export const NOT_FOUND_ROUTES = [
  '/no-such-page',
  '/communities/atlantis',
  '/blog?page=999',
  '/blog/%E0%A4',
  '/%zz',
]

/** The site settings as the public API reports them (seeded demo values unless the studio changed them). */
export type PublicSettings = {
  agentName: string
  brokerageName: string
  phone: string
  agentLicenseNumber: string
  brokerageLicenseNumber: string
  socialLinks: { label: string; url: string }[]
  developerCredit: { label: string; url: string }
}

export async function publicSettings(page: Page): Promise<PublicSettings> {
  const response = await page.request.get('/api/globals/site-settings?depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()) as PublicSettings
}

export const hrefsOf = (links: Locator) =>
  links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))

export const siteHeader = (page: Page) => page.locator('#site-header')
export const siteFooter = (page: Page) => page.getByRole('contentinfo')
export const menuButton = (page: Page) =>
  siteHeader(page).getByRole('button', { name: 'Menu', exact: true })
export const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })

/**
 * What the `<noscript>` notes inside a part of the page say, as a browser without scripts shows
 * them. (Playwright's text matching skips `<noscript>`, so getByText never finds them.)
 */
export const noscriptText = (scope: Locator | Page) =>
  scope
    .locator('noscript')
    .evaluateAll((notes) => notes.map((note) => note.textContent ?? '').join(' '))

/**
 * Waits until React has hydrated an element (it then carries React's internal fiber key), so a
 * click reaches the client component instead of the server-rendered HTML.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
}

/**
 * Clicks where the element is, as a visitor would. (Locator.click first scrolls the element into
 * view, and for anything in the sticky header that scrolls the page back to the top.)
 */
export async function clickInPlace(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box for ${locator}`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

export async function openMenu(page: Page): Promise<Locator> {
  const button = menuButton(page)
  await waitForHydration(button)
  await clickInPlace(page, button)
  const dialog = menuDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Runs axe with the WCAG 2.2 AA tag set and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Sections below the first screen are laid out only once the page has loaded (globals.css); a
  // checker must see them as a visitor scrolling there would. (The studio has no such sections.)
  if (await page.locator('#site-header').count())
    await expect(page.locator('html[data-laid-out]')).toBeAttached()
  // Entrance animations (the hero's fade-in) end in what a visitor reads; axe judges colours as
  // they are at this instant, so a button still fading in over the photo read as low contrast.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined))
    return Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 5000))])
  })
  // At the top of the page: scrolled elsewhere, whatever the sticky header happens to cover at
  // that instant reads as a target too small, a verdict on the test's scroll, not on the page.
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY
    window.scrollTo({ top: 0, behavior: 'instant' })
    return at
  })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled)
  const report = results.violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n')
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`
    })
    .join('\n')
  expect(results.violations, `axe violations on ${page.url()}:\n${report}`).toHaveLength(0)
}

/**
 * Each test is its own visitor (the test server trusts X-Forwarded-For), so the lead endpoints'
 * rate limit of 5 submissions a minute counts per test, as it would per person.
 */
export function ownVisitorPerTest() {
  let visitor = 0
  test.beforeEach(async ({ page }) => {
    const random = () => Math.floor(Math.random() * 250)
    const address = `10.${random()}.${random()}.${++visitor}`
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  })
}

/**
 * The demo agent's API token, for reading and writing through REST as the studio does (the
 * studio's cookie alone is refused without an Origin header).
 */
export async function studioToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: E2E_DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** What a visitor's browser would record as broken: script errors, CSP blocks, failed loads. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    // Failed loads are reported below, with their address.
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      errors.push(`console: ${text}`)
    }
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== page.url()) {
      errors.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // Aborted: a prefetch or lazy load cut short when the test moves on, not a failure.
    if (reason !== 'net::ERR_ABORTED') errors.push(`failed: ${request.url()} ${reason}`)
  })
  return errors
}

/** Listing pages named in sitemap.xml: every shown listing is there. */
export async function listingPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>[^<]*?(\/listings\/DEMO[^<]+)<\/loc>/g)].map((m) => m[1]!)
}
