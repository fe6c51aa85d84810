import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'

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

  await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })

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
