import { expect, test, type Page, type Response } from '@playwright/test'

import { expectNoAxeViolations } from './fixtures'

// The seller's net sheet: computed on the server from its address, a GET form without JavaScript.
const PATH = '/sellers/net-sheet'
const SALE =
  'price=415000&payoff=210000&listing=2.5&buyerAgent=2.5&closing=2026-06-30&tax=9125&concessions=5000&attorney=1500&other=0&well=1'

const net = (page: Page) => page.getByTestId('net')
const line = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Your estimated net sheet' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })

test('opens with a sale in the address: the net, each line and its law', async ({ page }) => {
  await page.goto(`${PATH}?${SALE}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Seller's Net Sheet")
  await expect(net(page)).toHaveText('$169,346.00')
  await expect(line(page, 'Realty transfer fee')).toContainText('−$3,359.00')
  await expect(line(page, 'Realty transfer fee')).toContainText(
    'N.J.S.A. 46:15-7 et seq., from August 1, 2006',
  )
  await expect(line(page, 'Graduated percent fee')).toContainText('from July 10, 2025')
  await expect(line(page, "Listing agent's commission (2.5%)")).toContainText('−$10,375.00')
  await expect(line(page, "Buyer's agent's commission (2.5%)")).toContainText('−$10,375.00')
  await expect(line(page, 'Property tax, January 1 to closing')).toContainText(
    '$9,125.00 a year × 180 of 365 days',
  )
  await expect(line(page, 'Private well water test')).toContainText('−$500.00')
  await expect(
    page.getByText('These figures are estimates, not legal or tax advice.'),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Talk your sale over with the agent' }),
  ).toHaveAttribute('href', '/contact')
  const ladder = page.getByRole('table', { name: 'Your net at nearby prices' })
  await expect(ladder.getByRole('row')).toHaveCount(6)
  await expect(page).toHaveTitle(/Seller's Net Sheet/)
  expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
    /\/sellers\/net-sheet$/,
  )
})

test('a changed field is sent and kept in the address; the ladder marks the cliff', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${PATH}?${SALE}`)
  await page.getByLabel('Sale price ($)').fill('360000')
  await page.getByRole('button', { name: 'Show my net' }).click()
  await expect(page).toHaveURL(/[?&]price=360000(&|#|$)/)
  await expect(page).toHaveURL(/[?&]well=1(&|#|$)/)
  // On a phone the page opens at the sheet, below the long form.
  await expect(page.getByText('Your estimated net sheet')).toBeInViewport()
  await expect(page.getByLabel('Sale price ($)')).toHaveValue('360000')
  await expect(line(page, 'Realty transfer fee')).toContainText('−$2,831.00')
  await expect(
    page.getByText('Fee cliff: one dollar more of price adds $634.80 to the realty transfer fee'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a bad value gets its message beside its field, and no net', async ({ page }) => {
  const response = await page.goto(`${PATH}?${SALE.replace('price=415000', 'price=lots')}`)
  expect(response?.status()).toBe(200)
  const price = page.getByLabel('Sale price ($)')
  await expect(price).toHaveValue('lots')
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price).toHaveAccessibleDescription('Enter an amount in dollars, like 415000.')
  await expect(price).toBeFocused() // the first field to fix, read with its message
  await expect(net(page)).toHaveText('—')
  await expect(line(page, 'Realty transfer fee')).toContainText('Not computed')
  await expect(line(page, 'Mortgage payoff')).toContainText('−$210,000.00')
  await expect(page.getByRole('table', { name: 'Your net at nearby prices' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a sale that does not cover the payoff says what the seller would bring', async ({ page }) => {
  await page.goto('/sellers/net-sheet?price=500000&payoff=600000')
  const net = (await page.getByTestId('net').textContent())!
  // The sheet's minus sign (U+2212), as on its lines.
  expect(net).toMatch(/^−\$[\d,]+\.\d\d$/)
  await expect(
    page.getByText(
      `At this price the sale does not cover the payoff and the costs: you would bring ${net.slice(1)} to the closing.`,
    ),
  ).toBeVisible()
})

test('the empty address shows a typical sale, with no axe violations', async ({ page }) => {
  await page.goto(PATH)
  await expect(page.getByLabel('Sale price ($)')).toHaveValue('415000')
  await expect(net(page)).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expectNoAxeViolations(page)
})

test('fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  const nonResident = `${SALE.replace('price=415000', 'price=360000')}&nonResident=1`
  for (const query of [SALE, nonResident, SALE.replace('price=415000', 'price=lots')]) {
    await page.goto(`${PATH}?${query}`)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, query).toBeLessThanOrEqual(0)
  }
})

test('works without JavaScript, as a form sent by GET', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${PATH}?${SALE}`)
  await page.getByLabel('Sale price ($)').fill('1050000')
  await page.getByLabel('I do not live in New Jersey').check()
  await page.getByLabel('What you paid for the home ($)').fill('600000')
  await page.getByRole('button', { name: 'Show my net' }).click()
  await expect(page).toHaveURL(/price=1050000.*nonResident=1.*purchase=600000/)
  await expect(line(page, 'Graduated percent fee')).toContainText('−$10,500.00')
  // 10.75 % of the $450,000 gain is more than 2 % of the price.
  await expect(line(page, 'Non-resident estimated income tax')).toContainText('−$48,375.00')
  await expect(
    page.getByText(
      'Fee cliff: one dollar more of price adds $10,000.01 to the graduated percent fee',
    ),
  ).toBeVisible()
  await context.close()
})

test('loads no more script than a bare page, and is in the sitemap', async ({ browser, page }) => {
  // Each page in a fresh browser, so nothing comes from the other's cache.
  const scriptBytes = async (path: string) => {
    const context = await browser.newContext()
    const fresh = await context.newPage()
    let bytes = 0
    const counted: Promise<void>[] = []
    fresh.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script')
        counted.push(response.body().then((body) => void (bytes += body.length)))
    })
    await fresh.goto(path, { waitUntil: 'networkidle' })
    await Promise.all(counted)
    await context.close()
    return bytes
  }
  const bare = await scriptBytes('/privacy-policy')
  const sheet = await scriptBytes(`${PATH}?${SALE}`)
  expect(bare).toBeGreaterThan(0)
  expect(sheet - bare).toBeLessThanOrEqual(25 * 1024)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/sellers/net-sheet</loc>')
})
