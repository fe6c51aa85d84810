import { expect, test, type Page } from '@playwright/test'

import { AREA_SLUGS, PUBLIC_ROUTES } from './fixtures'

// What a search engine or a social network reads from each page.
const TOWNS = ['Hackettstown', 'Andover', 'Byram', 'Blairstown', 'Chester', 'Washington']
const COUNTIES = ['Sussex County', 'Warren County']

type Thing = { '@type': string; [key: string]: unknown }

async function jsonLd(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text) as Thing | Thing[])
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).first().getAttribute('content')

test('every page has its own title, description, canonical URL and a social image that loads', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const titles = new Set<string>()
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path)
    const title = await page.title()
    expect(title, path).not.toBe('')
    titles.add(title)
    expect(await meta(page, 'name', 'description'), path).toBeTruthy()
    expect(await meta(page, 'property', 'og:title'), path).toBeTruthy()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname, path).toBe(path)

    const image = await meta(page, 'property', 'og:image')
    expect(image, path).toBeTruthy()
    const response = await page.request.get(new URL(image!).pathname + new URL(image!).search)
    expect(response.status(), `${path} → ${image}`).toBe(200)
    expect(response.headers()['content-type'], image!).toMatch(/^image\//)
  }
  expect(titles.size, 'no two pages share a title').toBe(PUBLIC_ROUTES.length)
})

test('a generated social card draws the page title, and only titles the site signed', async ({
  page,
}) => {
  await page.goto('/market-update')
  const image = new URL((await meta(page, 'property', 'og:image'))!)
  expect(image.pathname).toBe('/og')
  expect(image.searchParams.get('title')).toBe('Market Update')
  const card = await page.request.get(image.pathname + image.search)
  expect(card.headers()['content-type']).toBe('image/png')
  expect((await card.body()).byteLength).toBeGreaterThan(10_000)

  image.searchParams.set('title', 'Send your deposit to this account')
  const forged = await page.request.get(image.pathname + image.search)
  expect(forged.status()).toBe(404)
})

test('every page carries the agent as RealEstateAgent with each town and county served', async ({
  page,
}) => {
  for (const path of ['/', '/about', '/communities/andover', '/blog']) {
    await page.goto(path)
    const agent = (await jsonLd(page)).find((t) => t['@type'] === 'RealEstateAgent')
    expect(agent, path).toBeTruthy()
    const served = (agent!.areaServed as { name: string }[]).map((p) => p.name)
    for (const place of [...TOWNS, ...COUNTIES]) expect(served, path).toContain(`${place}, NJ`)
    expect(agent!.telephone).toBeTruthy()
    expect(agent!.address).toMatchObject({ addressRegion: 'NJ' })
  }
})

test('nested pages carry breadcrumbs and a post is a BlogPosting', async ({ page }) => {
  await page.goto('/market-update/andover')
  const crumbs = (await jsonLd(page)).find((t) => t['@type'] === 'BreadcrumbList')
  expect(crumbs?.itemListElement).toHaveLength(3)

  await page.goto('/blog')
  const first = page.locator('main a[href^="/blog/"]').first()
  const href = (await first.getAttribute('href'))!
  await page.goto(href)
  const post = (await jsonLd(page)).find((t) => t['@type'] === 'BlogPosting')
  expect(post?.headline).toBe(await page.locator('h1').textContent())
})

test('sitemap.xml lists every published page, community, report and post; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  for (const path of PUBLIC_ROUTES) expect(paths, path).toContain(path)
  for (const slug of AREA_SLUGS) expect(paths).toContain(`/market-update/${slug}`)
  const posts = await (await request.get('/api/posts?depth=0&limit=100')).json()
  for (const post of posts.docs as { slug: string }[]) expect(paths).toContain(`/blog/${post.slug}`)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/)
  expect(robots).toMatch(/Disallow: \/studio/)
  expect(robots).toMatch(/Allow: \/api\/media\/file\//)
})
