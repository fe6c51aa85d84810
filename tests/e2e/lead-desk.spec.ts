import { expect, test, type Page } from '@playwright/test'

import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'

async function signIn(page: Page) {
  await page.goto('/studio/login')
  // The studio wears the site's name, not Payload's logo.
  await expect(page.getByText('Website studio')).toBeVisible({ timeout: 30_000 })
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

/** What the dashboard's desk says now. */
async function desk(page: Page) {
  await page.goto('/studio')
  const row = (collection: string) => page.getByTestId(`count-${collection}`).locator('td')
  await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible({ timeout: 30_000 })
  const waiting = page.getByTestId('waiting')
  const number = async (locator: ReturnType<Page['locator']>) => Number(await locator.innerText())
  return {
    contactToday: await number(row('contact-messages').nth(0)),
    contactWeek: await number(row('contact-messages').nth(1)),
    showingToday: await number(row('listing-inquiries').nth(0)),
    waiting: Number((await page.getByTestId('waiting-total').locator('strong').innerText()).trim()),
    // No list at all when every lead has been answered.
    waitingList: (await waiting.count()) ? await waiting.innerText() : '',
    median: await page.getByTestId('median-first-contact').innerText(),
  }
}

const contactedLeads = (median: string) => Number(/\((\d+) leads?\)/.exec(median)?.[1] ?? 0)

// The agent opens the studio on what matters: new leads by kind, who waits for an answer, how fast
// leads are answered; marking one contacted takes it off the waiting list and into the median.
test("the studio's dashboard counts the new leads and shows who waits, until answered", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const before = await desk(page)

  const run = Date.now()
  const names = [`Desk Alpha ${run}`, `Desk Beta ${run}`]
  for (const [i, name] of names.entries()) {
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        email: `desk-${i}-${run}@example.com`,
        phone: `(973) 555-02${i}0`,
        message: 'We would like to see lake homes in Byram this weekend.',
      },
      headers: { 'x-forwarded-for': `10.88.${i}.${run % 250}` },
    })
    expect(sent.status()).toBe(200)
  }
  const asked = await page.request.post('/api/listing-inquiry', {
    data: {
      kind: 'showing',
      listingKey: 'demo-002',
      name: `Desk Gamma ${run}`,
      email: `desk-showing-${run}@example.com`,
      phone: '(973) 555-0299',
      preferredTimes: 'Sunday afternoon',
      allowFollowUp: true,
    },
    headers: { 'x-forwarded-for': `10.88.9.${run % 250}` },
  })
  expect(asked.status()).toBe(200)

  const after = await desk(page)
  expect(after.contactToday - before.contactToday).toBe(2)
  expect(after.contactWeek - before.contactWeek).toBe(2)
  expect(after.showingToday - before.showingToday).toBe(1)
  expect(after.waiting - before.waiting).toBe(3)
  for (const name of [...names, `Desk Gamma ${run}`]) expect(after.waitingList).toContain(name)

  // Answered: the agent opens the lead from the waiting list and marks it contacted.
  await page
    .getByTestId('waiting')
    .getByRole('link', { name: new RegExp(names[0]!) })
    .click()
  await expect(page.getByRole('heading', { name: names[0] })).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Contacted' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 30_000 })
  await page.reload()
  await expect(page.locator('#field-firstContactedAt input')).not.toHaveValue('', {
    timeout: 30_000,
  })

  const answered = await desk(page)
  expect(answered.waiting).toBe(after.waiting - 1)
  expect(answered.waitingList).not.toContain(names[0])
  expect(answered.waitingList).toContain(names[1])
  expect(contactedLeads(answered.median)).toBe(contactedLeads(after.median) + 1)
  expect(answered.median).not.toMatch(/^—/)
})

test('an anonymous visitor sees no dashboard and no lead counts', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const reply = await visitor.get('/studio')
  expect(await reply.text()).not.toContain('Your leads')
  await visitor.dispose()
})
