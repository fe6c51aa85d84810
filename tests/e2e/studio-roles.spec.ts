import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInToStudio, studioToken } from './fixtures'

// What each studio role sees in the studio. The demo account (an admin) adds an agent and an
// editor, as the agent would for an assistant and a writer; each then signs in with the form.
const PASSWORD = 'a long studio password'
const run = Date.now()
const accounts = { agent: `agent.${run}@example.com`, editor: `editor.${run}@example.com` }

async function addAccounts(request: APIRequestContext) {
  const headers = { authorization: `JWT ${await studioToken(request)}` }
  for (const [role, email] of Object.entries(accounts)) {
    const data = { email, password: PASSWORD, name: `The ${role}`, role }
    const added = await request.post('/api/users', { data, headers })
    expect(added.status(), await added.text()).toBe(201)
  }
}

let added = false
test.beforeEach(async ({ request }) => {
  if (!added) await addAccounts(request)
  added = true
})

async function signInAs(page: Page, email: string) {
  await page.goto('/studio/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

const nav = (page: Page, id: string) => page.locator(`#nav-${id}`)
const nothingFound = (page: Page) => page.getByText('Nothing found', { exact: true })

test('the admin sees the studio users, the site settings and the leads', async ({ page }) => {
  test.setTimeout(90_000)
  await signInToStudio(page)
  await expect(nav(page, 'users')).toBeVisible({ timeout: 30_000 })
  await expect(nav(page, 'global-site-settings')).toBeVisible()
  await expect(nav(page, 'contact-messages')).toBeVisible()
  await expect(nav(page, 'lead-inbox')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible()
  await page.goto('/studio/collections/users/create')
  await expect(page.locator('#field-role')).toBeVisible({ timeout: 30_000 })
})

test('an agent works the leads but cannot add studio users or change the site settings', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, accounts.agent)
  await expect(nav(page, 'contact-messages')).toBeVisible({ timeout: 30_000 })
  await expect(nav(page, 'lead-inbox')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your leads' })).toBeVisible()
  await expect(nav(page, 'users')).toHaveCount(0)
  await expect(nav(page, 'global-site-settings')).toHaveCount(0)

  await page.goto('/studio/inbox')
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/studio/collections/users/create')
  await expect(nothingFound(page)).toBeVisible({ timeout: 30_000 })
  await page.goto('/studio/globals/site-settings')
  await expect(nothingFound(page)).toBeVisible({ timeout: 30_000 })

  // Their own account: the name is theirs to change, the role is not.
  await page.goto('/studio/account')
  await expect(page.locator('#field-name')).toHaveValue('The agent', { timeout: 30_000 })
  await expect(page.getByText('Agent: content and leads')).toBeVisible()
  await expect(page.locator('#field-role')).toHaveClass(/read-only/)
})

test('an editor writes content and is shown no lead anywhere', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAs(page, accounts.editor)
  await expect(nav(page, 'posts')).toBeVisible({ timeout: 30_000 })
  for (const id of ['contact-messages', 'mortgage-leads', 'payload-jobs', 'lead-inbox', 'users'])
    await expect(nav(page, id), id).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Your leads' })).toHaveCount(0)

  for (const url of ['/studio/collections/contact-messages', '/studio/inbox']) {
    await page.goto(url)
    await expect(nothingFound(page), url).toBeVisible({ timeout: 30_000 })
  }
  const login = await page.request.post('/api/users/login', {
    data: { email: accounts.editor, password: PASSWORD },
  })
  const headers = { authorization: `JWT ${(await login.json()).token}` }
  const leads = await page.request.get('/api/contact-messages', { headers })
  expect(leads.status()).toBe(403)
  // Nor can they set the lead emails going from the web process: nobody runs jobs over HTTP.
  for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/run?queue=leads'])
    expect((await page.request.get(path, { headers })).status(), path).toBe(401)
  await page.goto('/studio/collections/posts/create')
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
})
