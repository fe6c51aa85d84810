import { expect, test, type Locator, type Page } from '@playwright/test'

import {
  AREA_SLUGS,
  clickInPlace,
  hrefsOf,
  menuButton,
  menuDialog,
  openMenu,
  publicSettings,
  siteHeader,
  waitForHydration,
} from './fixtures'

// The header and the slide-in menu (header 76 px by default, button back after 400 ms).
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const htmlOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow)
const closeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Close menu' })
const expectExpanded = (group: Locator, expanded: boolean) =>
  expect(group).toHaveAttribute('aria-expanded', String(expanded))

test('logo links home; top bar links buyers, sellers, investors, about, contact', async ({
  page,
}) => {
  await page.goto('/about')
  const { agentName } = await publicSettings(page)
  // Its accessible name starts with what it shows (WCAG 2.5.3) and says where it goes.
  const logo = siteHeader(page).getByRole('link', { name: new RegExp(`^${agentName}\\b.*, home$`) })
  await expect(logo).toHaveAttribute('href', '/')
  const topBar = siteHeader(page).getByRole('navigation', { name: 'Primary' })
  const links = topBar.getByRole('link')
  await expect(links).toHaveText(['Buyers', 'Sellers', 'Investors', 'About', 'Contact'])
  expect(await hrefsOf(links)).toEqual(['/buyers', '/sellers', '/investors', '/about', '/contact'])
  await logo.click()
  await expect(page).toHaveURL('/')
})

test('right-side panel over a dimmed backdrop; page scroll locked', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
  const dialog = await openMenu(page)
  // A modal dialog: the rest of the page is inert for pointer, keyboard and screen readers.
  expect(await dialog.evaluate((node) => node.matches(':modal'))).toBe(true)
  await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(1280 - 384)
  expect(await dialog.boundingBox()).toMatchObject({ y: 0, width: 384, height: 720 })
  const backdrop = (property: 'opacity' | 'backgroundColor' | 'inset' | 'position') =>
    dialog.evaluate((node, name) => getComputedStyle(node, '::backdrop')[name], property)
  expect(await backdrop('position')).toBe('fixed')
  expect(await backdrop('inset')).toBe('0px') // it covers the whole window
  await expect.poll(() => backdrop('opacity')).toBe('1')
  const match = /[/,]\s*([\d.]+%?)\s*\)$/.exec(await backdrop('backgroundColor'))
  const alpha = match?.[1] ? parseFloat(match[1]) / (match[1].endsWith('%') ? 100 : 1) : 1
  expect(alpha, 'backdrop dims the page without hiding it').toBeGreaterThan(0.2)
  expect(alpha).toBeLessThan(0.95)

  expect(await htmlOverflow(page)).toBe('hidden')
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(400) // give a scroll, if one were allowed, time to happen
  expect(await scrollY(page)).toBe(300)

  await clickInPlace(page, closeButton(dialog))
  await expect(dialog).toBeHidden()
  const closed = page.locator('dialog[data-site-menu]')
  expect(await closed.evaluate((node) => (node as HTMLDialogElement).open)).toBe(false)
  expect(await htmlOverflow(page)).not.toBe('hidden')
  await expect(menuButton(page)).toBeFocused() // focus returns without jumping to the top
  expect(await scrollY(page)).toBe(300)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300)
})

test('a backdrop click, the close button and any link close the menu', async ({ page }) => {
  await page.goto('/')
  let dialog = await openMenu(page)
  await page.mouse.click(100, 400) // on the dimmed page, beside the panel
  await expect(dialog).toBeHidden()

  dialog = await openMenu(page)
  await closeButton(dialog).click()
  await expect(dialog).toBeHidden()

  dialog = await openMenu(page)
  await dialog.getByRole('link', { name: 'Testimonials' }).click()
  await expect(page).toHaveURL('/testimonials')
  await expect(dialog).toBeHidden()

  dialog = await openMenu(page)
  await dialog.getByRole('button', { name: 'Communities' }).click()
  await dialog.getByRole('link', { name: 'Andover' }).click()
  await expect(page).toHaveURL('/communities/andover')
  await expect(dialog).toBeHidden()
})

test('groups toggle independently; closing collapses them', async ({ page }) => {
  await page.goto('/')
  const dialog = await openMenu(page)
  const communities = dialog.getByRole('button', { name: 'Communities' })
  const market = dialog.getByRole('button', { name: 'Market Update' })
  const groupLinks = async (button: typeof communities) => {
    const id = await button.getAttribute('aria-controls')
    return dialog.locator(`[id="${id}"]`).getByRole('link')
  }
  await expectExpanded(communities, false)
  await expectExpanded(market, false)
  await expect(await groupLinks(communities)).toHaveCount(0) // hidden lists expose no links

  await communities.click()
  await expectExpanded(communities, true)
  await expectExpanded(market, false)
  await market.click()
  await expectExpanded(communities, true)
  await expectExpanded(market, true)

  for (const [button, base] of [
    [communities, '/communities'],
    [market, '/market-update'],
  ] as const) {
    const links = await groupLinks(button)
    await expect(links.first()).toHaveText('Overview')
    expect(await hrefsOf(links)).toEqual([base, ...AREA_SLUGS.map((slug) => `${base}/${slug}`)])
    for (const link of await links.all()) await expect(link).toBeVisible()
  }

  await communities.click()
  await expectExpanded(communities, false)
  await expectExpanded(market, true)
  await expect((await groupLinks(market)).first()).toBeVisible()

  await closeButton(dialog).click()
  await expect(dialog).toBeHidden()
  await openMenu(page)
  await expectExpanded(communities, false)
  await expectExpanded(market, false)
  await expect(dialog.getByRole('link', { name: 'Andover' })).toHaveCount(0)
})

test('menu button hides while open, returns ~400 ms after closing', async ({ page }) => {
  await page.goto('/')
  const button = menuButton(page)
  const buttonHandle = await button.elementHandle()
  const dialog = await openMenu(page)
  await expect(button).toBeHidden()
  const close = closeButton(dialog)
  // Timed in the page, from the close click to the first frame the button is visible again.
  const handles = [buttonHandle, await close.elementHandle()] as const
  const shownAfter = page.evaluate(
    ([menu, closer]) =>
      new Promise<number>((resolve) => {
        closer!.addEventListener('click', () => {
          const start = performance.now()
          const tick = () =>
            menu!.checkVisibility({ visibilityProperty: true })
              ? resolve(performance.now() - start)
              : requestAnimationFrame(tick)
          requestAnimationFrame(tick)
        })
      }),
    handles,
  )
  await close.click()
  const elapsed = await shownAfter
  expect(elapsed).toBeGreaterThanOrEqual(380)
  expect(elapsed).toBeLessThan(1_000)
  await expect(button).toBeVisible()
})

test('the panel top padding follows the measured header height', async ({ page }) => {
  await page.goto('/')
  const header = siteHeader(page)
  const dialog = await openMenu(page)
  const measured = await header.evaluate((node) => (node as HTMLElement).offsetHeight)
  expect(measured, 'header height (default 76 px)').toBe(76)
  await expect(dialog).toHaveCSS('padding-top', `${measured}px`)
  // The close button sits where the menu button was: level with the header.
  expect((await closeButton(dialog).boundingBox())?.height).toBe(measured)
  await closeButton(dialog).click()

  await header.evaluate((node) => (node.style.minHeight = '120px'))
  await expect(menuButton(page)).toBeVisible()
  await openMenu(page)
  await expect(dialog).toHaveCSS('padding-top', '120px')
})

for (const width of [375, 639, 640, 1024]) {
  const expected = width < 640 ? width : 384 // full width below the sm breakpoint, 24rem from it
  test(`at ${width} px wide the panel is ${expected} px wide, flush right`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const dialog = await openMenu(page)
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(width - expected)
    expect(await dialog.boundingBox()).toMatchObject({ y: 0, width: expected, height: 800 })
  })
}

test('focus trapped while open; Escape closes, focus back on button', async ({ page }) => {
  await page.goto('/')
  const button = menuButton(page)
  await waitForHydration(button)
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = menuDialog(page)
  await expect(dialog).toBeVisible()
  const close = closeButton(dialog)
  const phone = dialog.locator('a[href^="tel:"]')
  await expect(close).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await expect(phone).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('a phone downloads nothing for the closed menu; opening it prefetches its pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const prefetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  await page.goto('/')
  await waitForHydration(menuButton(page))
  await page.waitForTimeout(1500) // Next.js prefetches links near the screen once idle
  expect(prefetched.filter((path) => ['/blog', '/testimonials'].includes(path))).toEqual([])
  const menu = await openMenu(page)
  await expect.poll(() => prefetched).toEqual(expect.arrayContaining(['/blog', '/testimonials']))
  await menu.getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await context.close()
})
