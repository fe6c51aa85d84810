import { expect, test, type Page } from '@playwright/test'

import { INVESTMENT_QUESTION } from '../support/leadBodies'
import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'

async function signIn(page: Page) {
  await page.goto('/studio/login')
  await expect(page.getByText('Website studio')).toBeVisible({ timeout: 30_000 })
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

// A question about a home as an investment, sent to the production server as the form sends it:
// the agent finds it on the desk and opens it with the figures the visitor saw, read-only.
test('an investment question reaches the studio with the figures the visitor saw', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const run = Date.now()
  const name = `Investor Quinn ${run}`
  const ask = (data: object) =>
    page.request.post('/api/investment-inquiry', {
      data: { ...INVESTMENT_QUESTION, name, email: `investor-${run}@example.com`, ...data },
      headers: { 'x-forwarded-for': `10.77.${run % 250}.${Math.floor(Math.random() * 250)}` },
    })
  const sent = await ask({})
  expect(sent.status()).toBe(200)
  expect(await sent.json()).toMatchObject({ success: true })
  const malformed = await ask({ snapshot: { ...INVESTMENT_QUESTION.snapshot, capRate: 'high' } })
  expect(malformed.status()).toBe(400)
  expect((await malformed.json()).error).toContain('(the cap rate)')

  await signIn(page)
  await page.goto('/studio')
  await expect(page.getByTestId('count-investment-inquiries')).toContainText('Investment questions')
  await page.goto('/studio/collections/investment-inquiries')
  await page.getByRole('link', { name }).first().click()
  await expect(page.getByText('Figures the visitor saw', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  // The studio draws a section's fields as it scrolls into view.
  await page.getByRole('heading', { name: 'What the figures rest on' }).scrollIntoViewIfNeeded()
  const rent = page.getByLabel('Rent ($ a month, every unit let)')
  await expect(rent).toHaveValue('3200')
  await expect(rent).toBeDisabled()
  await expect(page.getByLabel('Cap rate (%; empty without a price)')).toHaveValue('5.234')
})
