import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RenderThrough, renderThrough } from './renderThrough'

/** Each path answers as one of the ways Node.js lets a handler send its status and headers. */
const ANSWERS: Record<string, (response: http.ServerResponse) => void> = {
  '/object': (r) => r.writeHead(200, { 'x-kind': 'page' }).end('body'),
  '/message': (r) => r.writeHead(200, 'Fine', { 'x-kind': 'page' }).end('body'),
  '/implicit': (r) => {
    r.statusCode = 200
    r.setHeader('x-kind', 'page')
    r.write('bo')
    r.end('dy')
  },
  '/list': (r) => r.writeHead(200, ['x-kind', 'page']).end('body'),
  '/hints': (r) => {
    r.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' })
    r.writeHead(200, { 'x-kind': 'page' }).end('body')
  },
  '/cookies': (r) => {
    r.setHeader('set-cookie', ['a=1', 'b=2'])
    r.setHeader('x-kind', 'page')
    r.end('body')
  },
  '/missing': (r) => r.writeHead(404, { 'x-kind': 'page' }).end('body'),
  // More than a socket takes at once, written as Next.js writes: waiting when told to.
  '/large': (r) => {
    r.writeHead(200, { 'x-kind': 'page' })
    let left = 8
    const more = () => {
      while (left-- > 0) if (!r.write(Buffer.alloc(16_384, 'a'))) return void r.once('drain', more)
      r.end()
    }
    more()
  },
  // Starts the page, then breaks off, as a render that fails half-way does.
  '/broken': (r) => {
    r.writeHead(200, { 'x-kind': 'page' })
    r.write('start')
    setTimeout(() => r.destroy(), 50)
  },
  // Starts the page, then waits for more that never comes (until the visitor goes).
  '/slow': (r) => {
    r.writeHead(200, { 'x-kind': 'page' })
    r.write('start')
  },
  // A page whose head arrives in pieces, then the start of its body, then (later) the rest.
  '/streamed': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'text/html; charset=utf-8' })
    r.write('<!DOCTYPE html><html><he')
    r.write('ad><link rel="stylesheet" href="/site.css"/></he')
    r.write('ad><body><h1>Homes</h1>')
    setTimeout(() => r.end('<p>More homes</p></body></html>'), 300)
  },
  // A whole page with its length and tag, as Next.js sends a page it built ahead.
  '/built': (r) => {
    const page =
      '<html><head><link rel="stylesheet" href="/site.css"/></head><body>Hi</body></html>'
    r.writeHead(200, {
      'x-kind': 'page',
      'content-type': 'text/html',
      'content-length': String(page.length),
      etag: '"built"',
    })
    r.end(page)
  },
  // HTML without a head at all, shorter than what is held.
  '/headless': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'text/html' })
    r.end('<p>No head<link rel="stylesheet" href="/site.css"/></p>')
  },
  // A page with a character cut in two between writes, just after its head.
  '/accented': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'text/html; charset=utf-8' })
    const body = Buffer.from('<link rel="stylesheet" href="/site.css"/></head><p>café')
    r.write(Buffer.concat([Buffer.from('<html><head>'), body.subarray(0, body.length - 1)]))
    r.end(Buffer.concat([body.subarray(body.length - 1), Buffer.from(' au lait</p>')]))
  },
  // A long page written as Next.js writes, waiting when told to.
  '/long': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'text/html' })
    r.write('<html><head><link rel="stylesheet" href="/site.css"/></head><body>')
    let left = 40
    const more = () => {
      while (left-- > 0)
        if (!r.write(randomBytes(8192).toString('hex'))) return void r.once('drain', more)
      r.end('</body></html>')
    }
    more()
  },
  '/unchanged': (r) => r.writeHead(304, { 'x-kind': 'page', 'content-type': 'text/html' }).end(),
  '/sitemap.xml': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'application/xml' })
    r.end(`<urlset>${'<url><loc>/a</loc></url>'.repeat(50)}</urlset>`)
  },
  '/photo.webp': (r) => {
    r.writeHead(200, { 'x-kind': 'page', 'content-type': 'image/webp' })
    r.end('RIFF<link rel="stylesheet" href="/site.css"/></head>')
  },
}

/** The rewrite the tests ask for under /rewritten/…: the stylesheet's link becomes its text. */
const inline = (html: Buffer) =>
  Buffer.from(
    html.toString().replace('<link rel="stylesheet" href="/site.css"/>', '<style>h1{}</style>'),
  )

let server: http.Server
let base = ''
let last: RenderThrough | undefined
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const rewritten = request.url!.startsWith('/rewritten/')
    const gzip = /gzip/.test(String(request.headers['accept-encoding']))
    last = renderThrough(
      request,
      response,
      () => {
        // What the change saw, and a header it adds, say it ran once the render's headers were set.
        response.setHeader('x-seen', `${response.statusCode} ${response.getHeader('x-kind')}`)
      },
      rewritten ? { head: inline, gzip } : undefined,
    )
    ANSWERS[request.url!.replace(/^\/rewritten/, '')]!(last.response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('a render into a response of our own', () => {
  it.each(['/object', '/message', '/implicit', '/list', '/hints', '/cookies'])(
    'passes on the status, headers and body of %s, with a change made before they go out',
    async (path) => {
      const response = await fetch(base + path)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-seen')).toBe('200 page')
      expect(response.headers.get('x-kind')).toBe('page')
      expect(await response.text()).toBe('body')
      await last!.done
      expect(Buffer.concat(last!.chunks).toString()).toBe('body')
      expect(last!.isEnded()).toBe(true)
    },
  )

  it("passes on the status's own words, each cookie and a status other than 200", async () => {
    const raw = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/message`, resolve),
    )
    raw.resume()
    expect(raw.statusMessage).toBe('Fine')
    expect((await fetch(`${base}/cookies`)).headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    const missing = await fetch(`${base}/missing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-seen')).toBe('404 page')
  })

  it('passes on a body longer than a socket takes at once, whole', async () => {
    const response = await fetch(`${base}/large`)
    expect((await response.arrayBuffer()).byteLength).toBe(8 * 16_384)
    await last!.done
    expect(last!.isEnded()).toBe(true)
  })

  it('streams what is written as it comes, and tells the render when the visitor goes', async () => {
    const leaving = new AbortController()
    const response = await fetch(`${base}/slow`, { signal: leaving.signal })
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('start')
    const render = last!
    const told = new Promise((resolve) => render.response.once('close', resolve))
    leaving.abort()
    await told
    await render.done
    expect(render.isEnded()).toBe(false)
  })

  it("closes the visitor's connection when the render breaks off", async () => {
    const response = await fetch(`${base}/broken`)
    await expect(response.text()).rejects.toThrow()
    await last!.done
    expect(last!.isEnded()).toBe(false)
  })
})

describe('a render rewritten as it passes', () => {
  const raw = (path: string, gzip = true, method = 'GET') =>
    new Promise<http.IncomingMessage>((resolve) =>
      http
        .request(
          `${base}/rewritten${path}`,
          { method, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
          resolve,
        )
        .end(),
    )
  const bodyOf = async (response: http.IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of response) chunks.push(chunk as Buffer)
    const whole = Buffer.concat(chunks)
    return (
      response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(whole) : whole
    ).toString()
  }

  it("changes a page's head once it has arrived, then streams the rest as it comes, gzipped", async () => {
    const response = await raw('/streamed')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    // The head and the start of the body arrive before the render has ended.
    const gunzip = zlib.createGunzip()
    response.pipe(gunzip)
    const first = (await new Promise<Buffer>((resolve) => gunzip.once('data', resolve))).toString()
    expect(first).toContain('<style>h1{}</style></head>')
    expect(last!.isEnded()).toBe(false)
    let rest = ''
    for await (const chunk of gunzip) rest += (chunk as Buffer).toString()
    expect(first + rest).toBe(
      '<!DOCTYPE html><html><head><style>h1{}</style></head><body><h1>Homes</h1><p>More homes</p></body></html>',
    )
    await last!.done
    // The copy is of the page as changed, uncompressed.
    expect(Buffer.concat(last!.chunks).toString()).toBe(first + rest)
    expect(last!.encoding()).toBeUndefined()
  })

  it('sends it uncompressed to a visitor who takes no gzip, without the length and tag it no longer has', async () => {
    const response = await raw('/built', false)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.headers.etag).toBeUndefined()
    expect(await bodyOf(response)).toBe(
      '<html><head><style>h1{}</style></head><body>Hi</body></html>',
    )
  })

  it('changes a short page without a head once it is whole', async () => {
    expect(await bodyOf(await raw('/headless'))).toBe('<p>No head<style>h1{}</style></p>')
  })

  it('gzips other text but changes only HTML, and leaves an image as it is', async () => {
    const sitemap = await raw('/sitemap.xml')
    expect(sitemap.headers['content-encoding']).toBe('gzip')
    expect(await bodyOf(sitemap)).toMatch(/^<urlset>(<url><loc>\/a<\/loc><\/url>){50}<\/urlset>$/)
    const photo = await raw('/photo.webp')
    expect(photo.headers['content-encoding']).toBeUndefined()
    expect(await bodyOf(photo)).toBe('RIFF<link rel="stylesheet" href="/site.css"/></head>')
  })

  it('keeps a character cut in two between writes whole', async () => {
    expect(await bodyOf(await raw('/accented'))).toBe(
      '<html><head><style>h1{}</style></head><p>café au lait</p>',
    )
    expect(Buffer.concat(last!.chunks).toString()).toContain('café au lait')
  })

  it('passes on a long page whole, at the pace the visitor reads it', async () => {
    const page = await bodyOf(await raw('/long'))
    expect(page).toMatch(
      /^<html><head><style>h1\{\}<\/style><\/head><body>[0-9a-f]{655360}<\/body><\/html>$/,
    )
  })

  it('adds nothing to an answer without a body', async () => {
    const unchanged = await raw('/unchanged')
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.headers['content-encoding']).toBeUndefined()
    expect(await bodyOf(unchanged)).toBe('')
    const head = await raw('/built', true, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(await bodyOf(head)).toBe('')
  })
})
