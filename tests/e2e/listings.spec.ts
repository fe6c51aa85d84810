import { createHmac } from 'node:crypto'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { readMailbox } from '../support/smtpServer'
import { calculateMortgage, formatMonthly, DEFAULT_INPUTS } from '../../src/features/mortgage/math'
import { TAGS } from '../../src/lib/cacheTags'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  listingPaths,
  ownVisitorPerTest,
  studioToken,
  waitForHydration,
} from './fixtures'
import { E2E_DATABASE_URL, E2E_MAILBOX, E2E_PAYLOAD_SECRET } from './test-env'

// The demo inventory (no MLS feed is configured in the browser tests), in a real browser.
ownVisitorPerTest()

test('every demo home is in the sitemap, and its page shows the facts, the firm and a keyboard gallery', async ({
  page,
}) => {
  const paths = await listingPaths(page.request)
  expect(paths.length).toBeGreaterThan(120)
  await page.goto(paths[0]!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Demo listing:')).toBeVisible()
  await expect(page.getByText(/^Listing courtesy of /)).toBeVisible()
  const facts = page.locator('dl').first()
  await expect(facts.getByText('Bedrooms')).toBeVisible()
  // The last fact ends its row: no empty grey cell after it.
  const [right, lastRight] = await facts.evaluate((dl) => [
    dl.getBoundingClientRect().right,
    dl.lastElementChild!.getBoundingClientRect().right,
  ])
  expect(Math.abs(right! - lastRight!)).toBeLessThan(3)

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
  // One photo a key press in full screen too.
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText(/^Photo 2 of \d$/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText(/^Photo 1 of \d$/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // An old address in the link still finds the home, at its current address.
  const id = decodeURIComponent(paths[0]!.split('/')[2]!).split('-')[0]
  await page.goto(`/listings/${id}-an-old-street-name`)
  await expect(page).toHaveURL(new RegExp(`${paths[0]}$`))
  const photo = await gallery.locator('img').first().getAttribute('src')
  const file = await page.request.get(photo!)
  expect(file.headers()['content-type']).toBe('image/webp')
  // A whole webp image, not an empty or cut-off answer.
  const bytes = await file.body()
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
  expect(bytes.length).toBeGreaterThan(1000)
  await expectNoAxeViolations(page)
})

test('the payment estimate is the calculator’s for the same inputs, and its link opens the calculator prefilled', async ({
  page,
}) => {
  await page.goto((await listingPaths(page.request))[3]!)
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
  // Each rate says where it comes from: the listing's own tax, or the county's typical rate.
  await expect(page.locator('#estimate-title').locator('..')).toContainText(
    new RegExp(
      `taxes at ${inputs.propertyTaxRate}% a year \\((the listing's \\$[\\d,]+ a year|typical for \\w+ County)\\), home insurance at 0\\.35% of the price a year \\(a typical rate\\)`,
    ),
  )
  await link.click()
  const price = page.getByLabel('Purchase Price')
  await expect(price).toHaveValue(String(inputs.purchasePrice))
  // The figures are taken once: the address is clean, and a reload keeps the visitor's changes.
  await expect(page).toHaveURL(/\/mortgage-calculator$/)
  await price.fill('612000')
  await price.blur()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mortgage-calculator-data')))
    .toContain('"purchasePrice":612000')
  await page.reload()
  await expect(page.getByLabel('Purchase Price')).toHaveValue('612000')
})

test('a showing request is stored and reaches the agent by email with the address and the link', async ({
  page,
}) => {
  const path = (await listingPaths(page.request))[5]!
  await page.goto(path)
  const street = (await page.getByRole('heading', { level: 1 }).textContent())!
  const form = page.getByRole('region', { name: 'Interested in this home?' })
  // The whole address, as the form names the home: "About 12 Lake Shore Dr, Andover, NJ 07821."
  const address = (await form.getByText(/^About /).textContent())!.replace(/^About |\.$/g, '')
  expect(address.startsWith(`${street}, `)).toBe(true)
  const submit = form.getByRole('button', { name: 'Request a showing' })
  await waitForHydration(submit)
  await form.getByLabel('Name').fill('Jane Doherty')
  await form.getByLabel('Email').fill('jane.doherty@example.com')
  await form.getByLabel('Phone').fill('(973) 555-0142')
  await form.getByLabel(/Preferred days and times/).fill('Saturday morning')
  await submit.click()
  await expect(form.getByText(/Your showing request is on its way/)).toBeVisible()
  // A question next, sent empty: its errors show without the showing's thanks beside them.
  await form.getByText('Ask a question').click()
  await form.getByRole('button', { name: 'Send my question' }).click()
  await expect(form.getByText('Please write your question.')).toBeVisible()
  await expect(form.getByText(/Your showing request is on its way/)).toHaveCount(0)
  await expect
    .poll(() => readMailbox(E2E_MAILBOX).find((m) => m.headers.get('subject')?.includes(address)), {
      timeout: 20_000,
    })
    .toBeTruthy()
  const email = readMailbox(E2E_MAILBOX).find((m) => m.headers.get('subject')?.includes(address))!
  expect(email.headers.get('subject')).toBe(`New showing request: ${address}`)
  expect(email.text).toContain('Jane Doherty would like to see')
  expect(email.text).toContain(`${path}`)
  expect(email.text).toContain('Saturday morning')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a question about a home still reaches the agent, with the follow-up choice', async ({
    page,
    request,
  }) => {
    const path = (await listingPaths(request))[6]!
    const email = `no-script-question-${Date.now()}@example.com`
    await page.goto(path)
    const form = page.getByRole('region', { name: 'Interested in this home?' })
    // The choice shows as chosen by the radio alone.
    const question = form.locator('label').filter({ hasText: 'Ask a question' })
    // A showing's message is optional; a question's is not, and its label stops saying so.
    const message = form.locator('textarea[name="message"]')
    await expect(message).toHaveAccessibleName('Message (optional)')
    await question.click()
    await expect(question).toHaveClass(/bg-ink-950/)
    await expect(message).toHaveAccessibleName('Message')
    await form.getByLabel('Name').fill('Sam Ortiz')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('(973) 555-0188')
    await form.getByLabel(/^Message/).fill('Is the basement finished?')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Request a showing' }).click()
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', path)
    const token = await studioToken(request)
    const stored = await request.get(
      `/api/listing-inquiries?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await stored.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toEqual([
      expect.objectContaining({
        kind: 'question',
        message: 'Is the basement finished?',
        allowFollowUp: true,
      }),
    ])
  })
})

test('a home that left the market answers 410 with similar homes in its town', async ({ page }) => {
  const paths = await listingPaths(page.request)
  const gone = paths.at(-1)!
  // Seen while it is for sale: its page, its reads and its status are remembered.
  expect((await page.request.get(gone)).status()).toBe(200)
  const db = createClient({ url: E2E_DATABASE_URL })
  const id = decodeURIComponent(gone.split('/')[2]!).split('-')[0]
  await db.execute({
    sql: "update listings set shown = 0, standard_status = 'Closed' where listing_id = ?",
    args: [id!],
  })
  db.close()
  // Then the site is told, as a sync run in another process tells it (signed with the secret).
  const token = createHmac('sha256', E2E_PAYLOAD_SECRET).update('cache-expire:v1').digest('hex')
  const told = await page.request.post('/api/cache/expire', {
    headers: { 'x-expire-token': token },
    data: { tags: [TAGS.listings] },
  })
  expect(told.status()).toBe(200)
  const response = await page.goto(gone)
  expect(response?.status()).toBe(410)
  await expect(
    page.getByRole('heading', { name: 'This home is no longer available' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Similar homes in / })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a lease has no page: its address answers 404, not 410, and no sitemap lists it', async ({
  page,
}) => {
  const db = createClient({ url: E2E_DATABASE_URL })
  const { rows } = await db.execute(
    "select listing_id, slug from listings where property_type = 'ResidentialLease' limit 1",
  )
  db.close()
  const path = `/listings/${encodeURIComponent(String(rows[0]!.listing_id))}-${rows[0]!.slug}`
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This home is no longer available' })).toHaveCount(
    0,
  )
  expect(await listingPaths(page.request)).not.toContain(path)
})

test('the studio shows the listing feed’s state; only a signed-in user may start a sync', async ({
  page,
  request,
}) => {
  const anonymous = await request.post('/api/globals/listing-feed/sync')
  expect(anonymous.status()).toBe(401)
  expect((await request.get('/api/globals/listing-feed/status')).status()).toBe(401)
  const token = await studioToken(request)
  const signedIn = await request.post('/api/globals/listing-feed/sync', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(signedIn.status()).toBe(400)
  expect((await signedIn.json()).error).toContain('No MLS feed is configured')

  await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
  await expect(
    page.getByText('No MLS feed is configured: the site shows the demo listings.'),
  ).toBeVisible({
    timeout: 30_000,
  })

  // A listing opened in the studio shows its photos as pictures, in order, with their alt text.
  const found = await request.get('/api/listings?where[ListingId][equals]=DEMO0001&depth=0', {
    headers: { Authorization: `JWT ${token}` },
  })
  const listing = (await found.json()).docs[0] as { id: number }
  const photos = await request.get(
    `/api/listing-photos?where[listing][equals]=${listing.id}&sort=Order&depth=0&limit=100`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const rows = (await photos.json()).docs as Array<{ alt: string }>
  expect(rows.length).toBeGreaterThan(1)
  await page.goto(`/studio/collections/listings/${listing.id}`)
  await expect(page.getByRole('heading', { name: `Photos (${rows.length})` })).toBeVisible({
    timeout: 30_000,
  })
  const pictures = page.getByRole('region', { name: `Photos (${rows.length})` }).getByRole('img')
  await expect(pictures).toHaveCount(rows.length)
  await expect(pictures.first()).toHaveAttribute('alt', rows[0]!.alt)
  await pictures.first().scrollIntoViewIfNeeded()
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})
