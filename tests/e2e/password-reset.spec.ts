import { expect, test } from '@playwright/test'

import { readMailbox } from '../support/smtpServer'

import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'
import { E2E_MAILBOX } from './test-env'

// The studio's "Forgot password?" sends its email through the same mail path as the leads (a real
// SMTP server on loopback here), and its link lets the agent choose a new password.

const resetEmails = () =>
  readMailbox(E2E_MAILBOX).filter(
    (email) =>
      email.to.includes(DEMO_EMAIL) &&
      email.headers.get('subject') === 'Reset your studio password',
  )

test('the agent resets a forgotten studio password through the emailed link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const before = resetEmails().length
  await page.goto('/studio/forgot')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByRole('button', { name: /submit/i }).click()
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible({ timeout: 15_000 })

  await expect.poll(() => resetEmails().length, { timeout: 15_000 }).toBe(before + 1)
  const email = resetEmails().at(-1)!
  const link = /href="([^"]+\/studio\/reset\/[^"]+)"/.exec(email.text)?.[1]
  expect(link, email.text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/studio\/reset\/\w+$/)

  const newPassword = `reset-${Date.now()}-Kq2`
  await page.goto(link!)
  await page.waitForLoadState('networkidle') // the studio's form works once hydrated
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: /reset password/i }).click()
  await expect(page).not.toHaveURL(/\/reset\//, { timeout: 30_000 })

  // The new password signs in; the old one no longer does.
  const old = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  })
  expect(old.status()).toBe(401)
  const signedIn = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: newPassword },
  })
  expect(signedIn.status()).toBe(200)

  // The other tests sign in with the demo password: put it back.
  const { token, user } = (await signedIn.json()) as { token: string; user: { id: number } }
  const restored = await request.patch(`/api/users/${user.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { password: DEMO_PASSWORD },
  })
  expect(restored.status()).toBe(200)
})
