import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { DEFAULT_INPUTS } from '../../src/features/mortgage/math'
import { signInToStudio } from './fixtures'

// The agent filters a lead list in the studio and exports that filter as CSV.
test('the studio exports the filtered contact messages as CSV, newest first', async ({ page }) => {
  test.setTimeout(90_000)
  const run = Date.now()
  const names = [`Export Alpha ${run}`, `Export Beta ${run}`, `Other Gamma ${run}`]
  for (const [i, name] of names.entries()) {
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        email: `export-${i}-${run}@example.com`,
        phone: `(973) 555-01${i}0`,
        message: 'Please send me the spring listings in Byram.',
      },
      headers: { 'x-forwarded-for': `10.77.${i}.${run % 250}` },
    })
    expect(sent.status()).toBe(200)
  }

  await signInToStudio(page)

  await page.goto(`/studio/collections/contact-messages?where[name][like]=Export&search=${run}`)
  await expect(page.getByRole('link', { name: names[0] })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: names[2] })).toHaveCount(0)

  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByText('Export Contact messages').click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const csv = fs.readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '')

  const [header, ...rows] = csv.trim().split(/\r?\n/)
  expect(header).toBe('name,email,phone,sourceUrl,createdAt,status')
  expect(rows).toHaveLength(2)
  expect(rows[0]).toMatch(
    new RegExp(`^${names[1]},export-1-${run}@example.com,\\(973\\) 555-0110,`),
  )
  expect(rows[1]).toMatch(new RegExp(`^${names[0]},export-0-${run}@example.com,`))
  expect(rows.every((row) => row.endsWith(',new'))).toBe(true)
})

test('an anonymous visitor cannot export leads', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const reply = await visitor.post('/api/exports/download', {
    data: { data: { collectionSlug: 'contact-messages', format: 'csv' } },
  })
  expect(reply.status()).toBeGreaterThanOrEqual(400)
  expect(await reply.text()).not.toContain('@example.com')
  await visitor.dispose()
})

// Every kind of lead, whatever form sent it, in the studio's one inbox; filtered and exported.
test('the inbox lists every kind of lead, newest first, and exports what its filters show', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const run = Date.now()
  const email = (kind: string) => `inbox-${kind}-${run}@example.com`
  const person = (kind: string) => ({
    name: `Inbox ${kind} ${run}`,
    email: email(kind),
    phone: '(973) 555-0142',
  })
  const sends: [string, Record<string, unknown>][] = [
    ['/api/newsletter', { email: email('newsletter') }],
    ['/api/alerts', { search: 'location=Andover', email: email('alert'), frequency: 'daily' }],
    [
      '/api/saved-homes',
      {
        listingKeys: ['demo-002'],
        name: `Inbox saved ${run}`,
        email: email('saved'),
        allowFollowUp: false,
      },
    ],
    [
      '/api/mortgage-calculator',
      {
        contact: { ...person('calculator'), allowFollowUp: true },
        inputs: DEFAULT_INPUTS,
        meta: { sourceUrl: '/buyers' },
      },
    ],
    [
      '/api/listing-inquiry',
      {
        kind: 'showing',
        listingKey: 'demo-002',
        ...person('showing'),
        preferredTimes: 'Sunday',
        allowFollowUp: true,
      },
    ],
    [
      '/api/contact',
      { ...person('contact'), message: 'Please call me about lake homes in Byram.' },
    ],
  ]
  for (const [i, [path, data]] of sends.entries()) {
    const sent = await page.request.post(path, {
      data,
      headers: { 'x-forwarded-for': `10.66.${i}.${run % 250}` },
    })
    expect(sent.status(), `${path}: ${await sent.text()}`).toBe(200)
  }

  // Signed out, the inbox leads to the sign-in page, and back to the inbox after it.
  await page.goto('/studio/inbox')
  await expect(page).toHaveURL(/\/studio\/login\?redirect=%2Fstudio%2Finbox/, { timeout: 30_000 })
  await signInToStudio(page)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible({ timeout: 30_000 })
  // The dashboard and the side menu both lead to it, the menu first of all.
  await page.goto('/studio')
  await expect(page.locator('#nav-lead-inbox')).toHaveAttribute('href', '/studio/inbox')
  await expect(page.locator('nav .nav__link').first()).toHaveId('nav-lead-inbox')
  await page.getByRole('link', { name: 'Open the inbox' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Name or email').fill(String(run))
  await page.getByRole('button', { name: 'Show' }).click()
  const rows = page.getByTestId('inbox-lead')
  await expect(rows).toHaveCount(6, { timeout: 30_000 })
  // Newest first: the contact message came last.
  const kinds = await rows.locator('td:nth-child(2)').allInnerTexts()
  expect(kinds).toEqual([
    'Contact message',
    'Showing request',
    'Mortgage calculator lead',
    'Saved homes sent',
    'Search alert sign-up',
    'Newsletter sign-up',
  ])
  // What each asked, and a phone to call from the list.
  await expect(rows.first()).toContainText('Please call me about lake homes in Byram.')
  await expect(rows.nth(1)).toContainText('Preferred days and times: Sunday')
  await expect(rows.first().getByRole('link', { name: '(973) 555-0142' })).toHaveAttribute(
    'href',
    'tel:9735550142',
  )
  await expect(rows.first()).toContainText('waiting')
  await expect(rows.last()).toContainText('awaiting confirmation')

  await page.getByLabel('Kind').selectOption({ label: 'Mortgage calculator leads' })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(`Inbox calculator ${run}`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const csv = fs.readFileSync((await (await download).path())!, 'utf8')
  const [header, ...lines] = csv.trim().split('\r\n')
  expect(header).toContain('Consent wording shown,Visitor address (hashed)')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(
    `,Mortgage calculator lead,Inbox calculator ${run},${email('calculator')}`,
  )

  // The same visitor writes again, through the contact form.
  const again = await page.request.post('/api/contact', {
    data: { ...person('calculator'), message: 'Could we talk about the payment on Lake Mohawk?' },
    headers: { 'x-forwarded-for': `10.66.9.${run % 250}` },
  })
  expect(again.status()).toBe(200)

  // Opening a row opens that lead with its timeline: the form, its consent, its emails.
  await rows.getByRole('link', { name: new RegExp(`^Inbox calculator ${run}`) }).click()
  await expect(page).toHaveURL(/\/studio\/collections\/mortgage-leads\/\w+/)
  // A reply or a call is one click from the top of the lead.
  await expect(page.getByRole('link', { name: `Email ${email('calculator')}` })).toHaveAttribute(
    'href',
    `mailto:${email('calculator')}`,
  )
  await expect(page.getByRole('link', { name: 'Call (973) 555-0142' })).toHaveAttribute(
    'href',
    'tel:9735550142',
  )
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toBeVisible({ timeout: 30_000 })
  const entries = timeline.getByTestId('timeline-entry')
  await expect(entries.first()).toContainText('Mortgage calculator lead received from /buyers')
  await expect(entries.first()).toContainText('Follow-up allowed')
  await expect(entries.first()).toContainText('Consent wording shown:')
  await expect(timeline).toContainText('Email to the agent:')
  await expect(timeline.getByRole('link', { name: /^Contact message, / })).toBeVisible()

  // Marked contacted: the change, who made it and when, is on the timeline once saved.
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Contacted' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 30_000 })
  await expect(entries.filter({ hasText: 'Status changed' })).toHaveText(
    /\d{1,2}:\d{2}\s[AP]M E[SD]T\s*Status changed from New to Contacted by Demo agent\./,
    { timeout: 30_000 },
  )

  // The visitor's other lead is one click away.
  await timeline.getByRole('link', { name: /^Contact message, / }).click()
  await expect(page).toHaveURL(/\/studio\/collections\/contact-messages\/\w+/)
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Contact message received',
    { timeout: 30_000 },
  )

  // A showing request keeps the home's price as the visitor saw it, written as dollars.
  await page.goto(`/studio/inbox?search=${run}`)
  await rows.getByRole('link', { name: new RegExp(`^Inbox showing ${run}`) }).click()
  await expect(page).toHaveURL(/\/studio\/collections\/listing-inquiries\/\w+/)
  const price = page.locator('.field-type', { hasText: 'Price when asked' }).locator('output')
  await expect(price).toHaveText(/^\$\d{1,3}(,\d{3})+$/, { timeout: 30_000 })
})
