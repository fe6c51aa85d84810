import { expect, test, type Locator, type Page } from '@playwright/test'

// What a keyboard or low-vision visitor needs to see: the focus ring and a field's edge stand out
// from the page around them (3:1 at least, as WCAG asks of non-text marks), and a narrow phone
// scrolls nowhere sideways.

/** The contrast of two CSS colours ("rgb(…)"), by WCAG's relative luminance. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
    const linear = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** An element's outline and border colours, and the first opaque background behind it. */
const colours = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el)
    let node: Element | null = el.parentElement
    let background = 'rgb(255, 255, 255)'
    while (node) {
      const bg = getComputedStyle(node).backgroundColor
      if (bg && !/rgba\(.*, 0\)$|transparent/.test(bg)) {
        background = bg
        break
      }
      node = node.parentElement
    }
    return { outline: style.outlineColor, border: style.borderTopColor, background }
  })

async function focusByKeyboard(page: Page, target: Locator) {
  await target.focus()
  // Focus set by script shows no ring in Chromium: a Tab away and back does.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(target).toBeFocused()
}

test('the focus ring stands out from the light page around it', async ({ page }) => {
  const cases: [string, (page: Page) => Locator][] = [
    ['/contact', (p) => p.getByRole('main').getByLabel('Name', { exact: true })],
    ['/listings/search', (p) => p.getByLabel('Location')],
    ['/home-value', (p) => p.getByLabel('Town or ZIP code')],
  ]
  for (const [path, target] of cases) {
    await page.goto(path)
    const field = target(page)
    await focusByKeyboard(page, field)
    const { outline, background } = await colours(field)
    expect(contrast(outline, background), `${path}: ${outline} on ${background}`).toBeGreaterThan(3)
  }
})

test('a form field’s edge stands out from the page, and so does its placeholder', async ({
  page,
}) => {
  await page.goto('/contact')
  const name = page.getByRole('main').getByLabel('Name', { exact: true })
  const { border, background } = await colours(name)
  expect(contrast(border, background), `${border} on ${background}`).toBeGreaterThan(3)
  await page.goto('/listings/search')
  const placeholder = await page
    .getByLabel('Location')
    .evaluate((el) => getComputedStyle(el, '::placeholder').color)
  expect(contrast(placeholder, 'rgb(255, 255, 255)')).toBeGreaterThan(4.5)
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the testimonials’ buttons fit, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/testimonials')
    const previous = page.getByRole('button', { name: /Previous testimonial/ })
    await expect(previous).toBeVisible()
    expect((await previous.boundingBox())!.x).toBeGreaterThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})
