import { createClient } from '@libsql/client'
import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './fixtures'
import { E2E_DATABASE_URL } from './test-env'

// Where sellers meet the estimate: the form on the sellers and home pages, the estimate it leads
// to, the net sheet at its price, and what analytics hears of it.
const CHOICES = { 'Kind of home': 'single-family', Condition: 'average' }
const FIGURES = {
  Bedrooms: '3',
  Bathrooms: '2',
  'Living area (sq ft)': '1800',
  'Lot (acres)': '0.5',
  'Year built': '1985',
}
const ESTIMATE =
  '/home-value?place=Andover&type=single-family&beds=3&baths=2&sqft=1800&lot=0.5&year=1985&condition=average'

type Pushed = Record<string, unknown> & { event: string }
const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Pushed[])
const eventsNamed = async (page: Page, name: string) =>
  (await events(page)).filter((e) => e.event === name)

const homeValueForm = (page: Page) =>
  page.getByRole('main').getByRole('form', { name: 'What Is Your Home Worth?' })

/** From the sellers page's form with a town, then the facts on the estimate's own page. */
async function askFromSellersPage(page: Page) {
  await page.goto('/sellers')
  const form = homeValueForm(page)
  await form.getByLabel('Town or ZIP code').fill('Andover')
  await form.getByRole('button', { name: 'Get my estimate' }).click()
  // The page opens at the form, which still lacks the facts.
  await expect(page).toHaveURL(/\/home-value\?address=&place=Andover#estimate$/)
  await expect(page.getByLabel('Town or ZIP code')).toHaveValue('Andover')
  await expect(page.getByRole('heading', { name: 'Your home' })).toBeInViewport()
  for (const [label, value] of Object.entries(CHOICES))
    await page.getByLabel(label, { exact: true }).selectOption(value)
  for (const [label, value] of Object.entries(FIGURES))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Show my estimate' }).click()
  await expect(page).toHaveURL(/[?&]sqft=1800(&|#|$)/)
  // It opens at the estimate, not at the top of the page two screens above it.
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeInViewport()
}

/** The estimate as a visitor reads it; its value in dollars and how many sales it compared. */
async function expectEstimate(page: Page) {
  const result = page.getByRole('region', { name: 'Your estimate' })
  const value = result.locator('p').filter({ hasText: /^\$[\d,]+$/ })
  await expect(value).toBeVisible()
  const dollars = Number((await value.textContent())!.replace(/\D/g, ''))
  await expect(result.getByText(/^Likely between \$[\d,]+ and \$[\d,]+ · /)).toBeVisible()
  await expect(result.getByText(/^(High|Medium|Low) confidence$/)).toBeVisible()

  const comparables = result.getByRole('region', { name: /^The \d sales we compared with$/ })
  const sales = comparables.getByRole('listitem')
  const count = await sales.count()
  expect(count).toBeGreaterThanOrEqual(3)
  expect(count).toBeLessThanOrEqual(8)
  let weights = 0
  for (const sale of await sales.all()) {
    await expect(sale).toContainText(/Sold .* for \$[\d,]+/)
    const adjustments = sale.getByRole('table', { name: /^Adjustments to the sale price of / })
    await expect(adjustments.getByRole('row').first()).toContainText(/[+−]\$[\d,]+/)
    await expect(sale).toContainText(/Adjusted price \$[\d,]+/)
    weights += Number(/weighs (\d+)% of the estimate/.exec((await sale.textContent())!)![1])
  }
  // The sales' weights, in whole percents, make the whole estimate.
  expect(weights).toBe(100)
  const rates = result.getByRole('region', { name: 'The rates used' }).getByRole('table')
  await expect(rates.getByRole('row').nth(1)).toBeVisible()

  const toNetSheet = result.getByRole('link', { name: /^See what you would walk away with at / })
  await expect(toNetSheet).toHaveAttribute('href', `/sellers/net-sheet?price=${dollars}`)
  return { dollars, comparables: count, toNetSheet }
}

for (const path of ['/sellers', '/']) {
  test(`${path} offers the estimate: the address or the town, sent to /home-value`, async ({
    page,
  }) => {
    await page.goto(path)
    const form = homeValueForm(page)
    await expect(form).toBeVisible()
    // Sent to the estimate's place in the page (or the form's, while it lacks something).
    await expect(form).toHaveAttribute('action', '/home-value#estimate')
    await expect(form).toHaveAttribute('method', 'get')
    await expect(form.getByLabel('Street address')).toBeEditable()
    await expect(form.getByLabel('Town or ZIP code')).toBeEditable()
    await expect(form.getByRole('button', { name: 'Get my estimate' })).toBeVisible()
  })
}

test('the sellers page leads to an estimate, and the estimate to the net sheet at its price', async ({
  page,
}) => {
  await askFromSellersPage(page)
  const { dollars, comparables, toNetSheet } = await expectEstimate(page)

  await expect.poll(() => eventsNamed(page, 'home_value_estimate')).toHaveLength(1)
  const [shown] = await eventsNamed(page, 'home_value_estimate')
  expect(shown).toEqual({
    event: 'home_value_estimate',
    confidence: expect.stringMatching(/^(high|medium|low)$/),
    comparables,
  })

  await toNetSheet.click()
  await expect(page).toHaveURL(`/sellers/net-sheet?price=${dollars}`)
  await expect(page.getByLabel('Sale price ($)')).toHaveValue(String(dollars))
  await expect(page.getByTestId('net')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect.poll(() => eventsNamed(page, 'net_sheet_viewed')).toHaveLength(1)
  const pushed = await events(page)
  expect(pushed.map((e) => e.event)).toEqual([
    'home_value_estimate',
    'home_value_net_sheet',
    'net_sheet_viewed',
  ])
  expect(pushed[1]).toEqual({ event: 'home_value_net_sheet', confidence: shown!.confidence })
  expect(pushed[2]).toEqual({ event: 'net_sheet_viewed', price_given: true })
  // What the visitor typed never reaches analytics.
  expect(JSON.stringify(pushed)).not.toMatch(/Andover|1800|1985|0\.5|single-family/)
  expect(JSON.stringify(pushed)).not.toContain(String(dollars))
})

test('sending the form with the town alone says what is missing, beside each field', async ({
  page,
}) => {
  await page.goto('/home-value')
  await page.getByLabel('Town or ZIP code').fill('Andover')
  await page.getByRole('button', { name: 'Show my estimate' }).click()
  await expect(page).toHaveURL(/[?&]place=Andover&type=&/)
  await expect(page.getByLabel('Town or ZIP code')).not.toHaveAttribute('aria-invalid', 'true')
  for (const [label, message] of [
    ['Kind of home', 'Choose the kind of home.'],
    ['Bedrooms', 'Enter the bedrooms.'],
    ['Living area (sq ft)', 'Enter the living area in square feet.'],
  ]) {
    const field = page.getByLabel(label!, { exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message!.replace(/[.()]/g, '\\$&')))
  }
  await expect(page.getByLabel('Kind of home', { exact: true })).toBeInViewport()
  await expect(page.getByLabel('Kind of home', { exact: true })).toBeFocused()
  await expect(page.getByRole('region', { name: 'Your estimate' })).toHaveCount(0)
})

test('a place with no sales gets the message and no number', async ({ page }) => {
  const response = await page.goto(ESTIMATE.replace('place=Andover', 'place=Atlantis'))
  expect(response?.status()).toBe(200)
  const place = page.getByLabel('Town or ZIP code')
  await expect(place).toHaveValue('Atlantis')
  await expect(place).toHaveAttribute('aria-invalid', 'true')
  await expect(place).toHaveAccessibleDescription(/We have no sales in "Atlantis"/)
  await expect(place).toBeFocused()
  await expect(page.getByRole('region', { name: 'Your estimate' })).toHaveCount(0)
  await expect(page.getByText(/Estimated value on/)).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText(/\$\d{3},\d{3}/)
  await expect
    .poll(() => eventsNamed(page, 'home_value_refused'))
    .toEqual([{ event: 'home_value_refused', reason: 'unknown_place' }])
  expect(await eventsNamed(page, 'home_value_estimate')).toEqual([])
  await expectNoAxeViolations(page)
})

test('the estimate has no axe violations, at desktop and phone width', async ({ page }) => {
  await page.goto(ESTIMATE)
  await expectEstimate(page)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 412, height: 823 })
  await page.reload()
  await expectEstimate(page)
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sellers page still leads to the estimate and the net sheet', async ({ page }) => {
    await askFromSellersPage(page)
    const { dollars, toNetSheet } = await expectEstimate(page)
    await toNetSheet.click()
    await expect(page).toHaveURL(`/sellers/net-sheet?price=${dollars}`)
    await expect(page.getByLabel('Sale price ($)')).toHaveValue(String(dollars))
  })

  test('the home page form sends the town to the estimate page', async ({ page }) => {
    await page.goto('/')
    const form = homeValueForm(page)
    await form.getByLabel('Town or ZIP code').fill('07821')
    await form.getByRole('button', { name: 'Get my estimate' }).click()
    await expect(page).toHaveURL(/\/home-value\?address=&place=07821#estimate$/)
    await expect(page.getByLabel('Town or ZIP code')).toHaveValue('07821')
    await expect(page.getByLabel('Town or ZIP code')).not.toHaveAttribute('aria-invalid', 'true')
    // Not an error: what comes next.
    await expect(
      page.getByRole('status').filter({ hasText: 'now tell us about the home below' }),
    ).toHaveText(/^[A-Z][a-z]+: now tell us about the home below, and choose Show my estimate\.$/)
    await expect(page.getByText('Choose the kind of home.')).toHaveCount(0)
  })
})

test("a home's own recent sale among the comparables is named as such", async ({ page }) => {
  const db = createClient({ url: E2E_DATABASE_URL })
  const sale = (
    await db.execute(`select unparsed_address as address, bedrooms_total as beds,
      bathrooms_total_integer as baths, living_area as sqft, lot_size_acres as lot,
      year_built as year from listings where standard_status = 'Closed'
      and property_type = 'Residential' and property_sub_type = 'SingleFamilyResidence'
      and internet_address_display_y_n = 1 order by close_date desc limit 1`)
  ).rows[0]!
  db.close()
  const [street, town] = String(sale.address).split(', ')
  const query = new URLSearchParams({
    address: `${street}, ${town}`,
    type: 'single-family',
    beds: String(sale.beds),
    baths: String(sale.baths),
    sqft: String(sale.sqft),
    lot: String(sale.lot),
    year: String(sale.year),
    condition: 'average',
  })
  await page.goto(`/home-value?${query}`)
  const own = page.getByRole('listitem').filter({ hasText: `${street}, ${town}` })
  await expect(own).toContainText('at your address: most likely your home’s own last sale')
  await expect(own).not.toContainText('mi away')
})
