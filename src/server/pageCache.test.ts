import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { announceExpired, noteTags } from '../lib/pageTags'
import { pageCache } from './pageCache'

/**
 * The cache in front of a small page server that behaves like the site's pages: it reads
 * "content" through a reader that notes its tags, and renders it as HTML, compressed as Next.js
 * compresses what it serves (with Next.js's own compression middleware).
 */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
const nextCompression = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)()
const content = new Map<string, string>()
let renders = 0
let clock = 0
let renderDelayMs = 0
let renderedUrl = ''
/** What Next.js says of every page it renders on request. */
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'

async function render(request: http.IncomingMessage, response: http.ServerResponse) {
  renders++
  renderedUrl = request.url ?? ''
  response.setHeader('cache-control', NEXT_DYNAMIC)
  nextCompression(request, response, () => undefined)
  const path = (request.url ?? '/').split('?')[0]!
  if (path === '/missing') {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>')
    return
  }
  if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs))
  // Like a streamed render waiting to write more: once the visitor has gone, it never ends.
  if (response.destroyed) await new Promise(() => undefined)
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'x-frame-options': 'DENY',
  }
  if (path === '/sets-cookie') headers['set-cookie'] = 'visitor=1'
  // Like the pages that show a subscriber's details.
  if (path === '/no-store') headers['cache-control'] = 'no-store'
  // "/static" reads nothing through the readers: nothing tells the cache when it changes.
  if (path !== '/static') noteTags([`doc:${path}`, 'global:settings'])
  response.writeHead(200, headers)
  response.write('<!doctype html><h1>')
  response.end(`${content.get(path) ?? 'Welcome'}</h1>`)
}

let server: http.Server
let base = ''
beforeAll(async () => {
  const serve = pageCache({ maxAgeMs: 60_000, now: () => clock })
  server = http.createServer((request, response) => void serve(request, response, render))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  // Every test starts from an empty cache: what each one keeps carries this tag.
  announceExpired(['global:settings'])
  content.clear()
  renders = 0
  renderDelayMs = 0
  clock = 0
})

/** A visit, answered when the whole page has arrived (fetch itself resolves on the headers). */
async function get(path: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return getFrom(base, path, { headers, signal })
}

async function getFrom(site: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${site}${path}`, init)
  const body = await response.arrayBuffer()
  const { status } = response
  return new Response(status === 304 ? null : body, { status, headers: response.headers })
}

describe('the page cache', () => {
  it('renders a page once and serves the copy after, publicly cacheable', async () => {
    content.set('/about', 'About Jane')
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
    expect(renders).toBe(1)
  })

  it('keeps a copy of its own for link previews and crawlers, which Next.js renders apart', async () => {
    await get('/about')
    const preview = { 'user-agent': 'Twitterbot/1.0' }
    expect((await get('/about', preview)).headers.get('x-page-cache')).toBe('miss')
    expect((await get('/about', preview)).headers.get('x-page-cache')).toBe('hit')
    expect((await get('/about')).headers.get('x-page-cache')).toBe('hit')
  })

  it('answers 304 to a browser that has the same copy, and only that copy', async () => {
    await get('/about')
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) => {
        const { headers } = await get('/about', { 'accept-encoding': encoding })
        return headers.get('etag')!
      }),
    )
    // One ETag per encoding: a cache must not answer a gzip request with brotli bytes.
    expect(new Set(etags).size).toBe(3)
    const again = await get('/about', { 'accept-encoding': 'br', 'if-none-match': etags[0]! })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etags[0])
    expect(again.headers.get('content-encoding')).toBeNull()
    expect(again.headers.get('content-length')).toBeNull()
    const other = await get('/about', { 'accept-encoding': 'gzip', 'if-none-match': etags[0]! })
    expect(other.status).toBe(200)
    expect(other.headers.get('content-encoding')).toBe('gzip')
    expect(await other.text()).toContain('Welcome')
  })

  it("answers HEAD from the copy with the page's length and no body", async () => {
    content.set('/about', 'About Jane')
    const page = await get('/about', { 'accept-encoding': 'identity' })
    const length = (await page.arrayBuffer()).byteLength
    const head = await getFrom(base, '/about', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(head.headers.get('x-page-cache')).toBe('hit')
    expect(head.headers.get('content-length')).toBe(String(length))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('holds its pages, compressed copies included, within its memory and drops the least used', async () => {
    const serve = pageCache({ maxAgeMs: 60_000, maxBytes: 10_000, now: () => clock })
    const small = http.createServer((request, response) => void serve(request, response, render))
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve))
    const site = `http://127.0.0.1:${(small.address() as AddressInfo).port}`
    const visit = async (path: string, encoding: string) =>
      (await getFrom(site, path, { headers: { 'accept-encoding': encoding } })).headers.get(
        'x-page-cache',
      )
    try {
      // Three pages of about 2 KB that compress little: 6 KB as kept.
      for (const path of ['/a', '/b', '/c']) {
        content.set(path, randomBytes(1500).toString('base64'))
        expect(await visit(path, 'identity')).toBe('miss')
      }
      // About 1.5 KB more each: /a in brotli and gzip (about 9 KB in all), then /b in brotli.
      for (const [path, encoding] of [
        ['/a', 'br'],
        ['/a', 'gzip'],
        ['/b', 'br'],
      ])
        expect(await visit(path!, encoding!)).toBe('hit')
      // Over 10 KB: the page asked for longest ago went.
      expect(await visit('/a', 'identity')).toBe('hit')
      expect(await visit('/b', 'identity')).toBe('hit')
      expect(await visit('/c', 'identity')).toBe('miss')
    } finally {
      await new Promise((resolve) => small.close(resolve))
    }
  })

  it('sends brotli to browsers that take it', async () => {
    content.set('/about', 'About Jane '.repeat(50))
    await get('/about')
    const body = await new Promise<Buffer>((resolve, reject) => {
      http.get(`${base}/about`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br')
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
        response.on('error', reject)
      })
    })
    expect(zlib.brotliDecompressSync(body).toString()).toContain('About Jane About Jane')
  })

  it('gzips the page for the visitor whose visit renders it, and keeps the page itself', async () => {
    const fetchRaw = (path: string, accept: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${base}${path}`, { headers: { 'accept-encoding': accept } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          )
          response.on('error', reject)
        })
      })
    content.set('/about', 'Fresh from the oven '.repeat(100))
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
    content.set('/contact', 'Call Jane')
    const uncompressed = await fetchRaw('/contact', 'br;q=1, gzip;q=0')
    expect(uncompressed.headers['x-page-cache']).toBe('miss')
    expect(uncompressed.headers['content-encoding']).toBeUndefined()
    expect(uncompressed.body.toString()).toContain('<h1>Call Jane</h1>')
    expect(renders).toBe(2)
  })

  it('renders again exactly the pages whose content changed', async () => {
    content.set('/about', 'About Jane')
    content.set('/contact', 'Call Jane')
    await get('/about')
    await get('/contact')
    content.set('/about', 'About Jane, updated')
    announceExpired(['doc:/about'])
    expect(await (await get('/about')).text()).toContain('About Jane, updated')
    expect((await get('/contact')).headers.get('x-page-cache')).toBe('hit')
    expect(renders).toBe(3)
  })

  it("tells shared caches how much of a copy's life is left, second by second", async () => {
    await get('/about')
    const at = async (ms: number) => {
      clock = ms
      const { headers } = await get('/about', { 'accept-encoding': 'br' })
      return [headers.get('age'), headers.get('cache-control'), headers.get('content-encoding')]
    }
    const shared = (seconds: number) =>
      `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=60`
    expect(await at(0)).toEqual(['0', shared(60), 'br'])
    expect(await at(999)).toEqual(['0', shared(60), 'br'])
    expect(await at(30_000)).toEqual(['30', shared(30), 'br'])
    expect(await at(59_999)).toEqual(['59', shared(1), 'br'])
  })

  it('renders a page again once it is older than the time-dependent parts allow', async () => {
    await get('/about')
    clock += 61_000
    expect((await get('/about')).headers.get('x-page-cache')).toBe('miss')
    clock = 0
  })

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    renderDelayMs = 200
    const replies = await Promise.all(Array.from({ length: 5 }, () => get('/about')))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(renders).toBe(1)
  })

  it('serves the next visitor when the one whose visit was rendering the page went away', async () => {
    renderDelayMs = 200
    const leaving = new AbortController()
    const first = get('/about', {}, leaving.signal).catch(() => 'went away')
    await new Promise((resolve) => setTimeout(resolve, 50))
    leaving.abort()
    expect(await first).toBe('went away')
    const next = await get('/about', {}, AbortSignal.timeout(2000))
    expect(next.status).toBe(200)
  })

  it('serves links with only tracking parameters (campaigns, shared posts) from one copy', async () => {
    content.set('/about', 'About Jane')
    const campaign = await get('/about?utm_source=newsletter&utm_campaign=spring')
    expect(await campaign.text()).toContain('About Jane')
    // Rendered as the page itself, so the copy is the same for everyone.
    expect(renderedUrl).toBe('/about')
    for (const path of [
      '/about?fbclid=IwAR0abc',
      '/about?gclid=xyz&gad_source=1&utm_medium=cpc',
      '/about',
    ])
      expect((await get(path)).headers.get('x-page-cache'), path).toBe('hit')
    expect(renders).toBe(1)
  })

  it('leaves the caching a page chose itself as it is, and keeps no copy of that page', async () => {
    const first = await get('/no-store')
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await get('/no-store')).headers.get('x-page-cache')).toBe('miss')
    expect(renders).toBe(2)
  })

  it('does not keep a page whose content changed while it was rendered', async () => {
    renderDelayMs = 200
    const first = get('/about')
    await new Promise((resolve) => setTimeout(resolve, 50))
    announceExpired(['doc:/about'])
    await first
    renderDelayMs = 0
    expect((await get('/about')).headers.get('x-page-cache')).toBe('miss')
  })

  it.each([
    ['a search with a query string', '/about?beds=3', {}],
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
    expect(renders).toBe(2)
  })
})
