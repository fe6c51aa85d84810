import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { listingPaths, ownVisitorPerTest } from './fixtures'
import { price } from './searchPages'
import { E2E_DATABASE_URL } from './test-env'

// What a listing's page says of its time on the market: a home coming soon, and a home whose
// price was cut before the site first saw it (the demo inventory).
ownVisitorPerTest()

test('a home coming soon shows when it is expected, not days on the market; a cut price shows in its history', async ({
  page,
}) => {
  const db = createClient({ url: E2E_DATABASE_URL })
  const one = async (where: string) =>
    String(
      (await db.execute(`select listing_id from listings where shown = 1 and ${where} limit 1`))
        .rows[0]!.listing_id,
    )
  const soon = await one("standard_status = 'ComingSoon'")
  const cut = await one("standard_status = 'Active' and list_price < original_list_price")
  db.close()
  const paths = await listingPaths(page.request)
  const pathOf = (id: string) => paths.find((p) => p.startsWith(`/listings/${id}-`))!

  await page.goto(pathOf(soon))
  await expect(page.getByText('Coming soon').first()).toBeVisible()
  await expect(page.getByText('Days on market', { exact: true })).toHaveCount(0)
  await expect(page.getByText('On the market since', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Expected on the market', { exact: true })).toBeVisible()

  await page.goto(pathOf(cut))
  const history = page.getByRole('region', { name: 'Price and status history' })
  const rows = history.getByRole('row')
  // Newest first: the cut, then the listing at the price it came on the market at.
  await expect(rows.nth(1)).toContainText('Price changed')
  await expect(rows.nth(2)).toContainText('Listed')
  const [now, before] = await Promise.all(
    [1, 2].map(async (i) => price((await rows.nth(i).textContent())!)),
  )
  expect(now!).toBeLessThan(before!)
})
