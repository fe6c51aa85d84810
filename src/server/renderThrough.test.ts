import http from 'node:http'
import type { AddressInfo } from 'node:net'

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
}

let server: http.Server
let base = ''
let last: RenderThrough | undefined
beforeAll(async () => {
  server = http.createServer((request, response) => {
    last = renderThrough(request, response, () => {
      // What the change saw, and a header it adds, say it ran once the render's headers were set.
      response.setHeader('x-seen', `${response.statusCode} ${response.getHeader('x-kind')}`)
    })
    ANSWERS[request.url ?? '']!(last.response)
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
