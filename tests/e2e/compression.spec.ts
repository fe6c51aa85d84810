import http from 'node:http'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

// The production server (src/server/staticBrotli.ts) sends the build's scripts and styles with
// brotli to browsers that accept it (about 15 % fewer bytes than gzip before the first paint),
// with the same headers Next.js gives them. Raw HTTP here: fetch would hide the encoding.

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(url: string, headers: http.OutgoingHttpHeaders, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

/** Headers that belong to one encoding or one response, not to the file. */
const PER_ENCODING = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'accept-ranges',
  'etag',
  'last-modified',
  'vary',
  'date',
  'connection',
  'keep-alive',
])

/** The home page's scripts and stylesheets, as absolute URLs. */
async function homeAssets(baseURL: string) {
  const html = (await get(`${baseURL}/`, {})).body.toString()
  const urls = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)]
  return [...new Set(urls.map(([, path]) => baseURL + path))]
}

test('scripts and styles go out with brotli, byte for byte, with the usual headers', async ({
  baseURL,
}) => {
  const assets = await homeAssets(baseURL!)
  expect(assets.some((url) => url.endsWith('.js'))).toBe(true)
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
  for (const url of assets) {
    const plain = await get(url, { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    // The first request for a file may still be gzipped while its brotli copy is made.
    let br: Raw | undefined
    await expect
      .poll(
        async () =>
          (br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers[
            'content-encoding'
          ],
      )
      .toBe('br')
    expect(br!.status).toBe(200)
    expect(zlib.brotliDecompressSync(br!.body).equals(plain.body)).toBe(true)
    expect(br!.body.length).toBeLessThan(zlib.gzipSync(plain.body).length)
    expect(Number(br!.headers['content-length'])).toBe(br!.body.length)
    expect(br!.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br!.headers['content-security-policy']).toContain("default-src 'self'")
    expect(br!.headers['x-content-type-options']).toBe('nosniff')
    expect(br!.headers.vary).toMatch(/accept-encoding/i)
    expect(br!.headers['content-type']).toBe(plain.headers['content-type'])
    // Every other header Next.js gives the file (next.config's included) comes with the copy too.
    for (const [name, value] of Object.entries(plain.headers))
      if (!PER_ENCODING.has(name)) expect(br!.headers[name], name).toBe(value)
  }
})

test('clients without brotli, revalidations and HEAD requests are answered as before', async ({
  baseURL,
}) => {
  const url = (await homeAssets(baseURL!))[0]
  if (!url) throw new Error('the home page references no /_next/static script or style')
  await expect
    .poll(async () => (await get(url, { 'accept-encoding': 'br' })).headers['content-encoding'])
    .toBe('br')
  const plain = await get(url, { 'accept-encoding': 'identity' })

  const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)

  const etag = plain.headers.etag!
  const unchanged = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })
  expect(unchanged.status).toBe(304)
  expect(unchanged.body.length).toBe(0)

  const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-encoding']).toBe('br')
  expect(Number(head.headers['content-length'])).toBeLessThan(plain.body.length)
  expect(head.body.length).toBe(0)

  const part = await get(url, { 'accept-encoding': 'br', range: 'bytes=0-9' })
  expect(part.status).toBe(206)
  expect(part.body.equals(plain.body.subarray(0, 10))).toBe(true)

  const missing = await get(url.replace(/[^/]+$/, 'no-such-chunk.js'), { 'accept-encoding': 'br' })
  expect(missing.status).toBe(404)
})
