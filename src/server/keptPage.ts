import type http from 'node:http'
import zlib from 'node:zlib'

import { encodingOf } from './requestHeaders.js'

/** A page the page cache keeps: what Next.js rendered, and what it has sent of it since. */
export type KeptPage = {
  status: number
  headers: Record<string, string | string[]>
  /** Uncompressed. */
  body: Buffer
  etag: string
  tags: Set<string>
  storedAt: number
  /** The page in each encoding asked for so far. */
  forms: Map<string, Form>
  /** The memory it takes, its encodings included. */
  bytes: number
}

type Headers = Record<string, string | string[] | number>

/** A kept page in one encoding, with the headers it goes out with in the second of `age`. */
type Form = {
  body: Buffer
  etag: string
  encoding?: 'br' | 'gzip'
  age: number
  headers: Headers
  /** The same, for a 304: without the body's encoding and length. */
  notModified: Headers
}

/**
 * Answers `request` with the kept page, at `now`, in the encoding the client takes (compressed on
 * its first request, then kept too), 304 when the client has that copy already.
 *
 * A hit is answered in full before this returns, and costs no more than a static file: the
 * headers change once a second (the copy's age), so they are built once a second and handed to
 * Node.js as they are. Returns the bytes a new encoding added to the page's memory.
 */
export function sendKept(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  page: KeptPage,
  now: number,
  maxAgeMs: number,
): number {
  const before = page.bytes
  const form = formOf(page, encodingOf(request.headers['accept-encoding']))
  const age = Math.max(0, Math.floor((now - page.storedAt) / 1000))
  if (form.age !== age) {
    const maxAge = Math.floor(maxAgeMs / 1000)
    form.age = age
    form.headers = {
      ...page.headers,
      // Shared caches keep it for the rest of its time here, and serve it while they ask again.
      'cache-control': `public, max-age=0, s-maxage=${Math.max(0, maxAge - age)}, stale-while-revalidate=${maxAge}`,
      etag: form.etag,
      age,
      'x-page-cache': 'hit',
      ...(form.encoding && { 'content-encoding': form.encoding }),
      'content-length': form.body.length,
    }
    const { 'content-encoding': _, 'content-length': __, ...notModified } = form.headers
    form.notModified = notModified
  }
  const tags = request.headers['if-none-match']
  if (tags && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === form.etag)) {
    response.writeHead(304, form.notModified)
    response.end()
  } else {
    response.writeHead(page.status, form.headers)
    response.end(request.method === 'HEAD' ? undefined : form.body)
  }
  return page.bytes - before
}

function formOf(page: KeptPage, encoding: 'br' | 'gzip' | undefined): Form {
  const name = encoding ?? 'identity'
  let form = page.forms.get(name)
  if (form) return form
  let body = page.body
  if (encoding === 'br')
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
  else if (encoding === 'gzip') body = zlib.gzipSync(body, { level: 6 })
  if (encoding) page.bytes += body.length
  // Each encoding is a different representation, with an ETag of its own.
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag
  form = { body, etag, encoding, age: -1, headers: {}, notModified: {} }
  page.forms.set(name, form)
  return form
}
