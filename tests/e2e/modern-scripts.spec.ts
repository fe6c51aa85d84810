import { expect, test } from '@playwright/test'

// Every page loads the framework's polyfills. A modern browser gets only the one that browsers
// the site supports may still lack (URL.canParse), not patches for what they all have.

/** How the framework's polyfills assign the features every supported browser has. */
const PATCHES_FOR_WHAT_BROWSERS_HAVE = [
  'String.prototype.trimStart=',
  'String.prototype.trimEnd=',
  'Array.prototype.flat=',
  'Array.prototype.flatMap=',
  'Promise.prototype.finally=',
  'Object.fromEntries=',
  'Array.prototype.at=',
  'Object.hasOwn=',
  'Symbol.prototype,"description"',
]

test('the scripts a page loads patch nothing a modern browser already has', async ({ page }) => {
  const scripts: Promise<[string, string]>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => [response.url(), text]))
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(3)
  for (const [url, text] of loaded) {
    const patches = PATCHES_FOR_WHAT_BROWSERS_HAVE.filter((patch) => text.includes(patch))
    expect(patches, url).toEqual([])
  }
})

test('a browser without URL.canParse gets it before the page runs', async ({ page }) => {
  // Chrome before 120 and Safari before 17, which the site still supports, have no URL.canParse.
  await page.addInitScript(() => {
    delete (URL as { canParse?: unknown }).canParse
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const canParse = await page.evaluate(() => {
    const parse = (URL as { canParse?: (url: string, base?: string) => boolean }).canParse
    if (typeof parse !== 'function') return 'missing'
    return [parse('https://example.com/a'), parse('not a url'), parse('/a', 'https://example.com')]
  })
  expect(canParse).toEqual([true, false, true])
})
