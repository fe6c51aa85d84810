import { expect, test } from '@playwright/test'

import { AREA_SLUGS, NOT_FOUND_ROUTES, PUBLIC_ROUTES, publicSettings, siteFooter } from './fixtures'

// The footer: its links, its closing call to action and its stats.
test('the closing call to action shows the three stats and leads to listings and contact', async ({
  page,
}) => {
  await page.goto('/')
  const cta = siteFooter(page).getByRole('region', { name: 'Ready to Find Your Dream Home?' })
  await expect(cta.getByRole('heading', { level: 2 })).toHaveText('Ready to Find Your Dream Home?')
  const stats = await cta
    .locator('dl > div')
    .evaluateAll((nodes) =>
      nodes.map((node) => [
        node.querySelector('dd')?.textContent?.trim(),
        node.querySelector('dt')?.textContent?.trim().toLowerCase(),
      ]),
    )
  expect(stats).toEqual([
    ['250+', 'homes sold'],
    ['10+', 'years experience'],
    ['5.0', 'client rating'],
  ])
  await expect(cta.locator('dl')).toBeVisible()
  await expect(cta.getByRole('link', { name: 'View Listings' })).toHaveAttribute(
    'href',
    '/listings/search',
  )
  const contact = cta.getByRole('link', { name: 'Contact', exact: true })
  await expect(contact).toHaveAttribute('href', '/contact')
  await contact.click()
  await expect(page).toHaveURL('/contact')
})

test('the footer links every page it should, and the agent profiles elsewhere', async ({
  page,
}) => {
  await page.goto('/')
  const settings = await publicSettings(page)
  const footer = siteFooter(page)
  const internal: [string, string][] = [
    ['/listings/search', 'Properties'],
    ['/listings/search', 'View Listings'],
    ['/market-update', 'Market Reports'],
    ['/buyers', "Buyer's Guide"],
    ['/sellers', "Seller's Guide"],
    ['/investors', 'For Investors'],
    ['/testimonials', 'Testimonials'],
    ['/blog', 'Blog'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/accessibility', 'Accessibility'],
    ['/studio', 'studio'],
    ...AREA_SLUGS.map((slug): [string, string] => [`/communities/${slug}`, slug.split('-')[0]!]),
  ]
  for (const [href, name] of internal) {
    const link = footer.locator(`a[href="${href}"]`).filter({ hasText: new RegExp(name, 'i') })
    await expect(link.first(), `footer link ${name} → ${href}`).toBeVisible()
  }

  const external = [...settings.socialLinks, settings.developerCredit]
  expect(settings.socialLinks.length).toBeGreaterThanOrEqual(3)
  for (const { label, url } of external) {
    const link = footer.getByRole('link', { name: label })
    await expect(link).toHaveAttribute('href', url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
})

test('legal panels open one at a time and a second click closes the open one', async ({ page }) => {
  await page.goto('/')
  const legal = page.getByRole('region', { name: 'Legal information' })
  // Native disclosure widgets: they work before (and without) any script.
  const toggles = legal.locator('details > summary')
  await expect(toggles).toHaveText([
    /MLS and IDX Disclaimer/,
    /Fair Housing and Equal Opportunity/,
    /Professional Licensing and REALTOR/,
  ])
  // Reachable by heading, like the footer's other columns.
  await expect(legal.getByRole('heading', { level: 2 })).toHaveText([
    'MLS and IDX Disclaimer',
    'Fair Housing and Equal Opportunity',
    'Professional Licensing and REALTOR® Information',
  ])
  const opened = () =>
    legal.locator('details').evaluateAll((nodes) => nodes.map((n) => n.hasAttribute('open')))
  const panels = legal.getByRole('region')
  await expect(panels).toHaveCount(0)
  expect(await opened()).toEqual([false, false, false])

  for (let i = 0; i < 3; i++) {
    await toggles.nth(i).click()
    await expect(panels).toHaveCount(1)
    await expect(panels.first()).toBeVisible()
    expect(await opened()).toEqual([false, false, false].map((v, j) => j === i || v))
  }
  await toggles.nth(2).click()
  await expect(panels).toHaveCount(0)
  expect(await opened()).toEqual([false, false, false])

  // The keyboard opens and closes them too.
  await toggles.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(panels).toHaveCount(1)
  await expect(panels.first()).toHaveAccessibleName(/Fair Housing/)
  await page.keyboard.press('Space')
  await expect(panels).toHaveCount(0)
})

test('the MLS disclaimer gives the MLS wording and when the listing data was last updated', async ({
  page,
}) => {
  const before = Date.now()
  await page.goto('/')
  const legal = page.getByRole('region', { name: 'Legal information' })
  await legal.locator('summary', { hasText: /MLS and IDX Disclaimer/ }).click()
  const panel = legal.getByRole('region', { name: /MLS and IDX Disclaimer/ })
  await expect(panel).toContainText('Internet Data Exchange (IDX) Program')
  await expect(panel).toContainText(`Copyright © ${new Date().getFullYear()}`)
  // Not the time of the page: the time the listings were stored (here, the demo inventory's
  // seeding when the test server started), so it stays the same from one visit to the next.
  const time = panel.locator('time[datetime]')
  await expect(panel).toContainText('Listing data last updated')
  const stamp = Date.parse((await time.getAttribute('datetime')) ?? '')
  expect(stamp).toBeLessThan(before)
  await page.reload()
  await legal.locator('summary', { hasText: /MLS and IDX Disclaimer/ }).click()
  expect(Date.parse((await time.getAttribute('datetime')) ?? '')).toBe(stamp)
})

test(
  'the licensing panel shows the agent and brokerage licence numbers',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/')
    const settings = await publicSettings(page)
    const legal = page.getByRole('region', { name: 'Legal information' })
    await legal.locator('summary', { hasText: /Professional Licensing/ }).click()
    const panel = legal.getByRole('region', { name: /Professional Licensing/ })
    await expect(panel).toContainText(settings.agentLicenseNumber)
    await expect(panel).toContainText(settings.brokerageLicenseNumber)
    await expect(panel).toContainText(settings.agentName)
  },
)

test('every page names the licensee with the brokerage and says Equal Housing Opportunity', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const { agentName, brokerageName } = await publicSettings(page)
  for (const path of [...PUBLIC_ROUTES, ...NOT_FOUND_ROUTES]) {
    await page.goto(path)
    const footer = siteFooter(page)
    const line = footer
      .locator('p', { hasText: agentName })
      .filter({ hasText: brokerageName, visible: true })
    await expect(line.first(), `licensee and brokerage on ${path}`).toBeVisible()
    const equalHousing = footer.getByText('Equal Housing Opportunity').filter({ visible: true })
    await expect(equalHousing.first(), `Equal Housing Opportunity on ${path}`).toBeVisible()
  }
})

// The content cache lives in the build folder and outlives the server: it must follow the
// database the server runs on (the PostgreSQL smoke run reuses the SQLite run's build).
test(
  'the footer shows the contact details of the database this server runs on',
  { tag: '@smoke' },
  async ({ page }) => {
    const settings = await publicSettings(page)
    await page.goto('/contact')
    await expect(
      siteFooter(page).getByRole('link', { name: settings.phone, exact: true }),
    ).toBeVisible()
  },
)
