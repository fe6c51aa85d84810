import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { cardFacts, cards, db, shownCount } from './searchPages'

// An investor's search: units, estimated cap rate and price per unit, and the cap rate sort.
test("an investor's filters, under More filters, set the address and the homes found, with or without JavaScript", async ({
  page,
  browser,
}) => {
  const heading = (n: number) => `${n} ${n === 1 ? 'home' : 'homes'} for sale`
  await page.goto('/listings/search')
  const more = page.getByText('More filters')
  await waitForHydration(more)
  await more.click()
  const investment = page.getByRole('group', { name: 'Investment' })
  await investment.getByLabel('Units', { exact: true }).selectOption('2')
  await expect(page).toHaveURL(/\?units=2$/)
  await investment.getByLabel('Estimated cap rate').selectOption('6')
  await expect(page).toHaveURL(/\?units=2&minCap=6$/)
  await investment.getByLabel('Price per unit').selectOption('200000')
  await expect(page).toHaveURL(/\?units=2&minCap=6&maxPerUnit=200000$/)
  const n = await shownCount(
    'number_of_units_total >= 2 and estimated_cap_rate >= 6 and price_per_unit <= 200000',
  )
  expect(n).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: heading(n) })).toBeVisible()
  await page.getByLabel('Sort by').selectOption('cap-rate')
  await expect(page).toHaveURL(/\?units=2&minCap=6&maxPerUnit=200000&sort=cap-rate$/)
  // The highest estimated cap rate first.
  const [first] = await cardFacts(cards(page))
  const rateOf = async (where: string) =>
    Number(
      (
        await db.execute(
          `select max(estimated_cap_rate) as r from listings where shown = 1 and ${where}`,
        )
      ).rows[0]!.r,
    )
  const id = decodeURIComponent(first!.href.split('/')[2]!).split('-')[0]
  expect(await rateOf(`listing_id = '${id}'`)).toBe(
    await rateOf('number_of_units_total >= 2 and price_per_unit <= 200000'),
  )
  await page.reload()
  await expect(page.getByLabel('Estimated cap rate')).toHaveValue('6')
  // Open from the start when one of its filters is set, and accessible so.
  await expect(page.getByRole('group', { name: 'Investment' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(
    page.getByRole('link', { name: /^Estimated cap rate 6% or more.*remove this filter/ }),
  ).toBeVisible()

  // The same filters as a plain form sent by GET.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const still = await context.newPage()
  await still.goto('/listings/search')
  await still.getByText('More filters').click()
  await still.getByLabel('Units', { exact: true }).selectOption('3')
  await still.getByRole('button', { name: 'Show homes' }).click()
  await expect(still).toHaveURL(/[?&]units=3(&|$)/)
  const units = await shownCount('number_of_units_total >= 3')
  expect(units).toBeGreaterThan(0)
  await expect(still.getByRole('heading', { name: heading(units) })).toBeVisible()
  await context.close()
})
