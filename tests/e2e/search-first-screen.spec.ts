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
