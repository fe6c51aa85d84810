import { expect, type Page, test } from '@playwright/test'

import { collectErrors, openMenu, siteHeader } from './fixtures'

// Every page carries the site's styles in its own HTML, kept or rendered for the visit: its first
// paint waits for no second request, React does not fetch the stylesheet again when it hydrates,
// and a visit that goes on to other pages inside the site stays styled.

/** Every stylesheet the page asks for from now on. */
function stylesheetRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      asked.push(request.url())
  })
  return asked
}

test('a kept page paints with its own styles, and neither hydration nor the next page fetches the stylesheet', async ({
  page,
  request,
}) => {
  await request.get('/communities') // this visit renders it; the next finds it kept
  const errors = collectErrors(page)
  const stylesheets = stylesheetRequests(page)

  const response = await page.goto('/communities')
  expect(response?.headers()['x-page-cache']).toBe('hit')
  const html = await response!.text()
  expect(html).toMatch(/<style data-inlined-from="\/_next\/static\/[^"]+\.css">/)
  // The site's styles are in force: the sticky header and the page's flex column.
  await expect(siteHeader(page)).toHaveCSS('position', 'sticky')
  await expect(page.locator('body')).toHaveCSS('display', 'flex')

  // Hydrated and working (the menu opens), with no stylesheet asked for.
  await page.waitForLoadState('networkidle')
  const menu = await openMenu(page)
  await menu.getByRole('button', { name: 'Close menu' }).click()
  expect(stylesheets).toEqual([])

  // On to another page inside the site (the router's own navigation): styled the same.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Andover/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/communities\/andover$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(siteHeader(page)).toHaveCSS('position', 'sticky')
  await expect(page.locator('body')).toHaveCSS('display', 'flex')
  expect(stylesheets).toEqual([])
  expect(errors).toEqual([])
})

test('a page rendered for this visit alone (a search with filters) carries its styles as well', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const stylesheets = stylesheetRequests(page)
  const response = await page.goto('/listings/search?beds=2')
  expect(response?.headers()['x-page-cache']).toBeUndefined()
  expect(response?.headers()['content-encoding']).toBe('gzip')
  const html = await response!.text()
  expect(/<style data-inlined-from="\/_next\/static\/[^"]+\.css">/.test(html)).toBe(true)
  await expect(siteHeader(page)).toHaveCSS('position', 'sticky')
  await page.waitForLoadState('networkidle')
  const menu = await openMenu(page)
  await menu.getByRole('button', { name: 'Close menu' }).click()
  expect(stylesheets).toEqual([])
  expect(errors).toEqual([])
})
