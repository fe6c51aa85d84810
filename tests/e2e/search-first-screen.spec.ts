import { expect, test } from '@playwright/test'

import { cards } from './searchPages'

// A visitor sees homes at once: the filters sit in one compact bar above the results.
for (const screen of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the first home found is in the first screen at ${screen.width}×${screen.height}, with and without a place`, async ({
    page,
  }) => {
    await page.setViewportSize(screen)
    for (const path of ['/listings/search', '/listings/search?location=Andover&beds=3']) {
      await page.goto(path)
      const first = cards(page).first()
      await expect(first).toBeVisible()
      const box = (await first.boundingBox())!
      // Most of its photo, not only its top edge, inside the first screen before any scroll.
      expect(box.y, path).toBeGreaterThan(0)
      expect(box.y + Math.min(box.height, 160), path).toBeLessThanOrEqual(screen.height)
      await expect(page.getByRole('search', { name: 'Homes for sale' })).toBeInViewport()
    }
  })
}

test('the home page leads to the search from its first screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const search = page.getByRole('link', { name: 'Search Homes for Sale' })
  await expect(search).toBeInViewport()
  await search.click()
  await expect(page).toHaveURL(/\/listings\/search$/)
  await expect(cards(page).first()).toBeVisible()
})

test('the first row of photos loads at once, the first before any other image; the rest as they near', async ({
  page,
}) => {
  await page.goto('/listings/search')
  const photos = cards(page).locator('img')
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high')
  for (const index of [0, 1, 2]) await expect(photos.nth(index)).toHaveAttribute('loading', 'eager')
  await expect(photos.nth(1)).not.toHaveAttribute('fetchpriority', 'high')
  await expect(photos.nth(3)).toHaveAttribute('loading', 'lazy')
  // The first photo is there without a scroll.
  await expect
    .poll(() =>
      photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
})
