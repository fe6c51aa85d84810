import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { studioToken } from './fixtures'

// What the calculator's browser tests share: how to reach its fields and read its leads.
export const PATH = '/mortgage-calculator'

export type Pushed = Record<string, unknown> & { event: string }
export const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Pushed[])
export const eventsNamed = async (page: Page, name: string) =>
  (await events(page)).filter((e) => e.event === name)

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
export const seeEstimate = (page: Page) => page.getByRole('button', { name: 'See my estimate' })
export const showPayment = (page: Page) => page.getByRole('button', { name: 'Show my payment' })

export async function openCalculator(page: Page) {
  await page.goto(PATH)
  // Loaded from storage: the preview's skeletons are gone.
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1)
}

export async function fillContact(page: Page, email: string) {
  await field(page, 'Full Name').fill('Jordan Avery')
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').pressSequentially('9735550101')
}

/** A studio user's token, to read leads the way the agent does (REST, signed in). */
export async function signedInGet(request: APIRequestContext, url: string) {
  const token = await studioToken(request)
  const reply = await request.get(url, { headers: { Authorization: `JWT ${token}` } })
  expect(reply.status()).toBe(200)
  return reply.json()
}
export const leadsFor = (request: APIRequestContext, email: string) =>
  signedInGet(
    request,
    `/api/mortgage-leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
  ) as Promise<{ docs: Record<string, Record<string, unknown>>[] }>
