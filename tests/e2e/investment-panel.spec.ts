import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoAxeViolations, listingPaths, studioToken, noscriptText } from './fixtures'
import { E2E_DATABASE_URL } from './test-env'
import { INVESTMENT_THANKS } from '../../src/features/investors/lead/rules'

// "As an investment" on a listing's page: a two-family home whose listing states its rent, and a
// house whose seller allows no automated estimate. Two demo homes are made so in the database
// before their pages are first asked for.
async function homes(request: APIRequestContext) {
  const paths = await listingPaths(request)
  const [income, house] = [paths[7]!, paths[8]!]
  const id = (path: string) => decodeURIComponent(path.split('/')[2]!).split('-')[0]!
  const db = createClient({ url: E2E_DATABASE_URL })
  await db.execute({
    sql: `update listings set property_type = 'ResidentialIncome', property_sub_type = 'Duplex',
      number_of_units_total = 2, gross_scheduled_income = 60000,
      internet_automated_valuation_display_y_n = 1 where listing_id = ?`,
    args: [id(income)],
  })
  await db.execute({
    sql: `update listings set property_type = 'Residential',
      property_sub_type = 'SingleFamilyResidence', number_of_units_total = null,
      gross_scheduled_income = null, total_actual_rent = null, gross_income = null,
      unit_types = null, internet_automated_valuation_display_y_n = 0 where listing_id = ?`,
    args: [id(house)],
  })
  db.close()
  return { income, house }
}

const panel = (page: Page) => page.getByRole('region', { name: 'As an investment' })
const figure = (page: Page, name: string) => page.getByTestId(`investment-${name}`)
const field = (page: Page, label: RegExp) => panel(page).getByLabel(label)
const DOWN = /^Down payment/
const RENT = /^Rent, all units/

async function figures(page: Page) {
  return {
    capRate: await figure(page, 'cap-rate').textContent(),
    cashFlow: await figure(page, 'cash-flow').textContent(),
  }
}

test('the figures follow the down payment and the rent at once, and the address keeps them', async ({
  page,
  request,
}) => {
  const { income } = await homes(request)
  await page.goto(income)
  await expect(panel(page).locator('details').first()).toHaveAttribute('open', '')
  await expect(panel(page).getByTestId('investment-rent-note')).toContainText(
    'Rent: $5,000 a month, as reported by the listing (its gross scheduled income)',
  )
  await expect(panel(page).locator('form[data-live]')).toBeAttached()
  const start = await figures(page)
  expect(start.capRate).toMatch(/^\d+(\.\d+)?%$/)

  await field(page, DOWN).fill('40')
  await expect(figure(page, 'cash-flow')).not.toHaveText(start.cashFlow!)
  // The cap rate does not depend on the loan; the cash flow does.
  await expect(figure(page, 'cap-rate')).toHaveText(start.capRate!)
  const financed = await figures(page)
  await field(page, RENT).fill('6000')
  await expect(figure(page, 'cap-rate')).not.toHaveText(start.capRate!)
  await expect(figure(page, 'cash-flow')).not.toHaveText(financed.cashFlow!)
  await expect(panel(page).getByRole('row', { name: /^Gross rent/ })).toContainText('Your figure')
  await expect(page).toHaveURL(/\?rent=6000&down=40#?$/)
  const changed = await figures(page)
  await expectNoAxeViolations(page)

  // A question sent now carries the figures as the visitor sees them: their rent, their loan.
  await panel(page).locator('summary', { hasText: 'Ask about this investment' }).click()
  await panel(page).getByLabel('Name', { exact: true }).fill('Ivy Investor')
  await panel(page).getByLabel('Email', { exact: true }).fill('ivy.investor@example.com')
  await panel(page).getByLabel('Phone', { exact: true }).fill('973-555-0142')
  await panel(page).getByRole('button', { name: 'Send my question' }).click()
  await expect(panel(page).getByText(INVESTMENT_THANKS)).toBeVisible()
  const db = createClient({ url: E2E_DATABASE_URL })
  const { rows } = await db.execute({
    sql: `select snapshot_assumptions_rent as rent, snapshot_assumptions_down as down,
      snapshot_rent_source as source, snapshot_cap_rate as cap from investment_inquiries
      where email = ? order by id desc limit 1`,
    args: ['ivy.investor@example.com'],
  })
  db.close()
  expect(rows[0]).toMatchObject({ rent: 6000, down: 40, source: 'visitor' })
  expect(`${Number(rows[0]!.cap).toFixed(2)}%`).toBe(changed.capRate)

  await page.reload()
  await expect(field(page, DOWN)).toHaveValue('40')
  await expect(field(page, RENT)).toHaveValue('6000')
  expect(await figures(page)).toEqual(changed)

  // Each address is its own page: the server never hands one visitor's figures to another.
  const address = `${income}?rent=6000&down=40`
  for (let i = 0; i < 2; i++) {
    const html = await (await request.get(address)).text()
    expect(html).toContain(`>${changed.capRate}<`)
  }
  const bare = await (await request.get(income)).text()
  expect(bare).toContain(`>${start.capRate}<`)
  expect(bare).not.toContain(`>${changed.capRate}<`)
})

test('without JavaScript the page holds the figures and the form recomputes them on the server', async ({
  browser,
  page,
  request,
}) => {
  const { income } = await homes(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto(income)
  const start = await figures(plain)
  expect(start.capRate).toMatch(/^\d+(\.\d+)?%$/)
  await expect(panel(plain).getByRole('row', { name: /^Taxes/ })).toBeVisible()

  await field(plain, DOWN).fill('40')
  await field(plain, RENT).fill('6000')
  await field(plain, /^Vacancy/).fill('lots')
  await panel(plain).getByRole('button', { name: 'Update figures' }).click()
  await expect(plain).toHaveURL(/rent=6000/)
  await expect(field(plain, /^Vacancy/)).toHaveAccessibleDescription(
    'Enter a percent from 0 to 100.',
  )
  const submitted = await figures(plain)
  expect(submitted.capRate).not.toBe(start.capRate)
  await context.close()

  // The server's figures are the ones the browser works out for the same assumptions.
  await page.goto(`${income}?rent=6000&down=40`)
  await expect(panel(page).locator('form[data-live]')).toBeAttached()
  expect(await figures(page)).toEqual(submitted)
})

test('a house keeps its panel a click away; with no estimate allowed it shows figures only for the visitor’s rent', async ({
  page,
  request,
}) => {
  const { house } = await homes(request)
  const scripts: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
  await page.goto(house)
  await page.waitForLoadState('networkidle')
  const details = panel(page).locator('details').first()
  await expect(details).not.toHaveAttribute('open')
  // The code that works the figures out in the browser comes only once the panel is opened.
  await expect(panel(page).locator('form[data-live]')).toHaveCount(0)
  const loaded = scripts.length
  await panel(page).getByText('As an investment').click()
  await expect(panel(page).getByTestId('investment-rent-note')).toContainText(
    'The seller does not allow automated estimates',
  )
  await expect(figure(page, 'cap-rate')).toHaveCount(0)
  await expect(panel(page).locator('form[data-live]')).toBeAttached()
  expect(scripts.length).toBeGreaterThan(loaded)
  await field(page, RENT).fill('2500')
  await expect(figure(page, 'cap-rate')).toHaveText(/%$/)
  await expect(panel(page).getByRole('row', { name: /^Gross rent/ })).toContainText(
    '$30,000Your figure',
  )
  await expect(page).toHaveURL(/\?rent=2500/)
  await expectNoAxeViolations(page)
})

test('the worked example of the investors’ guide reads on its page as the guide works it out', async ({
  page,
}) => {
  // docs/investors.md works out the demo triplex at 118 Church St, Newton, line by line.
  await page.goto('/listings/DEMOMF01-118-church-st-newton-nj-07860')
  await expect(panel(page).getByTestId('investment-rent-note')).toContainText('$4,850')
  await expect(figure(page, 'noi')).toHaveText('$28,175')
  await expect(figure(page, 'cap-rate')).toHaveText('6.48%')
  await expect(figure(page, 'cash-flow')).toHaveText('$204.67')
  await expect(figure(page, 'cash-on-cash')).toHaveText('2.02%')
  await expect(figure(page, 'dscr')).toHaveText('1.10×')
})

test('a purchase with 100% down reads as bought outright, with no loan to pay', async ({
  page,
}) => {
  await page.goto('/listings/DEMOMF01-118-church-st-newton-nj-07860?down=100')
  await expect(panel(page)).toContainText(/Bought outright \(\$[\d,]+\), with no loan\./)
  await expect(panel(page)).not.toContainText('a month of principal and interest')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('"Update figures" takes the visitor up to the new figures, or to the value to fix', async ({
    page,
    request,
  }) => {
    const { income } = await homes(request)
    await page.goto(income)
    await expect(panel(page).locator('form[data-live]')).toBeAttached()
    const update = panel(page).getByRole('button', { name: 'Update figures' })
    await field(page, RENT).fill('abc')
    await update.click()
    await expect(field(page, RENT)).toBeFocused()
    await field(page, RENT).fill('6000')
    await update.click()
    await expect(page.locator('#investment-figures')).toBeFocused()
    await expect(figure(page, 'cap-rate')).toBeInViewport()
  })

  test('the comparable leases scroll in their own box, and the page stays as wide as the screen', async ({
    page,
  }) => {
    await page.goto('/listings/DEMO0048')
    await panel(page).getByText('As an investment').click()
    const leases = panel(page).getByRole('group', { name: 'Comparable leases' })
    await expect(leases).toBeVisible()
    // The table is wider than the phone: its box scrolls, the page does not.
    expect(await leases.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test('without JavaScript, a question about the investment still reaches the agent with the figures shown', async ({
  browser,
  request,
}) => {
  const { income } = await homes(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto(`${income}?rent=6000`)
  const shown = await figures(plain)
  await panel(plain).getByText('Ask about this investment').click()
  const email = `plain-investor-${Date.now()}@example.com`
  await panel(plain).getByLabel('Name').fill('Sam Plain')
  await panel(plain).getByLabel('Email').fill(email)
  await panel(plain).getByLabel('Phone').fill('(973) 555-0177')
  expect(await noscriptText(panel(plain))).not.toMatch(/needs JavaScript/)
  await panel(plain).getByRole('button', { name: 'Send my question' }).click()
  await expect(plain.getByRole('heading', { name: 'Question sent' })).toBeVisible()
  await expect(plain.getByText(INVESTMENT_THANKS)).toBeVisible()
  await context.close()

  const token = await studioToken(request)
  const stored = await request.get(
    `/api/investment-inquiries?where[email][equals]=${encodeURIComponent(email)}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const { docs } = (await stored.json()) as {
    docs: { name: string; snapshot: { capRate: number; assumptions: { rent: number } } }[]
  }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ name: 'Sam Plain', snapshot: { assumptions: { rent: 6000 } } })
  // The figures of the page it was sent from (its rent), as the page showed them.
  const twoPlaces = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
  expect(shown.capRate).toBe(`${twoPlaces.format(docs[0]!.snapshot.capRate)}%`)
})
