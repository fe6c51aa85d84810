import { expect, test, type Locator, type Page } from '@playwright/test'

import { published, type Community, type Report } from './content-api'
import { AREA_SLUGS, studioToken } from './fixtures'

// The sections and their states, checked against the seeded content the studio serves and the
// figures the site computed from the demo inventory's sales.
const TREND_WORDS = /^(Strong|Cooling|Balanced)$/
const OUTLOOK = {
  bullish: "Strong Seller's Market",
  bearish: "Buyer's Market",
  balanced: 'Balanced Market',
}

const OUTLOOK_OF_WORD = {
  Strong: OUTLOOK.bullish,
  Cooling: OUTLOOK.bearish,
  Balanced: OUTLOOK.balanced,
}

/** Whose market months of inventory make it, by the rule of thumb the badge's note states. */
const outlookOfMonths = (months: number) =>
  months < 4 ? OUTLOOK.bullish : months > 6 ? OUTLOOK.bearish : OUTLOOK.balanced

/**
 * The report hero's Market Trend word, its median price's change and its months of inventory, as
 * a visitor reads them.
 */
async function heroTrend(page: Page, slug: string) {
  await page.goto(`/market-update/${slug}`)
  const cards = page.locator('section').first().locator('dl > div')
  const word = (await cards.nth(3).locator('dd').textContent())!.trim()
  const change = (await cards.first().locator('dd').nth(1).textContent())!
    .replace(/^(Up|Down) /, '')
    .trim()
  const months = Number.parseFloat((await cards.nth(2).locator('dd').textContent())!)
  return { word, change, months }
}

test('every market report shows its figures’ month, trend label and outlook badge', async ({
  page,
}) => {
  // The demo sales were seeded when this site started, so their month is this month.
  const monthYear = new Date().toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  })
  for (const slug of AREA_SLUGS) {
    const report = await published<Report>(page.request, 'market-reports', slug)
    const { word, months } = await heroTrend(page, slug)
    const hero = page.locator('section').first()
    await expect(hero).toContainText(`${monthYear} Market Report`)
    expect(word).toMatch(TREND_WORDS)
    // The badge follows the months of inventory computed from the MLS, and says so; else the
    // computed trend; the agent's choice stands only where neither is computed.
    const overview = page.locator('#market-overview')
    const supplyComputed = (await page.getByText(/^Inventory: [\d,]+ homes? for sale/).count()) > 0
    const trendComputed =
      (await page.getByText(/^Change against the [\d,]+ closed sales of /).count()) > 0
    const outlook = supplyComputed
      ? outlookOfMonths(months)
      : trendComputed
        ? OUTLOOK_OF_WORD[word as keyof typeof OUTLOOK_OF_WORD]
        : OUTLOOK[report.marketOutlook]
    await expect(overview, slug).toContainText(outlook)
    if (supplyComputed)
      await expect(overview, slug).toContainText(
        `${months.toFixed(1)} months of homes for sale at the pace of the last six months' sales, from the MLS.`,
      )
  }
})

test('the report index and each community snapshot use the report hero trend word', async ({
  page,
}) => {
  const heroes = new Map<string, { word: string; change: string }>()
  for (const slug of AREA_SLUGS) heroes.set(slug, await heroTrend(page, slug))
  await page.goto('/market-update')
  for (const slug of AREA_SLUGS) {
    const { word, change } = heroes.get(slug)!
    const card = page.locator(`main a[href="/market-update/${slug}"]`)
    await expect(card).toContainText(`${word} · ${change}`)
  }
  await page.goto('/communities/andover')
  await expect(page.getByText(`${heroes.get('andover')!.word} market`)).toBeVisible()
  // And to the town's homes for sale.
  await page.getByRole('link', { name: 'See homes for sale in Andover' }).click()
  await expect(page).toHaveURL(/\/listings\/in\/andover$/)
  await expect(page.getByRole('heading', { name: /^\d+ homes? for sale$/ })).toBeVisible()
})

test('the neighborhood summary averages and sums the cards', async ({ page }) => {
  await page.goto('/market-update/hackettstown')
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Hackettstown Neighborhood Markets' }),
  })
  const fact = (scope: Locator, label: string) =>
    scope.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd')
  // Each card is a list item with its heading (the notes below them are list items too).
  const cards = await section.locator('li', { has: page.locator('h3') }).all()
  expect(cards.length).toBeGreaterThan(0)
  const prices: number[] = []
  const days: number[] = []
  const sales: number[] = []
  for (const card of cards) {
    prices.push(Number((await fact(card, 'Avg Price').textContent())!.replace(/[$,]/g, '')))
    days.push(Number((await fact(card, 'Days on Market').textContent())!.replace(/,/g, '')))
    sales.push(Number((await fact(card, 'Monthly Sales').textContent())!.replace(/,/g, '')))
  }
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length)
  const summary = section
    .locator('div', { has: page.getByRole('heading', { name: 'Market Overview' }) })
    .last()
  await expect(fact(summary, 'Active Neighborhoods')).toHaveText(String(cards.length))
  await expect(fact(summary, 'Avg Area Price')).toHaveText(
    `$${avg(prices).toLocaleString('en-US')}`,
  )
  await expect(fact(summary, 'Avg Days Listed')).toHaveText(String(avg(days)))
  await expect(fact(summary, 'Total Monthly Sales')).toHaveText(
    sales.reduce((s, n) => s + n, 0).toLocaleString('en-US'),
  )
})

test('attraction counts per category match the cards, and school stars follow the half-star rule', async ({
  page,
}) => {
  const community = await published<Community>(page.request, 'communities', 'byram')
  await page.goto('/communities/byram')
  const expected = new Map<string, number>()
  for (const a of community.attractions)
    expected.set(a.category, (expected.get(a.category) ?? 0) + 1)
  for (const [category, count] of expected) {
    const label = category[0]!.toUpperCase() + category.slice(1)
    await expect(page.locator('li', { hasText: new RegExp(`^${label}\\s*${count}$`) })).toHaveCount(
      1,
    )
  }
  for (const school of community.schools.list.filter((s) => typeof s.rating === 'number')) {
    const card = page
      .locator('li, article', { has: page.getByText(school.name, { exact: true }) })
      .last()
    await expect(card).toContainText(`Rated ${school.rating} out of 10`)
    const stars = school.rating! / 2
    const full = await card.locator('span[aria-hidden="true"] > svg.text-accent-500').count()
    const half = await card.locator('span[aria-hidden="true"] > span.relative').count()
    expect(full, school.name).toBe(Math.floor(stars))
    expect(half, school.name).toBe(stars - Math.floor(stars) >= 0.5 ? 1 : 0)
  }
})

test('the testimonials carousel wraps both ways and locks its buttons for 900 ms', async ({
  page,
}) => {
  await page.goto('/testimonials')
  const carousel = page.locator('#testimonials')
  const current = carousel.locator('[aria-roledescription="slide"]:not([inert])')
  const previous = carousel.getByRole('button', { name: 'Previous testimonial' })
  const next = carousel.getByRole('button', { name: 'Next testimonial' })
  await expect(current).toHaveAttribute('aria-label', '1 of 6')
  await previous.click()
  await expect(current).toHaveAttribute('aria-label', '6 of 6')
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await next.click({ force: true }) // ignored while locked
  await expect(current).toHaveAttribute('aria-label', '6 of 6')
  await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 2_000 })
  await next.click()
  await expect(current).toHaveAttribute('aria-label', '1 of 6')
})

test('hero links to #anchors scroll their section to just below the header', async ({ page }) => {
  // globals.css: html { scroll-padding-top: 88px }, the sticky header's height and a little air.
  const landsBelowHeader = (id: string) =>
    expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top))
      .toBeCloseTo(88, -1) // within 5 px
  await page.goto('/market-update/andover')
  await page.getByRole('link', { name: 'Explore Full Report' }).click()
  await expect(page).toHaveURL(/#market-overview$/)
  await landsBelowHeader('market-overview')
  await page.goto('/')
  await page.locator('main').getByRole('link', { name: 'Schedule a Consultation' }).first().click()
  await expect(page).toHaveURL(/#contact$/)
  await expect(page.locator('#contact')).toBeFocused()
  await landsBelowHeader('contact')
  await page.goto('/communities/andover')
  await page.locator('main').getByRole('link', { name: 'Talk to a Local Expert' }).click()
  await expect(page.locator('#contact')).toBeFocused()
  await landsBelowHeader('contact')
  // An address that names the anchor, as a shared link or another page's button would.
  await page.goto('/market-update/andover#contact')
  await landsBelowHeader('contact')
})

test('a reload keeps the visitor at the section they were reading', async ({ page }) => {
  await page.goto('/communities/andover')
  // The visitor reads a while: the layOutAhead script has laid out the whole page (globals.css).
  await expect(page.locator('html[data-laid-out]')).toHaveCount(1)
  const footer = page.locator('body > footer')
  await footer.scrollIntoViewIfNeeded()
  const before = await footer.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.reload({ waitUntil: 'load' })
  await expect
    .poll(() => footer.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeCloseTo(before, -1) // within 5 px
})

test('the line under the newsletter sign-up is the agent’s to change, on every page that has it', async ({
  page,
  request,
}) => {
  const token = await studioToken(request)
  const setNote = async (newsletterNote: string | null) => {
    const saved = await request.post('/api/globals/site-settings', {
      data: { newsletterNote },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  await setNote('Unsubscribe anytime.')
  try {
    for (const path of ['/', '/blog/lake-living-sussex-county']) {
      // Shown as soon as it is saved: the pages kept with the old line are dropped.
      await expect
        .poll(async () => (await request.get(path)).text(), { timeout: 5_000 })
        .not.toContain('2,000 subscribers')
      await page.goto(path)
      const newsletter = page.locator('#newsletter')
      await expect(newsletter.getByText('Unsubscribe anytime.', { exact: true })).toBeVisible()
      await expect(newsletter.getByText(/2,000 subscribers/)).toHaveCount(0)
    }
  } finally {
    await setNote(null)
  }
  await page.goto('/')
  await expect(
    page.locator('#newsletter').getByText('Join over 2,000 subscribers. Unsubscribe anytime.'),
  ).toBeVisible()
})

test("the newsletter and contact sections say the site's own words; the search says it is loading", async ({
  page,
  request,
}) => {
  await page.goto('/')
  const newsletter = page.locator('#newsletter')
  await expect(newsletter.getByRole('heading', { name: 'Stay Informed & Inspired' })).toBeVisible()
  for (const words of [
    'Join our community for curated insights on luxury properties, market trends and exclusive opportunities.',
    'Sent Monthly',
    'Secure & Private',
    'Join over 2,000 subscribers. Unsubscribe anytime.',
  ])
    await expect(newsletter.getByText(words, { exact: true })).toBeVisible()
  const contact = page.locator('#contact')
  await expect(contact.getByRole('heading', { name: 'Contact Us', exact: true })).toBeVisible()
  await expect(
    contact.getByText('We would be delighted to assist you with your luxury real estate needs'),
  ).toBeVisible()
  await expect(contact.getByRole('heading', { name: 'Send a Message' })).toBeVisible()
  // The buyers' page carries the property search block: drawn in the browser; until then the
  // page says so, and once drawn it sends the visitor to the search with what they chose.
  const html = await (await request.get('/buyers')).text()
  expect(html).toContain('Loading property search...')
  await page.goto('/buyers')
  const block = page.getByRole('search', { name: 'Property search' })
  await block.getByLabel('Location').fill('Byram')
  await block.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/listings\/search\?location=Byram$/)
  await expect(page.getByRole('heading', { name: /homes? for sale$/ }).first()).toBeVisible()
})

test('an article written in the studio reads as styled prose: headings, paragraph spacing, bullets, links', async ({
  page,
}) => {
  await page.goto('/blog/lake-living-sussex-county')
  const article = page.getByRole('article').first()
  const heading = article.getByRole('heading', { level: 2 }).first()
  // The paragraph under the heading, in the studio's text.
  const paragraph = heading.locator('xpath=following-sibling::p[1]')
  const size = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
  expect(await size(heading)).toBeGreaterThan((await size(paragraph)) * 1.3)
  expect(
    await paragraph.evaluate((e) => parseFloat(getComputedStyle(e).marginTop)),
  ).toBeGreaterThan(8)
  const item = article.getByRole('listitem').first()
  await expect(item).toBeVisible()
  expect(await item.evaluate((e) => getComputedStyle(e.parentElement!).listStyleType)).not.toBe(
    'none',
  )
  const link = article.locator('p a').first()
  expect(await link.evaluate((e) => getComputedStyle(e).textDecorationLine)).toContain('underline')
})
