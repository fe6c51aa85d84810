import { createClient } from '@libsql/client'
import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './fixtures'
import { E2E_DATABASE_URL } from './test-env'

// The search's map view over the demo inventory, checked against the database the site reads.
// The browser here has no network: the map draws no tiles, and everything else must still work.
let client: ReturnType<typeof createClient> | undefined
const count = async (where: string) =>
  Number(
    (
      await (client ??= createClient({ url: E2E_DATABASE_URL })).execute(
        `select count(*) as n from listings where shown = 1 and internet_address_display_y_n is not 0 and latitude is not null and longitude is not null and (${where})`,
      )
    ).rows[0]!.n,
  )

const mapRegion = (page: Page) => page.getByRole('region', { name: /^Map of the homes found/ })
const homeMarkers = (page: Page) => mapRegion(page).locator('.listing-marker')
const clusters = (page: Page) => mapRegion(page).locator('.listing-cluster')

/** How many homes the markers stand for: one per home marker, a cluster's count for each cluster. */
async function homesMarked(page: Page): Promise<number> {
  const inClusters = await clusters(page).evaluateAll((els) =>
    els.map((el) =>
      Number(/^([\d,]+) homes/.exec(el.getAttribute('aria-label') ?? '')![1]!.replaceAll(',', '')),
    ),
  )
  return (await homeMarkers(page).count()) + inClusters.reduce((a, b) => a + b, 0)
}

test('the map loads only when opened, and its markers are the homes the search found', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.goto('/listings/search?beds=3')
  await page.waitForLoadState('networkidle')
  const before = new Set(scripts)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)

  await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Map' }).click()
  await expect(page).toHaveURL(/\?beds=3&view=map$/)
  const expected = await count('bedrooms_total >= 3')
  expect(expected).toBeGreaterThan(1)
  await expect(page.getByText(`${expected} homes on the map.`)).toBeVisible()
  // Its code came with the map, not with the page.
  expect(scripts.filter((s) => !before.has(s)).length).toBeGreaterThan(0)
  await expect.poll(() => homesMarked(page)).toBe(expected)
  // The list stays below the map, the same search.
  await expect(page.getByRole('heading', { name: /homes for sale/ })).toBeVisible()

  // Zoomed in far enough, a home's marker opens its card, whose link is that home's page.
  const zoomIn = mapRegion(page).getByRole('button', { name: 'Zoom in', exact: true })
  while ((await homeMarkers(page).count()) === 0) await zoomIn.click()
  const marker = homeMarkers(page).first()
  const name = (await marker.getAttribute('aria-label'))!
  await marker.dispatchEvent('click')
  const link = mapRegion(page).getByRole('link', { name: 'View this home' })
  await expect(link).toBeFocused()
  const price = /^\$\d{1,3}(,\d{3})*/.exec(name)![0]
  await expect(mapRegion(page).locator('.map-card')).toContainText(price)
  const segment = decodeURIComponent((await link.getAttribute('href'))!.split('/')[2]!)
  expect(await count(`'${segment}' like listing_id || '-%' and bedrooms_total >= 3`)).toBe(1)
})

test('"Search this area" limits the search to what the map shows, moved by buttons alone', async ({
  page,
}) => {
  await page.goto('/listings/search?view=map')
  const total = await count('1 = 1')
  await expect(page.getByText(`${total} homes on the map.`)).toBeVisible()
  const map = mapRegion(page)
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await map.getByRole('button', { name: 'Move the map east' }).click()
  await page.getByRole('button', { name: 'Search this area' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('area')).toMatch(/^[-\d.,]+$/)
  const area = new URL(page.url()).searchParams.get('area')!.split(',').map(Number)
  const [south, west, north, east] = area as [number, number, number, number]
  const inside = await count(
    `latitude between ${south} and ${north} and longitude between ${west} and ${east}`,
  )
  expect(inside).toBeLessThan(total)
  await expect(
    page.getByText(`${inside} ${inside === 1 ? 'home' : 'homes'} on the map.`),
  ).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'Filters applied' })
      .getByRole('link', { name: /In the map area/ }),
  ).toBeVisible()
  // A reload shows the same area and the same homes.
  await page.reload()
  await expect(
    page.getByText(`${inside} ${inside === 1 ? 'home' : 'homes'} on the map.`),
  ).toBeVisible()
  await expect.poll(() => homesMarked(page)).toBe(inside)
})

test('the map view works by keyboard and has no accessibility violations', async ({ page }) => {
  await page.goto('/listings/search?view=map')
  const total = await count('1 = 1')
  await expect(page.getByText(`${total} homes on the map.`)).toBeVisible()
  await expectNoAxeViolations(page)
  // A cluster is a button: Enter zooms in on it, and its homes are split up in view.
  const names = () =>
    mapRegion(page)
      .locator('.listing-marker, .listing-cluster')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).sort())
  const before = await names()
  const cluster = clusters(page).first()
  const held = Number(/^(\d+) homes/.exec((await cluster.getAttribute('aria-label'))!)![1])
  await cluster.focus()
  await expect(cluster).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(names).not.toEqual(before)
  expect(await homesMarked(page)).toBeGreaterThanOrEqual(held)
  expect((await names()).length).toBeGreaterThan(1)
  // A home marker's card opens with Enter and takes focus; Escape closes it.
  // (Into a cluster, not the map's middle, which may hold no home once zoomed in.)
  while ((await homeMarkers(page).count()) === 0) {
    await clusters(page).first().focus()
    await page.keyboard.press('Enter')
  }
  await homeMarkers(page).first().focus()
  await page.keyboard.press('Enter')
  await expect(mapRegion(page).getByRole('link', { name: 'View this home' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(mapRegion(page).locator('.map-card')).toHaveCount(0)
})

test('with reduced motion, a home’s card still takes focus and Escape brings it back', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/listings/search?view=map&location=Andover')
  await expect(mapRegion(page).locator('.listing-marker, .listing-cluster').first()).toBeVisible()
  while ((await homeMarkers(page).count()) === 0) {
    await clusters(page).first().focus()
    await page.keyboard.press('Enter')
  }
  const marker = homeMarkers(page).first()
  await marker.focus()
  await page.keyboard.press('Enter')
  await expect(mapRegion(page).getByRole('link', { name: 'View this home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(mapRegion(page).locator('.map-card')).toHaveCount(0)
  await expect(marker).toBeFocused()
})

test('a listing page shows its place on a small map when asked', async ({ page }) => {
  await page.goto('/listings/search?view=map')
  const first = page
    .getByRole('region', { name: /homes for sale/ })
    .getByRole('article')
    .first()
  await first.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/listings\/[^/]+$/)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show the map' }).click()
  const map = page.getByRole('region', { name: "Map of this home's location" })
  await expect(map.locator('.listing-marker')).toHaveCount(1)
  await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible()
  await expect(map).toBeFocused() // where the button was: the keyboard keeps its place
})
