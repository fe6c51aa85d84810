import type { ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { startAnotherServer } from './anotherServer'
import { published, type Community } from './content-api'
import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures'
import { E2E_PORT } from './test-env'

// Several app processes on one PostgreSQL database, as behind a load balancer: what the agent
// publishes through one of them shows on the pages of the others within seconds.
const onPostgres = /^postgres(ql)?:/.test(process.env.E2E_DATABASE_URL ?? '')
const otherPort = E2E_PORT + 7
const other = `http://127.0.0.1:${otherPort}`

let processB: ChildProcess | undefined
test.afterAll(() => {
  processB?.kill('SIGTERM')
})

test('a publish in one process shows on another process within 5 seconds @smoke', async ({
  page,
  request,
}) => {
  test.skip(!onPostgres, 'several processes share one PostgreSQL database')
  test.setTimeout(180_000)
  processB = await startAnotherServer(
    otherPort,
    {
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
      OUTBOX_DIR: '.tmp/e2e/outbox-b',
    },
    90_000,
  )

  // Process B has the page in its cache…
  const community = await published<Community>(request, 'communities', 'byram')
  const fromB = () => request.get(`${other}/communities/byram`)
  const seenOnB = async () => (await fromB()).text()
  expect(await seenOnB()).toContain(community.description)
  expect((await fromB()).headers()['x-page-cache']).toBe('hit')

  // …when the agent publishes through process A (this test's server).
  const text = `Published through another process at ${Date.now()}: lakes, trails and a short drive to Route 80.`
  await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(DEMO_EMAIL)
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
  await page.goto(`/studio/collections/communities/${community.id}`)
  const description = page.locator('textarea#field-description')
  await expect(description).toHaveValue(community.description, { timeout: 30_000 })
  await description.fill(text)
  await description.press('Tab')
  await page.getByRole('button', { name: /publish changes/i }).click()
  // B shows it within 5 seconds of the click.
  await expect
    .poll(async () => (await seenOnB()).includes(text), { timeout: 5_000, intervals: [250] })
    .toBe(true)
})
