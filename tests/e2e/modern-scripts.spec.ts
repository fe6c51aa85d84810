import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

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

/** Each script the page loads (its path) with the text the browser received. */
async function scriptsOf(page: Page, route: string): Promise<Map<string, string>> {
  const scripts: Promise<[string, string]>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => [new URL(response.url()).pathname, text]))
  })
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  return new Map(await Promise.all(scripts))
}

test('the scripts a page loads patch nothing a modern browser already has', async ({ page }) => {
  const loaded = await scriptsOf(page, '/')
  expect(loaded.size).toBeGreaterThan(3)
  for (const [url, text] of loaded) {
    const patches = PATCHES_FOR_WHAT_BROWSERS_HAVE.filter((patch) => text.includes(patch))
    expect(patches, url).toEqual([])
  }
})

// Chrome compiles a script marked this way on a background thread while it downloads, rather than
// function by function on the main thread when the page first calls them.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

test('the framework scripts every page runs on load are compiled while they download', async ({
  browser,
}) => {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const framework: string[] = manifest.rootMainFiles.map((file: string) => `/_next/${file}`)
  for (const route of ['/', '/listings/search']) {
    const page = await browser.newPage()
    const loaded = await scriptsOf(page, route)
    await page.close()
    for (const file of framework) {
      const why = `${file} has no compile hint: was the build made with \`npm run build\`?`
      expect(loaded.get(file)?.startsWith(COMPILE_HINT), why).toBe(true)
    }
    // A page's own code may hold functions it never calls on load: compiling those is waste.
    const own = [...loaded].filter(([file]) => !framework.includes(file))
    expect(own.length, route).toBeGreaterThan(0)
    for (const [file, text] of own) expect(text.startsWith(COMPILE_HINT), file).toBe(false)
    // Whatever the manifest lists, the hinted files are the bulk of the code the page runs.
    const size = (files: [string, string][]) =>
      files.reduce((sum, [, text]) => sum + text.length, 0)
    const hinted = [...loaded].filter(([, text]) => text.startsWith(COMPILE_HINT))
    expect(size(hinted) / size([...loaded]), route).toBeGreaterThan(0.8)
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
