import { createHmac } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { published, type Community } from './content-api'
import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'
import { E2E_PAYLOAD_SECRET } from './test-env'

// The agent edits a community in the studio; publishing shows on the site within
// seconds, and a draft shows only in preview (Next draft mode behind the preview secret).
const previewSecret = createHmac('sha256', E2E_PAYLOAD_SECRET)
  .update('draft-preview:studio')
  .digest('hex')

async function signIn(page: Page) {
  await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

/**
 * The page's HTML, or '' when the connection was reset: the test client reuses an idle keep-alive
 * connection the server may be closing at that moment, which a browser retries on its own.
 */
const htmlOf = (page: Page, path: string) =>
  page.request.get(path).then(
    (answer) => answer.text(),
    () => '',
  )

const visitorSees = (page: Page, path: string, text: string) =>
  expect.poll(async () => (await htmlOf(page, path)).includes(text), {
    timeout: 5_000,
    intervals: [250],
  })

test('a draft shows only in preview; publishing shows on the site within 5 seconds', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const community = await published<Community>(page.request, 'communities', 'andover')
  const draftText = `Draft note ${Date.now()}: a quiet lakeside town.`
  await signIn(page)
  await page.goto(`/studio/collections/communities/${community.id}`)
  const description = page.locator('textarea#field-description')
  await expect(description).toHaveValue(community.description, { timeout: 30_000 })
  await description.fill(draftText)
  await description.press('Tab')
  // Autosave has kept a draft newer than the published version once the studio offers to revert.
  await expect(page.getByRole('button', { name: 'Revert to published' })).toBeVisible({
    timeout: 20_000,
  })

  // The studio's preview link turns on draft mode; the draft appears there once autosaved…
  await page.goto(`/api/preview?secret=${previewSecret}&path=/communities/andover`)
  await expect(page.getByText('you are seeing unpublished drafts')).toBeVisible()
  await expect
    .poll(async () => (await htmlOf(page, '/communities/andover')).includes(draftText), {
      timeout: 20_000,
    })
    .toBe(true)
  // …while visitors still get the published page, and a wrong secret opens nothing.
  const visitor = await browser.newPage()
  const publicHtml = await (await visitor.request.get('/communities/andover')).text()
  expect(publicHtml).toContain(community.description)
  expect(publicHtml).not.toContain(draftText)
  expect((await visitor.request.get(`/api/preview?secret=wrong&path=/`)).status()).toBe(401)

  await page.goto(`/studio/collections/communities/${community.id}`)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await visitorSees(visitor, '/communities/andover', draftText).toBe(true)
  await visitor.close()
})
