import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { announceExpired } from '../lib/pageTags'
import { rawVisit, visit } from './testing/http'
import { pageSiteForTests, site, startPageSite } from './testing/pageSite'

// Which pages the cache keeps, for how long, and which it renders every time (how a kept copy
// goes out: keptPage.test.ts).

const { base: siteBase, get } = pageSiteForTests()

describe('the page cache', () => {
  it('renders a page once and serves the copy after, publicly cacheable', async () => {
    site.content.set('/about', 'About Jane')
    const first = await get('/about')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(await first.text()).toContain('About Jane')
    // Private (whether it may be kept is known once it is whole), but fit for the back/forward
    // cache of the visitor whose visit rendered it.
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const second = await get('/about')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toContain('About Jane')
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
    expect(second.headers.get('x-frame-options')).toBe('DENY')
    expect(site.renders).toBe(1)
  })

  it("hands Next.js a response whose writeHead, write and end are Node.js's own", async () => {
    site.content.set('/about', 'About Jane')
    expect((await get('/about')).headers.get('x-page-cache')).toBe('miss')
    expect(site.renders).toBe(1)
    expect(site.replaced).toEqual([])
  })

  it('keeps a copy of its own for link previews and crawlers, which Next.js renders apart', async () => {
    await get('/about')
    const preview = { 'user-agent': 'Twitterbot/1.0' }
    expect((await get('/about', preview)).headers.get('x-page-cache')).toBe('miss')
    expect((await get('/about', preview)).headers.get('x-page-cache')).toBe('hit')
    expect((await get('/about')).headers.get('x-page-cache')).toBe('hit')
  })

  it('gzips the page for the visitor whose visit renders it, and keeps the page itself', async () => {
    const fetchRaw = (path: string, accept: string) =>
      rawVisit(siteBase() + path, { 'accept-encoding': accept })
    site.content.set('/about', 'Fresh from the oven '.repeat(100))
    const first = await fetchRaw('/about', 'gzip, deflate, br, zstd')
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.body.length).toBeLessThan(500)
    expect(zlib.gunzipSync(first.body).toString()).toContain('<h1>Fresh from the oven')

    const second = await fetchRaw('/about', 'gzip, deflate, br, zstd')
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(second.body).toString()).toContain('<h1>Fresh from the oven')
    const plain = await fetchRaw('/about', 'identity')
    expect(plain.headers['x-page-cache']).toBe('hit')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<h1>Fresh from the oven')

    // A client that takes no gzip gets the page as it is on a render too.
    site.content.set('/contact', 'Call Jane')
    const uncompressed = await fetchRaw('/contact', 'br;q=1, gzip;q=0')
    expect(uncompressed.headers['x-page-cache']).toBe('miss')
    expect(uncompressed.headers['content-encoding']).toBeUndefined()
    expect(uncompressed.body.toString()).toContain('<h1>Call Jane</h1>')
    expect(site.renders).toBe(2)
  })

  it('renders again exactly the pages whose content changed', async () => {
    site.content.set('/about', 'About Jane')
    site.content.set('/contact', 'Call Jane')
    await get('/about')
    await get('/contact')
    site.content.set('/about', 'About Jane, updated')
    announceExpired(['doc:/about'])
    expect(await (await get('/about')).text()).toContain('About Jane, updated')
    expect((await get('/contact')).headers.get('x-page-cache')).toBe('hit')
    expect(site.renders).toBe(3)
  })

  it('renders a page again once it is older than the time-dependent parts allow', async () => {
    await get('/about')
    site.clock += 61_000
    expect((await get('/about')).headers.get('x-page-cache')).toBe('miss')
  })

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    site.renderDelayMs = 200
    const replies = await Promise.all(Array.from({ length: 5 }, () => get('/about')))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(site.renders).toBe(1)
  })

  it('serves the next visitor when the one whose visit was rendering the page went away', async () => {
    site.renderDelayMs = 200
    const leaving = new AbortController()
    const first = get('/about', {}, leaving.signal).catch(() => 'went away')
    await new Promise((resolve) => setTimeout(resolve, 50))
    leaving.abort()
    expect(await first).toBe('went away')
    const next = await get('/about', {}, AbortSignal.timeout(2000))
    expect(next.status).toBe(200)
  })

  it('serves links with only tracking parameters (campaigns, shared posts) from one copy', async () => {
    site.content.set('/about', 'About Jane')
    const campaign = await get('/about?utm_source=newsletter&utm_campaign=spring')
    expect(await campaign.text()).toContain('About Jane')
    // Rendered as the page itself, so the copy is the same for everyone.
    expect(site.renderedUrl).toBe('/about')
    for (const path of [
      '/about?fbclid=IwAR0abc',
      '/about?gclid=xyz&gad_source=1&utm_medium=cpc',
      '/about',
    ])
      expect((await get(path)).headers.get('x-page-cache'), path).toBe('hit')
    expect(site.renders).toBe(1)
  })

  it('leaves the caching a page chose itself as it is, and keeps no copy of that page', async () => {
    const first = await get('/no-store')
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await get('/no-store')).headers.get('x-page-cache')).toBe('miss')
    expect(site.renders).toBe(2)
  })

  it('does not keep a page whose content changed while it was rendered', async () => {
    site.renderDelayMs = 200
    const first = get('/about')
    await new Promise((resolve) => setTimeout(resolve, 50))
    announceExpired(['doc:/about'])
    await first
    site.renderDelayMs = 0
    expect((await get('/about')).headers.get('x-page-cache')).toBe('miss')
  })

  it.each([
    ['a search with a query string', '/about?beds=3', {}],
    ["another spelling of a page's address", '/%61bout', {}],
    ['an address with a doubled slash', '//about', {}],
    ['a search that came from a campaign', '/about?utm_source=ad&beds=3', {}],
    ['draft mode (the studio preview)', '/about', { cookie: '__prerender_bypass=abc' }],
    ['a client-side navigation', '/about', { rsc: '1' }],
    ['the API', '/api/health', {}],
    ['the studio', '/studio', {}],
    ['a page that sets a cookie', '/sets-cookie', {}],
    ['a page not found', '/missing', {}],
    ['a page that read nothing through the content readers', '/static', {}],
  ])('renders %s every time', async (_, path, headers) => {
    await get(path, headers)
    const second = await get(path, headers)
    expect(second.headers.get('x-page-cache')).not.toBe('hit')
    expect(site.renders).toBe(2)
  })

  it('rewrites every page it sends, the visit that renders it included, and keeps it so', async () => {
    const marked = await startPageSite({
      rewriteHead: (html) => Buffer.from(html.toString().replace('<h1>', '<h1 data-rewritten>')),
    })
    const failing = await startPageSite({
      rewriteHead: () => {
        throw new Error('no stylesheet to read')
      },
    })
    try {
      site.content.set('/about', 'About Jane')
      const first = await visit(marked.base + '/about')
      expect(first.headers.get('x-page-cache')).toBe('miss')
      expect(await first.text()).toContain('<h1 data-rewritten>About Jane')
      const kept = await visit(marked.base + '/about')
      expect(kept.headers.get('x-page-cache')).toBe('hit')
      expect(await kept.text()).toContain('<h1 data-rewritten>About Jane')

      // A page rendered for each visit (a query of its own) is rewritten for a browser's visit,
      // and left to Next.js for anything else (a script's fetch that takes any type).
      const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' }
      const search = await visit(marked.base + '/about?beds=3', { headers: html })
      expect(search.headers.get('x-page-cache')).toBeNull()
      expect(await search.text()).toContain('<h1 data-rewritten>About Jane')
      const fetched = await visit(marked.base + '/about?beds=3', { headers: { accept: '*/*' } })
      expect(await fetched.text()).toContain('<h1>About Jane')
      // The studio and the API are Next.js's and Payload's alone.
      for (const path of ['/studio/login', '/api/about'])
        expect(await (await visit(marked.base + path, { headers: html })).text()).toContain('<h1>')

      // A rewrite that fails sends the page as rendered, and it is kept so, not rendered each time.
      const asRendered = await visit(failing.base + '/about')
      expect(await asRendered.text()).toContain('<h1>About Jane')
      const keptAsRendered = await visit(failing.base + '/about')
      expect(keptAsRendered.headers.get('x-page-cache')).toBe('hit')
      expect(await keptAsRendered.text()).toContain('<h1>About Jane')
    } finally {
      await Promise.all([marked.close(), failing.close()])
    }
  })
})
