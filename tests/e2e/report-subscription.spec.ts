import { expect, test } from '@playwright/test'

import { readMailbox } from '../support/smtpServer'
import { expectNoAxeViolations, ownVisitorPerTest, waitForHydration } from './fixtures'
import { E2E_MAILBOX } from './test-env'

// "Email me this report every month" on a market report, in a real browser: the sign-up, its
// confirmation email through the SMTP sink, and the confirmation page it links to.
ownVisitorPerTest()

test('a visitor signs up for the Andover report by email and confirms from the email', async ({
  page,
}) => {
  const address = `report-${Date.now()}@example.com`
  await page.goto('/market-update/andover')
  const form = page.getByRole('form', { name: 'Email me this report every month' })
  await expect(form).toBeVisible()
  const send = form.getByRole('button', { name: 'Email me this report' })
  await waitForHydration(send)

  // Sent empty from the keyboard: the email says what it needs, tied to it for screen readers.
  await send.focus()
  await page.keyboard.press('Enter')
  const email = form.getByLabel('Email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Please enter your email address.')
  await expectNoAxeViolations(page)

  await email.fill(address)
  await form.getByLabel(/^Name/).fill('Robin Reader')
  await email.press('Enter')
  await expect(form.getByText(/check your inbox for our email/)).toBeVisible()
  const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)
  expect(events).toEqual(
    expect.arrayContaining([
      { event: 'report_subscription_started', area: 'andover' },
      { event: 'report_subscription_submitted', area: 'andover' },
    ]),
  )

  const mine = () =>
    readMailbox(E2E_MAILBOX).filter((m) => m.headers.get('to')?.includes(address) ?? false)
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1)
  const [mail] = mine()
  expect(mail!.headers.get('subject')).toBe('Confirm your monthly Andover market report')
  const link = /http:\/\/127\.0\.0\.1:\d+\/market-update\/email\/confirm\?\S+/.exec(mail!.text)![0]

  await page.goto(link)
  await expect(
    page.getByRole('heading', { name: 'Start your monthly market report?' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Start my monthly report' }).click()
  await expect(page.getByRole('heading', { name: 'Your monthly report is on' })).toBeVisible()
  await expect(page.getByText('Andover', { exact: true })).toBeVisible()
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts itself and answers with a page', async ({ page }) => {
    const address = `plain-report-${Date.now()}@example.com`
    await page.goto('/market-update/andover')
    const form = page.getByRole('form', { name: 'Email me this report every month' })
    await form.getByLabel('Email').fill(address)
    await form.getByRole('button', { name: 'Email me this report' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await expect(page.getByText(/check your inbox for our email/)).toBeVisible()
    await expect
      .poll(
        () => readMailbox(E2E_MAILBOX).filter((m) => m.headers.get('to')?.includes(address)).length,
        { timeout: 20_000 },
      )
      .toBe(1)
  })
})
