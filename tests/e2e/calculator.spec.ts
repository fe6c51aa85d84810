import { expect, test } from '@playwright/test'

import { calendarMonthOf, paymentMonthLabel } from '../../src/features/mortgage/math'

import {
  PATH,
  eventsNamed,
  field,
  fillContact,
  leadsFor,
  openCalculator,
  seeEstimate,
  showPayment,
} from './calculator-helpers'
import { expectNoAxeViolations, ownVisitorPerTest } from './fixtures'

// The three-step mortgage calculator and its stored lead.
ownVisitorPerTest()

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

test('the phone keeps its format while a visitor corrects a digit in the middle', async ({
  page,
}) => {
  await openCalculator(page)
  await seeEstimate(page).click()
  const phone = field(page, 'Phone')
  await phone.pressSequentially('9735550101')
  await expect(phone).toHaveValue('(973) 555-0101')

  // Caret just after the dash; Backspace takes the digit before it, not only the dash.
  for (let i = 0; i < 4; i++) await phone.press('ArrowLeft')
  await phone.press('Backspace')
  await expect(phone).toHaveValue('(973) 550-101')
  // The caret stayed where the visitor was typing: the next digit lands there, not at the end.
  await phone.press('7')
  await expect(phone).toHaveValue('(973) 557-0101')

  await phone.press('Home')
  await phone.press('ArrowRight')
  await phone.press('Delete')
  await phone.press('2')
  await expect(phone).toHaveValue('(273) 557-0101')

  // Delete just before the dash takes the digit after it.
  await phone.press('End')
  for (let i = 0; i < 5; i++) await phone.press('ArrowLeft')
  await phone.press('Delete')
  await expect(phone).toHaveValue('(273) 557-101')
})

test.describe('a visitor far east of New Jersey, on the last evening of a New Jersey month', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' }) // UTC+14: already the 1st of the next month

  test('sees the same payoff month the agent receives', async ({ page }) => {
    // 20:00 on this month's last day in New York (21:00 in summer time): the server's month too.
    const ny = calendarMonthOf(new Date(), 'America/New_York')
    const lastDay = new Date(Date.UTC(ny.year, ny.month, 0)).getUTCDate()
    const pad = (n: number) => String(n).padStart(2, '0')
    await page.clock.setFixedTime(
      new Date(`${ny.year}-${pad(ny.month)}-${pad(lastDay)}T20:00:00-05:00`),
    )
    const email = `kiritimati-${Date.now()}@example.com`
    await openCalculator(page)
    await seeEstimate(page).click()
    await fillContact(page, email)
    await showPayment(page).click()
    const pace = page.locator('p', { hasText: '(target payoff date)' })
    await expect(pace).toBeVisible()
    const { docs } = await leadsFor(page.request, email)
    const stored = docs[0]?.results?.payoffDate
    expect(stored).toBe(paymentMonthLabel(ny, 360)) // 30 years of payments, no extra
    await expect(pace.locator('strong').last()).toHaveText(String(stored))
  })
})

test('a visitor who unticks the follow-up box is promised no lender, and the agent is told', async ({
  page,
}) => {
  const email = `no-follow-up-${Date.now()}@example.com`
  await openCalculator(page)
  await seeEstimate(page).click()
  await fillContact(page, email)
  await page.getByRole('checkbox').uncheck()
  await showPayment(page).click()
  const next = page.getByRole('heading', { name: 'Next steps' }).locator('..')
  await expect(next).toContainText('As you asked, no lender will contact you')
  await expect(next).not.toContainText('reach out within 24 hours')
  await expect.poll(async () => (await leadsFor(page.request, email)).docs.length).toBe(1)
  expect((await leadsFor(page.request, email)).docs[0]).toMatchObject({ allowFollowUp: false })
})

test('a buyer paying the whole price down reads that there is no loan, not a payoff date', async ({
  page,
}) => {
  await openCalculator(page)
  await field(page, 'Down Payment (%)').fill('100')
  await seeEstimate(page).click()
  await fillContact(page, `all-cash-${Date.now()}@example.com`)
  await showPayment(page).click()
  await expect(page.getByRole('heading', { name: 'Estimated monthly payment' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payoff pace' })).toHaveText(
    /Nothing to pay off: your down payment covers the whole price, so there is no loan\./,
  )
  await expect(page.getByText('Paid off in')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Your balance over time' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Extra payments impact' })).toContainText(
    'With no loan, there is no interest for extra payments to save.',
  )
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the balance chart’s labels read at text size', async ({ page }) => {
    await openCalculator(page)
    await seeEstimate(page).click()
    await fillContact(page, `chart.${Date.now()}@example.com`)
    await showPayment(page).click()
    const chart = page.getByRole('img', { name: /Loan balance over 30 years/ })
    await expect(chart).toBeVisible()
    const labels = chart.locator('text:visible')
    expect(await labels.allTextContents()).toEqual(
      expect.arrayContaining(['Start', 'Year 10', 'Year 20', 'Year 30']),
    )
    // Each label as drawn on the screen: about 12 px tall, where it was 6 px.
    for (const height of await labels.evaluateAll((all) =>
      all.map((label) => label.getBoundingClientRect().height),
    ))
      expect(height).toBeGreaterThanOrEqual(11)
  })
})
