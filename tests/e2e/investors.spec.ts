import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { E2E_DATABASE_URL } from './test-env'

// The /investors page the agent edits in the studio: its ready-made searches and the method.
let client: ReturnType<typeof createClient> | undefined
const shownCount = async (where: string) =>
  Number(
    (
      await (client ??= createClient({ url: E2E_DATABASE_URL })).execute(
        `select count(*) as n from listings where shown = 1 and (${where})`,
      )
    ).rows[0]!.n,
  )

test('/investors offers its searches, and the multi-family one opens a search for 2+ units', async ({
  page,
}) => {
  await page.goto('/investors')
  const searches = page.getByRole('region', { name: 'Investor Searches' })
  await expect(searches.getByRole('heading', { level: 3 })).toHaveText([
    'Multi-family homes',
    'Land and lots',
    'Value-add opportunities',
  ])
  await expect(searches.getByRole('link', { name: 'Land and lots' })).toHaveAttribute(
    'href',
    '/listings/search?type=land',
  )
  await expect(
    page.getByRole('heading', { name: 'How we estimate what a home could earn' }),
  ).toBeVisible()

  await searches.getByRole('link', { name: 'Multi-family homes' }).click()
  await expect(page).toHaveURL(/\/listings\/search\?units=2&sort=cap-rate$/)
  await expect(page.getByLabel('Units', { exact: true })).toHaveValue('2')
  await expect(page.getByLabel('Sort by')).toHaveValue('cap-rate')
  const n = await shownCount('number_of_units_total >= 2')
  expect(n).toBeGreaterThan(1)
  await expect(page.getByRole('heading', { name: `${n} homes for sale` })).toBeVisible()
  await expect(page.getByRole('link', { name: /^2\+ units.*remove this filter/ })).toBeVisible()
})
