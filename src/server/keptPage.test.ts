import zlib from 'node:zlib'
import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { rawVisit, visit } from './testing/http'
import { pageSiteForTests, site, startPageSite } from './testing/pageSite'

// How a page the cache keeps goes out: encodings, ETags and 304s, HEAD, its age, its memory.

const { base: siteBase, get } = pageSiteForTests()

describe('a kept page', () => {
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
    site.content.set('/about', 'About Jane')
    const page = await get('/about', { 'accept-encoding': 'identity' })
    const length = (await page.arrayBuffer()).byteLength
    const head = await visit(siteBase() + '/about', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(head.headers.get('x-page-cache')).toBe('hit')
    expect(head.headers.get('content-length')).toBe(String(length))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('holds its pages, compressed copies included, within its memory and drops the least used', async () => {
    const small = await startPageSite({ maxBytes: 10_000 })
    const visitSmall = async (path: string, encoding: string) =>
      (await visit(small.base + path, { headers: { 'accept-encoding': encoding } })).headers.get(
        'x-page-cache',
      )
    try {
      // Three pages of about 2 KB that compress little: 6 KB as kept.
      for (const path of ['/a', '/b', '/c']) {
        site.content.set(path, randomBytes(1500).toString('base64'))
        expect(await visitSmall(path, 'identity')).toBe('miss')
      }
      // About 1.5 KB more each: /a in brotli and gzip (about 9 KB in all), then /b in brotli.
      for (const [path, encoding] of [
        ['/a', 'br'],
        ['/a', 'gzip'],
        ['/b', 'br'],
      ])
        expect(await visitSmall(path!, encoding!)).toBe('hit')
      // Over 10 KB: the page asked for longest ago went.
      expect(await visitSmall('/a', 'identity')).toBe('hit')
      expect(await visitSmall('/b', 'identity')).toBe('hit')
      expect(await visitSmall('/c', 'identity')).toBe('miss')
    } finally {
      await small.close()
    }
  })

  it('sends brotli to browsers that take it', async () => {
    site.content.set('/about', 'About Jane '.repeat(50))
    await get('/about')
    const { headers, body } = await rawVisit(siteBase() + '/about', {
      'accept-encoding': 'gzip, br',
    })
    expect(headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(body).toString()).toContain('About Jane About Jane')
  })

  it("tells shared caches how much of a copy's life is left, second by second", async () => {
    await get('/about')
    const at = async (ms: number) => {
      site.clock = ms
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
})
