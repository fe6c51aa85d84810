import { expect, test, type Page } from '@playwright/test'

import {
  expectNoAxeViolations,
  ownVisitorPerTest,
  studioToken,
  waitForHydration,
  noscriptText,
} from './fixtures'

// Favourites without an account: hearts kept in the browser, the saved homes page, and
// "Email me these homes" as a lead.
ownVisitorPerTest()

const cards = (page: Page) =>
  page.getByRole('region', { name: /homes for sale/ }).getByRole('article')

test('a heart keeps a home across reloads, and the saved homes page lists it', async ({ page }) => {
  await page.goto('/listings/search')
  const second = cards(page).nth(1)
  const address = (await second.getByRole('heading').textContent())!.trim()
  const heart = second.getByRole('button', { name: `Save ${address}` })
  await waitForHydration(heart)
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(
    cards(page)
      .nth(1)
      .getByRole('button', { name: `Save ${address}` }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('link', { name: 'Saved homes' }).click()
  await expect(page).toHaveURL(/\/listings\/saved\?home=/)
  await expect(page.getByRole('heading', { name: '1 saved home' })).toBeVisible()
  const saved = page.getByRole('region', { name: '1 saved home' }).getByRole('article')
  await expect(saved).toHaveCount(1)
  await expect(saved.getByRole('heading')).toHaveText(address)
  await expectNoAxeViolations(page)

  // Taken off here, it leaves the page and the search's heart follows.
  await saved.getByRole('button', { name: `Save ${address}` }).click()
  await expect(page.getByText('You have not saved any homes yet.')).toBeVisible()
  await page.goto('/listings/search')
  await expect(
    cards(page)
      .nth(1)
      .getByRole('button', { name: `Save ${address}` }),
  ).toHaveAttribute('aria-pressed', 'false')
})

test('a home taken off the saved page by keyboard leaves the keyboard on the count', async ({
  page,
}) => {
  await page.goto('/listings/search')
  for (const i of [0, 1]) {
    const heart = cards(page)
      .nth(i)
      .getByRole('button', { name: /^Save / })
    await waitForHydration(heart)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByRole('link', { name: 'Saved homes' }).click()
  await expect(page.getByRole('heading', { name: '2 saved homes' })).toBeVisible()
  const region = page.getByRole('region', { name: '2 saved homes' })
  const heart = region
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Save / })
  await waitForHydration(heart)
  await heart.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '1 saved home' })).toBeFocused()
  const last = page.getByRole('article').getByRole('button', { name: /^Save / })
  await waitForHydration(last)
  await last.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/You have not saved any homes yet/)).toBeFocused()
})

test('a listing page saves its home, and "Email me these homes" sends the list', async ({
  page,
}) => {
  await page.goto('/listings/search')
  await cards(page).first().getByRole('link').first().click()
  const save = page.getByRole('button', { name: 'Save this home' })
  await waitForHydration(save)
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'Your saved homes' }).click()
  await expect(page.getByRole('heading', { name: '1 saved home' })).toBeVisible()

  const form = page.getByRole('region', { name: 'Email me these homes' })
  await form.getByRole('button', { name: 'Email me these homes' }).click()
  await expect(form.getByText('Name is required.')).toBeVisible()
  const email = `avery-${Date.now()}@example.com`
  await form.getByLabel('Name').fill('Avery Quinn')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Email me these homes' }).click()
  const thanks = form.getByText(
    'Thank you: the agent has your list and your details. Check your inbox for your saved homes (we email at most one list a day to an address).',
  )
  await expect(thanks).toBeVisible()

  // The same address again that day: the agent hears of it, the inbox gets nothing more, and the
  // reply is the same, so it tells nobody whether the address was emailed today.
  await form.getByLabel('Name').fill('Avery Quinn')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Email me these homes' }).click()
  await expect(form.getByLabel('Email')).toHaveValue('')
  await expect(thanks).toBeVisible()
})

test('with nothing saved, the page says how to save a home', async ({ page }) => {
  await page.goto('/listings/saved')
  await expect(page.getByText('You have not saved any homes yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search homes for sale' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('"Get alerts" beside the result count opens the alert form with the cursor in Email, even when nothing matches', async ({
  page,
}) => {
  // A search with no homes is the one a visitor most wants to be told about.
  await page.goto('/listings/search?location=Andover&beds=5&minPrice=5000000')
  await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible()
  const invite = page.getByRole('link', { name: 'Get alerts', exact: true })
  await expect(invite).toBeInViewport()
  await waitForHydration(invite)
  await invite.click()
  const form = page.getByRole('form', { name: 'Get alerts for this search' })
  await expect(form.getByLabel('Email')).toBeFocused()
  await expect(form.getByLabel('Email')).toBeInViewport()
  await expect(form.getByText('Andover, From $5,000,000, 5+ beds')).toBeVisible()
})

test('"Get alerts for this search" asks for an email and how often, then says to check the inbox', async ({
  page,
}) => {
  await page.goto('/listings/search?location=Andover&beds=3')
  await page.getByText('Get alerts for this search').click()
  const form = page.getByRole('form', { name: 'Get alerts for this search' })
  await expect(form.getByText('Andover, 3+ beds')).toBeVisible()
  await waitForHydration(form.getByRole('button', { name: 'Email me new homes' }))
  await form.getByRole('button', { name: 'Email me new homes' }).click()
  await expect(form.getByText('Email is required.')).toBeVisible()
  const email = `alert-${Date.now()}@example.com`
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Once a day, at 7:00 in the morning').check()
  await form.getByRole('button', { name: 'Email me new homes' }).click()
  const thanks = form.getByText(
    'Almost done: check your inbox for our email (we send at most one a day to an address); its link starts this alert.',
  )
  await expect(thanks).toBeVisible()
  await expectNoAxeViolations(page)

  // A second alert for the address that day: no second email, and the same reply (the first
  // email's page starts this one too), so it tells nobody whether the address had one today.
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Email me new homes' }).click()
  await expect(form.getByLabel('Email')).toHaveValue('')
  await expect(thanks).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Get alerts for this search" still saves the alert, for the search on the page', async ({
    page,
    request,
  }) => {
    await page.goto('/listings/search?location=Andover&beds=3')
    // Hearts, which keep homes in the browser's storage with a script, are not offered.
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0)
    await page.getByText('Get alerts for this search').click()
    const form = page.getByRole('form', { name: 'Get alerts for this search' })
    expect(await noscriptText(form)).not.toMatch(/needs JavaScript/)
    const email = `plain-alert-${Date.now()}@example.com`
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Once a day, at 7:00 in the morning').check()
    await form.getByRole('button', { name: 'Email me new homes' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await expect(page.getByText(/^Almost done: check your inbox/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      '/listings/search?location=Andover&beds=3',
    )

    const token = await studioToken(request)
    const stored = await request.get(
      `/api/search-alerts?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await stored.json()) as { docs: { frequency: string; searchLabel: string }[] }
    expect(docs).toEqual([
      expect.objectContaining({ frequency: 'daily', searchLabel: 'Andover, 3+ beds' }),
    ])
  })
})
