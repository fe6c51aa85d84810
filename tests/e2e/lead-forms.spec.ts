import { expect, test, type Page, type Route } from '@playwright/test'

import {
  ownVisitorPerTest,
  publicSettings,
  studioToken,
  waitForHydration,
  noscriptText,
} from './fixtures'

// Every state and message of the two lead forms, in a real browser
// against the production build. The test server trusts X-Forwarded-For (tests/e2e/server.mjs):
// each test is its own visitor, so the rate limit (5 a minute per form) counts per test.
ownVisitorPerTest()

/** Holds the form's request until release() is called, then lets it through to the server. */
async function holdRequests(page: Page, path: string) {
  const held: Route[] = []
  let sent = 0
  await page.route(`**${path}`, (route) => {
    sent++
    held.push(route)
  })
  return {
    sent: () => sent,
    release: async () => {
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** Timers (the 5 s auto-hide) then move only when the test says so, however slow the machine. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000)
}

async function newsletterForm(page: Page) {
  await page.clock.install()
  await page.goto('/#newsletter')
  const section = page.locator('#newsletter')
  const email = section.getByLabel('Email')
  const button = section.getByRole('button', { name: /Subscribe|Submitting/ })
  await waitForHydration(button)
  await pauseClock(page)
  return { section, email, button }
}

test.describe('newsletter form', () => {
  test('shows the server’s thanks, clears the field and hides the message after 5 s', async ({
    page,
  }) => {
    const { section, email, button } = await newsletterForm(page)
    await email.fill(`reader-${Date.now()}@example.com`)
    const hold = await holdRequests(page, '/api/newsletter')
    await email.press('Enter')
    await expect(button).toHaveText('Submitting...')
    await expect(button).toBeDisabled()
    await email.press('Enter') // a second submit while sending is ignored
    await hold.release()
    const thanks = section.getByText(
      'Thank you! Please check your inbox and open the link in our email to confirm your subscription.',
    )
    await expect(thanks).toBeVisible()
    expect(hold.sent()).toBe(1)
    await expect(email).toHaveValue('')
    await expect(button).toHaveText('Subscribe')
    await page.clock.runFor(4_000)
    await expect(thanks).toBeVisible()
    await page.clock.runFor(1_100)
    await expect(thanks).toBeHidden()
  })

  test('shows the server’s error, else the fallback, and keeps it until the next attempt', async ({
    page,
  }) => {
    const { section, email } = await newsletterForm(page)
    const replies = [
      { status: 400, body: JSON.stringify({ error: 'That email address is too long.' }) },
      { status: 502, body: '<html>Bad gateway</html>' },
    ]
    await page.route('**/api/newsletter', (route) => route.fulfill(replies.shift()!))
    await email.fill('reader@example.com')
    await email.press('Enter')
    const serverError = section.getByRole('alert')
    await expect(serverError).toHaveText('That email address is too long.')
    await page.clock.runFor(10_000)
    await expect(serverError).toBeVisible() // an error stays
    await email.press('Enter')
    await expect(section.getByRole('alert')).toHaveText(
      "We couldn't process your subscription. Please try again.",
    )
    await page.unroute('**/api/newsletter')
    await page.route('**/api/newsletter', (route) => route.abort('failed'))
    await email.press('Enter')
    await expect(section.getByRole('alert')).toHaveText(
      'Something went wrong. Please try again in a moment.',
    )
  })

  test('a sixth sign-up within a minute gets the friendly rate-limit message', async ({ page }) => {
    const { section, email } = await newsletterForm(page)
    for (let i = 0; i < 5; i++) {
      await email.fill(`often-${i}-${Date.now()}@example.com`)
      await email.press('Enter')
      await expect(section.getByText(/Please check your inbox/)).toBeVisible()
    }
    await email.fill(`often-6-${Date.now()}@example.com`)
    await email.press('Enter')
    await expect(section.getByRole('alert')).toHaveText(
      "You've sent this form a few times in a row. Please wait a minute, then try again.",
    )
  })
})

async function contactForm(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByLabel('Message') })
  const button = form.getByRole('button', { name: /Send Message|Sending/ })
  await waitForHydration(button)
  await pauseClock(page)
  const fill = async (values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await form.getByLabel(label, { exact: true }).fill(value)
    }
  }
  return { form, button, fill }
}

const VALID = {
  Name: 'Jamie Okafor',
  Email: 'jamie@example.com',
  Phone: '(908) 555-0175',
  Message: 'We are relocating to Chester in the spring and would like to talk.',
}
const FAILURE = 'There was an error sending your message. Please try again or contact us directly.'

test.describe('contact form', () => {
  test('shows each rule’s message on submit, then re-checks as the visitor types', async ({
    page,
  }) => {
    const { form, button, fill } = await contactForm(page)
    await button.click()
    for (const text of [
      'Name is required.',
      'Email is required.',
      'Phone number is required.',
      'Message is required.',
    ]) {
      await expect(form.getByText(text)).toBeVisible()
    }
    // Focus lands on the first field to fix, which a screen reader reads with its error.
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'Name is required.',
    )
    await fill({ Name: 'Jamie', Email: 'jamie@example', Message: 'Hi there' })
    await expect(form.getByText('Name is required.')).toBeHidden()
    await expect(form.getByText('Invalid email address.')).toBeVisible()
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible()
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await button.press('Enter')
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused()
  })

  test('sends, thanks the visitor by the agent’s name for 5 s and clears the form', async ({
    page,
  }) => {
    const { agentName } = await publicSettings(page)
    const { form, button, fill } = await contactForm(page)
    await fill(VALID)
    const hold = await holdRequests(page, '/api/contact')
    await button.click()
    await expect(button).toHaveText('Sending...')
    await expect(button).toBeDisabled()
    await hold.release()
    const thanks = form.getByText(
      `Thank you for your message. ${agentName} will respond within 24 hours to discuss your real estate needs.`,
    )
    await expect(thanks).toBeVisible()
    // The visitor keeps their place: focus stays on the button it was sent from.
    await expect(button).toBeFocused()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('')

    // The success notice is not cleared when a new submit starts.
    await fill(VALID)
    const second = await holdRequests(page, '/api/contact')
    await button.click()
    await expect(button).toHaveText('Sending...')
    await expect(thanks).toBeVisible()
    await second.release()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('') // answered
    await page.clock.runFor(5_100)
    await expect(thanks).toBeHidden()
  })

  test('shows the fixed failure notice, cleared as soon as the next submit starts', async ({
    page,
  }) => {
    const { form, button, fill } = await contactForm(page)
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, body: JSON.stringify({ error: 'Server detail' }) }),
    )
    await fill(VALID)
    await button.click()
    await expect(form.getByRole('alert')).toHaveText(FAILURE)
    await expect(form.getByText('Server detail')).toHaveCount(0) // the server's text is not shown
    await page.unroute('**/api/contact')
    const hold = await holdRequests(page, '/api/contact')
    await button.click()
    await expect(button).toHaveText('Sending...')
    await expect(form.getByRole('alert')).toHaveCount(0)
    await hold.release()
    await expect(form.getByText(/Thank you for your message/)).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form still sends, and answers with a page in the same words', async ({
    page,
    request,
  }) => {
    const email = `no-script-${Date.now()}@example.com`
    await page.goto('/contact')
    const form = page.locator('form').filter({ has: page.getByLabel('Message') })
    expect(await noscriptText(form)).not.toMatch(/needs JavaScript/)
    // A name left out: refused with the rule's own sentence and a way back.
    for (const [label, value] of Object.entries({ ...VALID, Name: '', Email: email }))
      await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(/name/i)
    await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icon.svg')
    await expect(page.getByText("Your browser's Back button returns to the form")).toBeVisible()
    await page.goBack()
    const again = page.locator('form').filter({ has: page.getByLabel('Message') })
    // What the visitor wrote is still there.
    await expect(again.getByLabel('Message', { exact: true })).toHaveValue(VALID.Message)
    for (const [label, value] of Object.entries({ ...VALID, Email: email }))
      await again.getByLabel(label, { exact: true }).fill(value)
    await again.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
    await expect(page.getByText('Thank you for your message.')).toBeVisible()
    // Nothing the visitor typed is in an address; the message reached the agent's list.
    expect(page.url()).not.toMatch(/jamie|555|Okafor/i)
    const token = await studioToken(request)
    const stored = await request.get(
      `/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await stored.json()) as { docs: { name: string; message: string }[] }
    expect(docs).toEqual([expect.objectContaining({ name: VALID.Name, message: VALID.Message })])
  })

  test('a sixth message within a minute answers with a page that says when to try again', async ({
    request,
  }) => {
    // The bot's field filled: each counts against the limit, and none is kept.
    const form = {
      name: VALID.Name,
      email: VALID.Email,
      phone: VALID.Phone,
      message: VALID.Message,
      website: 'http://spam.example',
    }
    const headers = { 'x-forwarded-for': `10.250.${Date.now() % 250}.9` }
    for (let i = 0; i < 5; i++)
      expect((await request.post('/forms/contact', { form, headers })).status()).toBe(200)
    const refused = await request.post('/forms/contact', { form, headers })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Please wait a minute, then try again.')
  })

  test('the newsletter sign-up still sends', async ({ page }) => {
    await page.goto('/')
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Subscribe' }) })
    await form.getByLabel('Email').fill(`no-script-news-${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await expect(page.getByText(/open the link in our email to confirm/)).toBeVisible()
  })
})
