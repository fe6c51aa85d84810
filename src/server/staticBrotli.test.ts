import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staticBrotli } from './staticBrotli'
import { type RawVisit, rawVisit } from './testing/http'

// A build folder with one script, served by a real HTTP server: what staticBrotli does not answer
// gets "from Next.js" instead, as the production server hands it on.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'))
const script = 'export const x = 1;\n'.repeat(400)
fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), script)
let base = ''
const serve = staticBrotli(dist, [{ key: 'X-Content-Type-Options', value: 'nosniff' }])
const server = http.createServer((request, response) => {
  if (!serve(request, response)) response.end('from Next.js')
})

const get = (url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
  rawVisit(base + url, headers, method)

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('brotli for the build scripts', () => {
  it('sends a script with brotli once its copy is made, with the usual headers', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    expect(first.body.toString()).toBe('from Next.js') // the copy is being made
    let reply: RawVisit | undefined
    for (let i = 0; i < 50 && reply?.headers['content-encoding'] !== 'br'; i++) {
      reply = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(reply!.status).toBe(200)
    expect(zlib.brotliDecompressSync(reply!.body).toString()).toBe(script)
    expect(reply!.body.length).toBeLessThan(zlib.gzipSync(script).length)
    expect(reply!.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': String(reply!.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    })
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })

  it('leaves everything else to Next.js', async () => {
    // The compressed copy exists first, so only the request itself can send these to Next.js.
    let ready: RawVisit | undefined
    for (let i = 0; i < 50 && ready?.headers['content-encoding'] !== 'br'; i++) {
      ready = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(ready!.headers['content-encoding']).toBe('br')
    for (const [url, headers] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' }],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': '"x"' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
      ['/_next/static/../../etc/passwd', { 'accept-encoding': 'br' }],
      ['/about', { 'accept-encoding': 'br' }],
    ] as const) {
      expect((await get(url, headers)).body.toString(), `${url} ${JSON.stringify(headers)}`).toBe(
        'from Next.js',
      )
    }
  })
})
