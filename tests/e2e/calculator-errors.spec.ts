import { expect, test } from '@playwright/test'

import {
  eventsNamed,
  field,
  fillContact,
  leadsFor,
  openCalculator,
  seeEstimate,
  showPayment,
} from './calculator-helpers'
import { ownVisitorPerTest } from './fixtures'

// Every calculator input and contact message, and the failure paths of the call.
ownVisitorPerTest()

test('every calculator input rule and message', async ({ page }) => {
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

  // A 4xx is not retried; a reply without an error text gets the fixed fallback sentence.
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
