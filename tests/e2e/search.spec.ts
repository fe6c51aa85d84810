import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, noscriptText, waitForHydration } from './fixtures'
import { cardFacts, cards, db, price, shownCount } from './searchPages'

// The property search over the demo inventory, checked against the database the site reads.

test('the search lists every home for sale, a page at a time, with real page links', async ({
  page,
}) => {
  const total = await shownCount()
  await page.goto('/listings/search')
  await expect(page.getByRole('heading', { name: `${total} homes for sale` })).toBeVisible()
  await expect(page.getByText(`Showing 1–24 of ${total} homes.`)).toBeVisible()
  await expect(cards(page)).toHaveCount(24)
  const first = await cardFacts(cards(page))
  // Every card names the listing firm, as IDX rules require.
  await expect(cards(page).filter({ hasNotText: /Listing courtesy of / })).toHaveCount(0)
  const pages = page.getByRole('navigation', { name: 'Result pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/listings\/search\?page=2$/)
  await expect(page.getByText(`Showing 25–48 of ${total} homes.`)).toBeVisible()
  const second = await cardFacts(cards(page))
  expect(second.map((c) => c.href).filter((h) => first.some((f) => f.href === h))).toEqual([])
  // Newest first: the first page's homes came on the market no earlier than the second's.
  const listed = async (hrefs: string[]) =>
    (
      await db.execute(
        `select max(on_market_date) as newest, min(on_market_date) as oldest from listings where listing_id in (${hrefs.map((h) => `'${decodeURIComponent(h.split('/')[2]!).split('-')[0]}'`).join(',')})`,
      )
    ).rows[0]!
  const [a, b] = [await listed(first.map((c) => c.href)), await listed(second.map((c) => c.href))]
  expect(String(a.oldest) >= String(b.newest)).toBe(true)
})

test('filters change the homes found, live, and the address keeps them across reload and back', async ({
  page,
}) => {
  await page.goto('/listings/search')
  const beds = page.getByLabel('Beds', { exact: true })
  await waitForHydration(beds)
  await beds.selectOption('4')
  await expect(page).toHaveURL(/\?beds=4$/)
  const maxPrice = page.getByLabel('Max price')
  await maxPrice.selectOption('500000')
  await expect(page).toHaveURL(/\?maxPrice=500000&beds=4$/)
  const expected = await shownCount('bedrooms_total >= 4 and list_price <= 500000')
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: `${expected} homes for sale` })).toBeVisible()
  for (const card of await cardFacts(cards(page))) {
    expect(price(card.text)).toBeLessThanOrEqual(500_000)
    expect(Number(/(\d+) beds/.exec(card.text)![1])).toBeGreaterThanOrEqual(4)
  }
  await page.reload()
  await expect(page.getByLabel('Beds', { exact: true })).toHaveValue('4')
  await expect(page.getByLabel('Max price')).toHaveValue('500000')
  await page.goBack()
  await expect(page).toHaveURL(/\?beds=4$/)
  await expect(page.getByLabel('Max price')).toHaveValue('')
  await expect(page.getByLabel('Beds', { exact: true })).toHaveValue('4')
  await page.goForward()
  await expect(page.getByLabel('Max price')).toHaveValue('500000')

  // A filter is removed from the list of those applied.
  await page.getByRole('link', { name: /^4\+ beds.*remove this filter/ }).click()
  await expect(page).toHaveURL(/\?maxPrice=500000$/)
  await expect(page.getByLabel('Beds', { exact: true })).toHaveValue('')
})

test('arrow keys through a select run one search, once the visitor stops', async ({ page }) => {
  await page.goto('/listings/search')
  const beds = page.getByLabel('Beds', { exact: true })
  await waitForHydration(beds)
  const entries = () => page.evaluate(() => history.length)
  const before = await entries()
  await beds.focus()
  // At a person's pace, a press every 300 ms.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowDown')
    await page.waitForTimeout(300)
  }
  await expect(beds).toHaveValue('3')
  await expect(page).toHaveURL(/\?beds=3$/)
  await expect(page.getByRole('heading', { name: /homes? for sale$/ })).toHaveText(
    `${await shownCount('bedrooms_total >= 3')} homes for sale`,
  )
  expect(await entries()).toBe(before + 1)
  await expect(beds).toBeFocused()
  // Back leaves the search the arrows passed through, to the one before.
  await page.goBack()
  await expect(page).toHaveURL(/\/listings\/search$/)
})

test('each filter and sort returns what it says', async ({ page }) => {
  const check = async (query: string, where: string) => {
    await page.goto(`/listings/search?${query}`)
    const n = await shownCount(where)
    const heading = n ? `${n} ${n === 1 ? 'home' : 'homes'} for sale` : 'No homes match this search'
    await expect(page.getByRole('heading', { name: heading }), query).toBeVisible()
    return n
  }
  expect(await check('location=Andover', "city = 'Andover'")).toBeGreaterThan(0)
  expect(await check('location=andover%2C+NJ', "city = 'Andover'")).toBeGreaterThan(0)
  expect(await check('location=Warren+County', "county_or_parish = 'Warren'")).toBeGreaterThan(0)
  const zip = String(
    (await db.execute('select postal_code from listings where shown = 1 limit 1')).rows[0]!
      .postal_code,
  )
  expect(await check(`location=${zip}`, `postal_code = '${zip}'`)).toBeGreaterThan(0)
  expect(await check('type=condo', "property_sub_type = 'Condominium'")).toBeGreaterThan(0)
  expect(await check('type=land&type=farm', "property_type in ('Land', 'Farm')")).toBeGreaterThan(0)
  expect(await check('status=coming-soon', "standard_status = 'ComingSoon'")).toBeGreaterThan(0)
  expect(await check('sewer=septic', "sewer like '%Septic%'")).toBeGreaterThan(0)
  expect(await check('water=public', "water_source like '%Public%'")).toBeGreaterThan(0)
  expect(await check('reduced=1', 'list_price < original_list_price')).toBeGreaterThan(0)
  expect(await check('minAcres=5', 'lot_size_acres >= 5')).toBeGreaterThan(0)
  expect(await check('baths=3', 'bathrooms_total_integer >= 3')).toBeGreaterThan(0)
  expect(await check('minArea=3000', 'living_area >= 3000')).toBeGreaterThan(0)
  expect(await check('maxTax=8000', 'tax_annual_amount <= 8000')).toBeGreaterThan(0)
  // Keywords match the remarks and the address, the beginning of a word enough.
  const words = (match: string) =>
    `id in (select rowid from listings_fts where listings_fts match '${match}')`
  expect(await check('q=granit', words('"granit"*'))).toBeGreaterThan(0)
  expect(await check('q=granite+andover', words('"granite"* "andover"*'))).toBeGreaterThan(0)
  expect(await check('q=granite', "public_remarks like '%granite%'")).toBeGreaterThan(0)

  await page.goto('/listings/search?sort=price-asc&type=house')
  const ascending = (await cardFacts(cards(page))).map((c) => price(c.text))
  expect(ascending).toEqual([...ascending].sort((x, y) => x - y))
  const cheapest = Number(
    (
      await db.execute(
        "select min(list_price) as p from listings where shown = 1 and property_type = 'Residential' and property_sub_type = 'SingleFamilyResidence'",
      )
    ).rows[0]!.p,
  )
  expect(ascending[0]).toBe(cheapest)
  await page.goto('/listings/search?sort=price-desc')
  const descending = (await cardFacts(cards(page))).map((c) => price(c.text))
  expect(descending).toEqual([...descending].sort((x, y) => y - x))
})

test('nothing found says which filter to remove, and how many homes that would show', async ({
  page,
}) => {
  await page.goto('/listings/search?location=Andover&maxPrice=100000&beds=5')
  await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible()
  const inAndover = await shownCount("city = 'Andover' and bedrooms_total >= 5")
  const suggestion = page.getByRole('link', { name: `Remove “Up to $100,000”: ${inAndover} homes` })
  await expect(suggestion).toBeVisible()
  await suggestion.click()
  await expect(page).toHaveURL(/\?location=Andover&beds=5$/)
  await expect(page.getByRole('heading', { name: `${inAndover} homes for sale` })).toBeVisible()
  // A keyword, already in quotes in its label, is quoted once.
  await page.goto('/listings/search?location=Andover&q=xylophone')
  await expect(page.getByRole('link', { name: /^Remove “xylophone”: \d+ homes?$/ })).toBeVisible()
})

test('garage spaces, under "More filters", find the homes with that many and can be removed', async ({
  page,
}) => {
  await page.goto('/listings/search?beds=3')
  const more = page.getByText('More filters')
  await waitForHydration(more)
  await more.click()
  await page.getByLabel('Garage spaces').selectOption('2')
  await expect(page).toHaveURL(/\?beds=3&garage=2$/)
  const expected = await shownCount('bedrooms_total >= 3 and garage_spaces >= 2')
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: `${expected} homes for sale` })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Garage spaces')).toHaveValue('2')

  // No condo has three spaces: the empty state offers to drop the garage filter.
  await page.goto('/listings/search?type=condo&garage=3')
  await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible()
  const condos = await shownCount("property_sub_type = 'Condominium'")
  await expect(
    page.getByRole('link', { name: `Remove “3+ garage spaces”: ${condos} homes` }),
  ).toBeVisible()
})

test('grid and list views, keyboard only, without accessibility violations', async ({ page }) => {
  await page.goto('/listings/search?beds=3')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'List', exact: true }).click()
  await expect(page).toHaveURL(/\?beds=3&view=list$/)
  await expect(page.getByRole('link', { name: 'List', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expectNoAxeViolations(page)
  // The view stays when a filter changes (baths are among "More filters").
  await page.locator('summary', { hasText: 'More filters' }).click()
  const baths = page.getByLabel('Baths', { exact: true })
  await waitForHydration(baths)
  await baths.focus()
  await page.keyboard.press('ArrowDown') // "1+" in a closed select moves the choice
  await expect(page).toHaveURL(/\?beds=3&baths=1&view=list$/)
  // A home found opens with Enter.
  const firstHome = cards(page).first().getByRole('link')
  await firstHome.focus()
  await expect(firstHome).toBeFocused()
  const href = await firstHome.getAttribute('href')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('the search works without JavaScript, as a form sent by GET', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/listings/search')
  await page.getByLabel('Location').fill('Byram')
  await page.getByLabel('Min price').selectOption('300000')
  await page.getByRole('button', { name: 'Show homes' }).click()
  await expect(page).toHaveURL(/location=Byram/)
  const n = await shownCount("city = 'Byram' and list_price >= 300000")
  await expect(page.getByRole('heading', { name: `${n} homes for sale` })).toBeVisible()
  // The map view says it needs JavaScript, instead of loading forever, and keeps the list.
  await page.goto('/listings/search?location=Byram&view=map')
  expect(await noscriptText(page.getByRole('main'))).toContain(
    'The map needs JavaScript. The list below has every home.',
  )
  await expect(page.getByText('Loading the map…')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden()
  await expect(cards(page).first()).toBeVisible()
  await context.close()
})

test('each town and county with homes for sale has its own page, in the sitemap', async ({
  page,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/listings/in/andover</loc>')
  expect(sitemap).toContain('/listings/in/sussex-county</loc>')

  await page.goto('/listings/in/andover')
  await expect(page).toHaveTitle(/Homes for Sale in Andover, NJ/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for Sale in Andover, NJ')
  const inTown = await shownCount("city = 'Andover'")
  await expect(page.getByRole('heading', { name: `${inTown} homes for sale` })).toBeVisible()
  expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
    /\/listings\/in\/andover$/,
  )
  await expect(page.getByLabel('Location')).toHaveValue('Andover')

  // A county has more than a page of homes: its pages stay on its own address.
  await page.goto('/listings/in/sussex-county')
  const inCounty = await shownCount("county_or_parish = 'Sussex'")
  await expect(page.getByRole('heading', { name: `${inCounty} homes for sale` })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/\/listings\/in\/sussex-county\?page=2$/)
  await expect(page.getByLabel('Location')).toHaveValue('Sussex County')

  // Every place with homes is linked from the search, with its count.
  await page.goto('/listings/search')
  await page.getByRole('link', { name: `Andover, NJ (${inTown})` }).click()
  await expect(page).toHaveURL(/\/listings\/in\/andover$/)

  expect((await page.request.get('/listings/in/atlantis')).status()).toBe(404)
})
