import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { readMailbox } from '../support/smtpServer'
import {
  expectNoAxeViolations,
  ownVisitorPerTest,
  publicSettings,
  waitForHydration,
  noscriptText,
} from './fixtures'
import { E2E_DATABASE_URL, E2E_MAILBOX } from './test-env'

// The seller's lead under a home-value estimate, on the demo inventory, in a real browser.
ownVisitorPerTest()

const ANDOVER =
  '/home-value?place=Andover&type=single-family&beds=3&baths=2&sqft=1800&lot=0.5&year=1985&condition=average'

test('under an estimate, a seller asks the agent for a review: stored, and the agent is emailed', async ({
  page,
}) => {
  const { agentName } = await publicSettings(page)
  await page.goto(ANDOVER)
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeVisible()
  const value = (await page
    .getByText(/^\$[\d,]+$/)
    .first()
    .textContent())!

  // Opened from the keyboard.
  const review = page.getByRole('button', { name: `Have ${agentName} review this` })
  await waitForHydration(review)
  await expect(review).toHaveAttribute('aria-expanded', 'false')
  await review.focus()
  await page.keyboard.press('Enter')
  await expect(review).toHaveAttribute('aria-expanded', 'true')
  const form = page.getByRole('form', { name: `Have ${agentName} review this` })
  await expect(form).toBeVisible()

  // Sent empty: each field says what it needs, tied to it for screen readers.
  await form.getByRole('button', { name: `Send to ${agentName}` }).click()
  const name = form.getByLabel('Name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Please enter your name.')
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
    'Please enter your phone number.',
  )
  await expectNoAxeViolations(page)

  await name.fill('Pat Seller')
  await form.getByLabel('Email', { exact: true }).fill('pat.seller@example.com')
  await form.getByLabel('Phone').fill('(973) 555-0171')
  await form.getByLabel(/When might you sell/).selectOption({ label: 'Within 3 months' })
  await form.getByLabel(/^Calls:/).check()
  await form.getByRole('button', { name: `Send to ${agentName}` }).click()
  await expect(form.getByText(/will review it and contact you shortly/)).toBeVisible()

  const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)
  expect(events).toEqual(
    expect.arrayContaining([
      { event: 'seller_lead_started', kind: 'review' },
      { event: 'seller_lead_submitted', kind: 'review' },
    ]),
  )

  const db = createClient({ url: E2E_DATABASE_URL })
  const { rows } = await db.execute({
    sql: 'select kind, name, phone, time_frame, consent_calls, consent_texts, home_line, estimate_value, estimate_comparables from seller_leads where email = ?',
    args: ['pat.seller@example.com'],
  })
  db.close()
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    kind: 'review',
    name: 'Pat Seller',
    phone: '(973) 555-0171',
    time_frame: '3-months',
    consent_calls: 1,
    consent_texts: 0,
    home_line: 'Andover',
  })
  expect(`$${Number(rows[0]!.estimate_value).toLocaleString('en-US')}`).toBe(value)
  expect(JSON.parse(String(rows[0]!.estimate_comparables)).length).toBeGreaterThanOrEqual(3)

  const subject = `New seller lead: review of Andover (${value})`
  await expect
    .poll(() => readMailbox(E2E_MAILBOX).some((m) => m.headers.get('subject') === subject), {
      timeout: 20_000,
    })
    .toBe(true)
  const email = readMailbox(E2E_MAILBOX).find((m) => m.headers.get('subject') === subject)!
  expect(email.text).toContain('Pat Seller would like you to review the home-value estimate')
  expect(email.text).toMatch(/Time frame:\s+Within 3 months/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a seller asks for the review with the plain form; the estimate goes with it', async ({
    page,
  }) => {
    const { agentName } = await publicSettings(page)
    await page.goto(ANDOVER)
    const value = (await page
      .getByText(/^\$[\d,]+$/)
      .first()
      .textContent())!
    // The buttons that open the scripted form would do nothing here: a plain form instead.
    await expect(page.getByRole('button', { name: `Have ${agentName} review this` })).toBeHidden()
    const form = page.getByRole('form', { name: `Ask ${agentName}` })
    await expect(form.getByRole('radio', { name: `Have ${agentName} review this` })).toBeChecked()
    expect(await noscriptText(form)).not.toMatch(/needs JavaScript/)

    // Refused with the rule's own sentence, and a way back to the estimate.
    await form.getByLabel('Email', { exact: true }).fill('robin.plain@example.com')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('heading', { name: 'Your request was not sent' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(/name/i)
    await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      ANDOVER,
    )

    await page.goBack()
    const again = page.getByRole('form', { name: `Ask ${agentName}` })
    await again.getByLabel('Name').fill('Robin Plain')
    await again.getByLabel('Email', { exact: true }).fill('robin.plain@example.com')
    await again.getByLabel('Phone').fill('(973) 555-0188')
    await again.getByLabel(/When might you sell/).selectOption({ label: '6 to 12 months' })
    await again.getByLabel(/^Texts:/).check()
    await again.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
    await expect(page.getByText(/will review it and contact you shortly/)).toBeVisible()
    expect(page.url()).not.toMatch(/robin|555/i)

    const db = createClient({ url: E2E_DATABASE_URL })
    const { rows } = await db.execute({
      sql: 'select kind, name, phone, time_frame, consent_email, consent_calls, consent_texts, home_line, estimate_value from seller_leads where email = ?',
      args: ['robin.plain@example.com'],
    })
    db.close()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'review',
      name: 'Robin Plain',
      phone: '(973) 555-0188',
      time_frame: '6-12-months',
      consent_email: 0,
      consent_calls: 0,
      consent_texts: 1,
      home_line: 'Andover',
    })
    expect(`$${Number(rows[0]!.estimate_value).toLocaleString('en-US')}`).toBe(value)
  })
})
