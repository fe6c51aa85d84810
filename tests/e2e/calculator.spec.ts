import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { DEMO_EMAIL, DEMO_PASSWORD, expectNoAxeViolations } from './fixtures'

// Issue 4: the three-step mortgage calculator, its stored lead and every spec §5 message.
const PATH = '/mortgage-calculator'

// Each test is its own visitor (the test server trusts X-Forwarded-For), so the rate limit of
// 5 submissions a minute counts per test, as it would per person.
let visitor = 0
test.beforeEach(async ({ page }) => {
  const random = () => Math.floor(Math.random() * 250)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${random()}.${random()}.${++visitor}` })
})

type Pushed = Record<string, unknown> & { event: string }
const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Pushed[])
const eventsNamed = async (page: Page, name: string) =>
  (await events(page)).filter((e) => e.event === name)

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const seeEstimate = (page: Page) => page.getByRole('button', { name: 'See my estimate' })
const showPayment = (page: Page) => page.getByRole('button', { name: 'Show my payment' })

async function openCalculator(page: Page) {
  await page.goto(PATH)
  // Loaded from storage: the preview's skeletons are gone.
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1)
}

async function fillContact(page: Page, email: string) {
  await field(page, 'Full Name').fill('Jordan Avery')
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').pressSequentially('9735550101')
}

/** A studio user's token, to read leads the way the agent does (REST, signed in). */
async function signedInGet(request: APIRequestContext, url: string) {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const reply = await request.get(url, { headers: { Authorization: `JWT ${token}` } })
  expect(reply.status()).toBe(200)
  return reply.json()
}
const leadsFor = (request: APIRequestContext, email: string) =>
  signedInGet(
    request,
    `/api/mortgage-leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
  ) as Promise<{ docs: Record<string, Record<string, unknown>>[] }>

test(
  'inputs → contact → results shows the reference case, stores it and survives a reload',
  { tag: '@smoke' },
  async ({ page }) => {
    const email = `jordan-${Date.now()}@example.com`
    await openCalculator(page)
    await expect(
      page.getByRole('heading', { name: 'Unlock your personalized breakdown' }),
    ).toBeVisible()
    await expect(field(page, 'Purchase Price')).toHaveValue('750000')
    await expect(field(page, 'Down Payment (%)')).toHaveValue('20')
    await expect(field(page, 'Down Payment ($)')).toHaveValue('150000')
    await expect(field(page, 'Interest Rate')).toHaveValue('6.875')
    await expect(field(page, 'Loan Term')).toHaveValue('30')
    await expect(page.getByRole('option', { name: '30-Year Fixed' })).toHaveCount(1)
    await expect(field(page, 'Property Tax Rate')).toHaveValue('1.1')
    await expect(field(page, 'Home Insurance Rate')).toHaveValue('0.35')
    await expect(field(page, 'PMI Rate')).toBeDisabled()
    await expect(field(page, 'HOA Fees')).toHaveValue('0')
    await expect(field(page, 'Extra Principal')).toHaveValue('0')

    await seeEstimate(page).click()
    await expect(
      page.getByRole('heading', { name: 'Almost there - where should we send this?' }),
    ).toBeFocused()
    await fillContact(page, email)
    await expect(field(page, 'Phone')).toHaveValue('(973) 555-0101')
    await expect(page.getByRole('checkbox')).toBeChecked()
    await showPayment(page).click()

    await expect(page.getByRole('heading', { name: 'Estimated monthly payment' })).toBeVisible()
    await expect(page.getByTestId('total-monthly')).toHaveText('$4,847.82')
    const breakdown = page.getByRole('region', { name: 'Monthly breakdown' })
    await expect(breakdown.getByText('$3,941.57')).toBeVisible()
    await expect(breakdown.getByText('PMI')).toHaveCount(0) // 20 % down: no PMI line
    await expect(page.getByRole('region', { name: 'Cash to close' })).toContainText('$168,750')
    await expect(page.getByText('$600,000').first()).toBeVisible()
    await expect(page.getByRole('img', { name: /Loan balance over 30 years/ })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Yearly schedule' }).getByRole('row'),
    ).toHaveCount(31)
    await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible()

    expect(await eventsNamed(page, 'calculate_clicked')).toEqual([
      { event: 'calculate_clicked', step: 'initial' },
    ])
    expect(await eventsNamed(page, 'step_changed')).toEqual([
      { event: 'step_changed', from: 'inputs', to: 'contact' },
      { event: 'step_changed', from: 'contact', to: 'results' },
    ])
    expect(await eventsNamed(page, 'form_submitted')).toEqual([
      { event: 'form_submitted', success: true, error: null, retry_count: 0 },
    ])

    // The server stored its own figures with the contact and the consent.
    const { docs } = await leadsFor(page.request, email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Jordan Avery',
      phone: '(973) 555-0101',
      allowFollowUp: true,
      sourceUrl: expect.stringContaining(PATH),
      results: {
        principalAndInterest: 3941.57,
        totalMonthly: 4847.82,
        loanAmount: 600_000,
        cashToClose: 168_750,
      },
    })

    // Back, change the rate: now "Recalculate", and the preview shows the figures.
    await page.getByRole('button', { name: 'Back to calculator' }).click()
    await expect(page.getByRole('heading', { name: 'Your personalized breakdown' })).toBeVisible()
    await field(page, 'Interest Rate').fill('7.25')
    await expect
      .poll(() => eventsNamed(page, 'calculation_updated'))
      .toEqual([{ event: 'calculation_updated', price: 750_000, down_percent: 20, rate: 7.25 }])
    await expect(page.getByText('$4,999.31')).toBeVisible() // the preview's monthly estimate
    await page.waitForTimeout(700) // saved after 500 ms of quiet
    await page.reload()
    await expect(page.locator('[aria-busy="false"]')).toHaveCount(1)
    await expect(field(page, 'Interest Rate')).toHaveValue('7.25')
    await expect(page.getByRole('heading', { name: 'Your personalized breakdown' })).toBeVisible()
    await page.getByRole('button', { name: 'Recalculate' }).click()
    await expect(page.getByRole('heading', { name: 'Estimated monthly payment' })).toBeVisible()
    expect(await eventsNamed(page, 'calculate_clicked')).toEqual([
      { event: 'calculate_clicked', step: 'recalculate' },
    ])
  },
)

test('every calculator input rule and message of spec §5', async ({ page }) => {
  await openCalculator(page)
  const price = field(page, 'Purchase Price')
  await price.fill('40000')
  await expect(page.getByText('Minimum purchase price is $50,000')).toBeVisible()
  await expect(seeEstimate(page)).toBeDisabled()
  await price.blur()
  await expect(price).toHaveValue('50000')
  await expect(page.getByText('Minimum purchase price is $50,000')).toHaveCount(0)
  await expect(seeEstimate(page)).toBeEnabled()
  await price.fill('25000000')
  await price.blur()
  await expect(price).toHaveValue('10000000')
  await price.fill('750000')

  await expect(page.getByText('PMI required under 20% down')).toHaveCount(0)
  await field(page, 'Down Payment (%)').fill('10')
  await expect(page.getByText('PMI required under 20% down')).toBeVisible()
  await expect(field(page, 'PMI Rate')).toBeEnabled()
  await expect(field(page, 'Down Payment ($)')).toHaveValue('75000')
  await field(page, 'Down Payment ($)').fill('187500')
  await field(page, 'Down Payment ($)').blur()
  await expect(field(page, 'Down Payment (%)')).toHaveValue('25')
  await expect(field(page, 'PMI Rate')).toBeDisabled()

  await field(page, 'Interest Rate').fill('22')
  await field(page, 'Interest Rate').blur()
  await expect(field(page, 'Interest Rate')).toHaveValue('15')
  await expect(field(page, 'Interest Rate')).toHaveAttribute('step', '0.125')
  await field(page, 'HOA Fees').fill('-50')
  await field(page, 'HOA Fees').blur()
  await expect(field(page, 'HOA Fees')).toHaveValue('0')
  await expect(field(page, 'HOA Fees')).toHaveAttribute('step', '25')
  await expect(field(page, 'Extra Principal')).toHaveAttribute('step', '50')
  await expect(field(page, 'Property Tax Rate')).toHaveAttribute('step', '0.05')
  await expect(page.getByText('6-7% is typical today')).toBeVisible()
  await expect(page.getByText('County average is near 1.1%')).toBeVisible()
  await expect(page.getByText('Typically 0.25% to 0.4% annually')).toBeVisible()

  await seeEstimate(page).click()
  await showPayment(page).click() // the local check runs first: nothing is sent
  await expect(page.getByText('Please enter your full name.')).toBeVisible()
  await expect(page.getByText('Please enter your email address.')).toBeVisible()
  await expect(page.getByText('Please enter your phone number.')).toBeVisible()
  // Focus goes to the first field to fix, which names its error for screen readers.
  const name = field(page, 'Full Name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('Please enter your full name.')

  await expect(name).toHaveAttribute('maxlength', '120')
  await name.pressSequentially('x'.repeat(125), { delay: 0 })
  await expect(name).toHaveValue('x'.repeat(120))

  const email = field(page, 'Email')
  await email.fill('jordan@example')
  await email.blur()
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
  await expect(showPayment(page)).toBeDisabled()
  await email.fill('jordan@example.com')
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toHaveCount(0)

  const phone = field(page, 'Phone')
  await expect(phone).toHaveAttribute('placeholder', '(555) 555-5555')
  await phone.fill('')
  await phone.pressSequentially('97355')
  await expect(phone).toHaveValue('(973) 55')
  await phone.blur()
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible()
  await expect(showPayment(page)).toBeDisabled()
  await phone.pressSequentially('50101')
  await expect(page.getByText('Phone number must be 10 digits')).toHaveCount(0)
  await expect(showPayment(page)).toBeEnabled()

  await page.getByRole('button', { name: 'Back to calculator' }).click()
  await expect(price).toHaveValue('750000')
})

test('a filled honeypot looks like success and stores nothing', async ({ page }) => {
  const email = `bot-${Date.now()}@example.com`
  await openCalculator(page)
  await seeEstimate(page).click()
  await fillContact(page, email)
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
  await showPayment(page).click()
  await expect(page.getByTestId('total-monthly')).toHaveText('$4,847.82')
  expect((await leadsFor(page.request, email)).docs).toHaveLength(0)
})

test('a failing server is retried 3 times, then the error and attempt show', async ({ page }) => {
  const email = `retry-${Date.now()}@example.com`
  let calls = 0
  await page.route('**/api/mortgage-calculator', (route) => {
    calls++
    return route.fulfill({ status: 503, json: { error: 'The service is resting. Try later.' } })
  })
  await openCalculator(page)
  await seeEstimate(page).click()
  await fillContact(page, email)
  await page.getByRole('checkbox').uncheck()
  await showPayment(page).click()
  await expect(page.getByRole('button', { name: 'Preparing your estimate...' })).toBeDisabled()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('The service is resting. Try later.', { timeout: 10_000 })
  await expect(alert).toContainText('Retry attempt 3 of 3')
  expect(calls).toBe(3)
  expect(await eventsNamed(page, 'form_submitted')).toEqual([
    {
      event: 'form_submitted',
      success: false,
      error: 'The service is resting. Try later.',
      retry_count: 2,
    },
  ])

  // A network failure is retried too; the alert shows the browser's own message.
  await page.unroute('**/api/mortgage-calculator')
  calls = 0
  await page.route('**/api/mortgage-calculator', (route) => {
    calls++
    return route.abort('failed')
  })
  await showPayment(page).click()
  await expect(alert).toContainText('Retry attempt 3 of 3', { timeout: 10_000 })
  await expect(alert).toContainText('Failed to fetch')
  expect(calls).toBe(3)

  // A 4xx is not retried; a reply without an error text gets the spec's fallback.
  await page.unroute('**/api/mortgage-calculator')
  calls = 0
  await page.route('**/api/mortgage-calculator', (route) => {
    calls++
    return route.fulfill({ status: 400, body: 'nope' })
  })
  await showPayment(page).click()
  await expect(alert).toHaveText('Unable to process your request right now.')
  expect(calls).toBe(1)

  // The server is back: the next try goes through and unlocks the results.
  await page.unroute('**/api/mortgage-calculator')
  await showPayment(page).click()
  await expect(page.getByTestId('total-monthly')).toHaveText('$4,847.82')
  const { docs } = await leadsFor(page.request, email)
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ allowFollowUp: false })
})

test('the calculator and the Buyers page have no axe violations in any step', async ({ page }) => {
  await openCalculator(page)
  await expectNoAxeViolations(page)
  await seeEstimate(page).click()
  await showPayment(page).click()
  await expectNoAxeViolations(page)
  await fillContact(page, `axe-${Date.now()}@example.com`)
  await showPayment(page).click()
  await expect(page.getByTestId('total-monthly')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/buyers')
  const calculator = page.getByRole('region', { name: 'Estimate Your Monthly Payment' })
  await expect(calculator.getByLabel('Purchase Price', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})
