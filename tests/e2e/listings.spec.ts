import { createClient } from '@libsql/client'
import { expect, test, type Page } from '@playwright/test'

import { readMailbox } from '../support/smtpServer'
import { calculateMortgage, formatMonthly, DEFAULT_INPUTS } from '../../src/features/mortgage/math'
import { expectNoAxeViolations, ownVisitorPerTest, waitForHydration } from './fixtures'
import { E2E_DATABASE_URL, E2E_MAILBOX } from './test-env'

// The demo inventory (no MLS feed is configured in the browser tests), in a real browser.
ownVisitorPerTest()

/** Listing pages named in sitemap.xml: every shown listing is there. */
async function listingPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>[^<]*?(\/listings\/DEMO[^<]+)<\/loc>/g)].map((m) => m[1]!)
}

test('every demo home is in the sitemap, and its page shows the facts, the firm and a keyboard gallery', async ({
  page,
}) => {
  const paths = await listingPaths(page)
  expect(paths.length).toBeGreaterThan(120)
  await page.goto(paths[0]!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Demo listing:')).toBeVisible()
  await expect(page.getByText(/^Listing courtesy of /)).toBeVisible()
  const facts = page.locator('dl').first()
  await expect(facts.getByText('Bedrooms')).toBeVisible()

  const gallery = page.getByRole('region', { name: /^Photos of / })
  const next = gallery.getByRole('button', { name: 'Next photo' })
  await waitForHydration(next)
  await expect(gallery.getByText(/^Photo 1 of \d$/)).toBeVisible()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(gallery.getByText(/^Photo 2 of \d$/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(gallery.getByText(/^Photo 1 of \d$/)).toBeVisible()
  await gallery.getByRole('button', { name: 'Full screen' }).click()
  const dialog = page.getByRole('dialog', { name: /full screen/ })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const photo = await gallery.locator('img').first().getAttribute('src')
  expect((await page.request.get(photo!)).headers()['content-type']).toBe('image/webp')
  await expectNoAxeViolations(page)
})

test('the payment estimate is the calculator’s for the same inputs, and its link opens the calculator prefilled', async ({
  page,
}) => {
  await page.goto((await listingPaths(page))[3]!)
  const link = page.getByRole('link', { name: 'Change the figures in the mortgage calculator' })
  const href = (await link.getAttribute('href'))!
  const query = new URL(href, 'http://x').searchParams
  const inputs = {
    ...DEFAULT_INPUTS,
    purchasePrice: Number(query.get('price')),
    propertyTaxRate: Number(query.get('tax')),
    hoaFees: Number(query.get('hoa')),
  }
  const expected = formatMonthly(calculateMortgage(inputs, new Date()).results.totalMonthly)
  await expect(page.getByTestId('estimate-total')).toHaveText(expected)
  await link.click()
  await expect(page).toHaveURL(/\/mortgage-calculator\?price=/)
  const price = page.getByLabel('Purchase Price')
  await expect(price).toHaveValue(String(inputs.purchasePrice))
})

test('a showing request is stored and reaches the agent by email with the address and the link', async ({
  page,
}) => {
  const path = (await listingPaths(page))[5]!
  await page.goto(path)
  const address = (await page.getByRole('heading', { level: 1 }).textContent())!
  const form = page.getByRole('region', { name: 'Interested in this home?' })
  const submit = form.getByRole('button', { name: 'Request a showing' })
  await waitForHydration(submit)
  await form.getByLabel('Name').fill('Jane Doherty')
  await form.getByLabel('Email').fill('jane.doherty@example.com')
  await form.getByLabel('Phone').fill('(973) 555-0142')
  await form.getByLabel(/Preferred days and times/).fill('Saturday morning')
  await submit.click()
  await expect(form.getByText(/Your showing request is on its way/)).toBeVisible()
  await expect
    .poll(() => readMailbox(E2E_MAILBOX).find((m) => m.headers.get('subject')?.includes(address)), {
      timeout: 20_000,
    })
    .toBeTruthy()
  const email = readMailbox(E2E_MAILBOX).find((m) => m.headers.get('subject')?.includes(address))!
  expect(email.headers.get('subject')).toBe(
    `New showing request: ${email.text.match(/would like to see (.+)\./)![1]}`,
  )
  expect(email.text).toContain(`${path}`)
  expect(email.text).toContain('Saturday morning')
})

test('a home that left the market answers 410 with similar homes in its town', async ({ page }) => {
  const paths = await listingPaths(page)
  const gone = paths.at(-1)!
  const db = createClient({ url: E2E_DATABASE_URL })
  const id = decodeURIComponent(gone.split('/')[2]!).split('-')[0]
  await db.execute({
    sql: "update listings set shown = 0, standard_status = 'Closed' where listing_id = ?",
    args: [id!],
  })
  db.close()
  const response = await page.goto(gone)
  expect(response?.status()).toBe(410)
  await expect(
    page.getByRole('heading', { name: 'This home is no longer available' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Similar homes in / })).toBeVisible()
  await expectNoAxeViolations(page)
})
