import { expect, test, type Locator, type Page } from '@playwright/test'

// Sections reveal once on scroll with their staggers, nothing
// moves under reduced motion, and the page body is dark while a hero is mounted.

/** The home page's process steps, far below the fold. */
const cards = (page: Page) =>
  page.getByRole('region', { name: 'How We Work Together' }).locator('ol > li')

const opacity = (node: Locator) => node.evaluate((el) => getComputedStyle(el).opacity)
const delay = (node: Locator) => node.evaluate((el) => getComputedStyle(el).transitionDelay)

test('cards below the fold wait out of sight, then rise in once with a 0.15 s stagger', async ({
  page,
}) => {
  await page.goto('/')
  const first = cards(page).first()
  await expect(first).toHaveCSS('opacity', '0')
  for (const index of [0, 1, 2]) {
    await cards(page).nth(index).scrollIntoViewIfNeeded()
    await expect(cards(page).nth(index)).toHaveCSS('opacity', '1')
  }
  // Each step waits index × 0.15 s before it moves.
  expect(await delay(cards(page).nth(0))).toMatch(/^0s/)
  expect(await delay(cards(page).nth(1))).toMatch(/^0.15s/)
  expect(await delay(cards(page).nth(2))).toMatch(/^0.3s/)
  // Once: scrolling away and back leaves it in place.
  await page.evaluate(() => window.scrollTo(0, 0))
  await first.scrollIntoViewIfNeeded()
  expect(await opacity(first)).toBe('1')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing is ever hidden or moved, and transitions are instant', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    for (const card of await cards(page).all()) {
      expect(await opacity(card)).toBe('1')
      expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    }
    const duration = await page
      .locator('main a')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(parseFloat(duration)).toBeLessThan(0.001)
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
  })
})

test('the page body is dark while a hero is on screen and restored after leaving it', async ({
  page,
}) => {
  const bodyColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await page.goto('/')
  await expect.poll(bodyColour).toBe('rgb(11, 19, 36)')
  // A client-side navigation unmounts the hero: the blog index has none.
  await page.locator('footer a[href="/blog"]').first().click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(bodyColour).toBe('rgb(255, 255, 255)')
})
