import { createHash } from 'node:crypto'
import type http from 'node:http'
import { finished } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'

import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots.js'

import { collectTags, onExpired } from '../lib/pageTags.js'

import { beforeHeaders } from './beforeHeaders.js'
import { cachedPagePath, chooseEncoding, offeredEncodings } from './cacheableRequest.js'

/**
 * Public pages rendered once, then served from memory until what they show changes.
 *
 * A page a visitor may see as anyone else does (GET, no query string but tracking parameters, no
 * draft mode, not the studio or the API: cacheableRequest.ts) is rendered by Next.js as usual,
 * while the content readers note the cache tags of everything it read (lib/pageTags.ts). A 200
 * HTML answer that read through those readers and set no cookie is kept, with its tags; a publish,
 * a deletion or a listing sync expires those tags (features/content/publish/expireTags.ts), and
 * with them exactly the pages that showed the changed documents. A page is also rendered again
 * after `maxAgeMs`, so what depends on the day and the hour (the month in a report's title, "new"
 * badges, open houses) stays right.
 *
 * Visitors get it with `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`
 * (a shared cache may keep it for the rest of this copy's minute and serve it a minute more while
 * it fetches a new one; it is not told of expiries; browsers check again each time and keep the
 * back/forward cache), an ETag per encoding for 304 answers, and brotli or gzip. The visitor whose
 * visit renders the page gets it gzipped as it streams, private but fit for the back/forward
 * cache. A page that chose its own Cache-Control is sent and not kept.
 */
export type PageCacheOptions = {
  /** The longest a page is kept without a change: the bound on anything time-dependent. */
  maxAgeMs?: number
  /** Memory for all pages, the compressed copies included. */
  maxBytes?: number
  now?: () => number
}

type Entry = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  etag: string
  tags: Set<string>
  storedAt: number
  encoded: Map<string, Buffer>
  bytes: number
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>

/** Headers of Next.js's answer that describe one response on one connection, not the page. */
const NOT_KEPT = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-page-cache',
])

/** What Next.js says of every page it renders on request, unless the page says otherwise. */
const NEXT_RENDERED_ON_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate'
/** What the page cache says instead, on the visit that renders a page: no `no-store`. */
const RENDERED_ON_REQUEST = 'private, no-cache'

/** How long a visitor waits for someone else's render of the same page before rendering it. */
const WAIT_FOR_RENDER_MS = 5000

export function pageCache({
  maxAgeMs = 60_000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>() // oldest use first
  const rendering = new Map<string, Promise<void>>()
  let bytes = 0
  /** Counts expiries: a render that saw one while it ran may hold old content. */
  let expiries = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  onExpired((tags) => {
    expiries++
    for (const [key, entry] of entries) if (tags.some((tag) => entry.tags.has(tag))) drop(key)
  })

  /** Drops the pages used longest ago until the memory bound holds. */
  const evictOverflow = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }

  const keep = (key: string, entry: Entry) => {
    drop(key)
    if (entry.bytes > maxBytes / 4) return
    entries.set(key, entry)
    bytes += entry.bytes
    evictOverflow()
  }

  const fresh = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now() - entry.storedAt > maxAgeMs) {
      drop(key)
      return undefined
    }
    // Most recently used last, so the memory bound drops the pages nobody asks for.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  /** What a kept page says to shared caches and browsers, `sharedFor` seconds before it is old. */
  const sharedCacheControl = (sharedFor: number) =>
    `public, max-age=0, s-maxage=${sharedFor}, stale-while-revalidate=${Math.floor(maxAgeMs / 1000)}`

  function send(request: http.IncomingMessage, response: http.ServerResponse, entry: Entry) {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000))
    const sharedFor = Math.max(0, Math.floor(maxAgeMs / 1000) - age)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    // Each encoding is a different representation, with an ETag of its own.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag
    const headers: Record<string, string | string[] | number> = {
      ...entry.headers,
      'cache-control': sharedCacheControl(sharedFor),
      etag,
      age,
      'x-page-cache': 'hit',
    }
    const tags = request.headers['if-none-match']
    if (tags && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      response.writeHead(304, headers)
      response.end()
      return
    }
    let body = entry.body
    if (encoding) {
      let encoded = entry.encoded.get(encoding)
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? zlib.brotliCompressSync(entry.body, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
              })
            : zlib.gzipSync(entry.body, { level: 6 })
        entry.encoded.set(encoding, encoded)
        entry.bytes += encoded.length
        bytes += encoded.length
        evictOverflow()
      }
      body = encoded
      headers['content-encoding'] = encoding
    }
    headers['content-length'] = body.length
    response.writeHead(entry.status, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  /** Renders through Next.js, copying what it writes; keeps it if the page may be kept. */
  async function renderAndKeep(
    key: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
    handle: Handler,
  ) {
    const chunks: Buffer[] = []
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse
    const copy = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        )
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    }
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      copy(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof response.write
    let ended = false
    let markEnded = () => {}
    const endCalled = new Promise<void>((resolve) => (markEnded = resolve))
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') copy(chunk, rest[0])
      ended = true
      markEnded()
      return end(chunk, ...rest)
    }) as typeof response.end
    // The visitor who asked gets the page as Next.js streams it, gzipped by Next.js's own
    // compression (which knows gzip and deflate; asked for gzip only, which every browser takes);
    // the copy is unzipped once to be kept, and the cache compresses it for everyone after.
    if (offeredEncodings(request.headers['accept-encoding']).includes('gzip'))
      request.headers['accept-encoding'] = 'gzip'
    else delete request.headers['accept-encoding']
    response.setHeader('x-page-cache', 'miss')
    // Next.js calls every page it renders on request private and no-store, which would keep the
    // visitor whose visit renders it out of the browser's back/forward cache. Only that default
    // is changed, and only to private: whether the page may be kept is known once it is whole.
    beforeHeaders(response, () => {
      if (response.getHeader('cache-control') === NEXT_RENDERED_ON_REQUEST)
        response.setHeader('cache-control', RENDERED_ON_REQUEST)
    })

    const tags = new Set<string>()
    const expiriesBefore = expiries
    // Done when Next.js has written the whole page (not when a slow visitor has received it), or
    // when the visitor went away (`finished` settles; Next.js's render may then never end, and
    // nobody may wait for it).
    const rendered = collectTags(tags, () => handle(request, response))
    await Promise.race([
      endCalled,
      rendered.then(() => endCalled),
      finished(response).catch(() => undefined),
    ])

    const headers = response.getHeaders()
    const type = String(headers['content-type'] ?? '')
    const encoding = headers['content-encoding']
    const keepable =
      response.statusCode === 200 &&
      type.startsWith('text/html') &&
      !headers['set-cookie'] &&
      // A page that chose its own caching (no-store for a subscriber's details) is not kept.
      [undefined, RENDERED_ON_REQUEST].includes(headers['cache-control'] as string | undefined) &&
      (!encoding || encoding === 'gzip') &&
      tags.size > 0 &&
      expiries === expiriesBefore &&
      ended
    if (!keepable) return
    let body: Buffer
    try {
      body = encoding ? zlib.gunzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks)
    } catch {
      return // not a whole gzip stream: nothing to keep
    }
    const kept: Entry['headers'] = {}
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined && !NOT_KEPT.has(name))
        kept[name] = Array.isArray(value) ? value : String(value)
    // One URL, several encodings: a shared cache must tell them apart.
    const vary = [kept.vary ?? []].flat().join(', ')
    if (!/accept-encoding/i.test(vary))
      kept.vary = [vary, 'Accept-Encoding'].filter(Boolean).join(', ')
    keep(key, {
      status: 200,
      headers: kept,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      tags,
      storedAt: now(),
      encoded: new Map(),
      bytes: body.length,
    })
  }

  /** Serves a request from the cache, or through `handle` (Next.js), keeping what may be kept. */
  return async function serve(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    handle: Handler,
  ): Promise<void> {
    const path = cachedPagePath(request)
    if (path === undefined) return handle(request, response)
    // Not keyed by Host: pages name the site by SITE_URL, and a key the client writes would let
    // anyone fill the cache with copies. Crawlers and link previews get the page with its
    // metadata in <head> (Next.js renders it so for them), so they have copies of their own.
    const bot = HTML_LIMITED_BOT_UA_RE.test(request.headers['user-agent'] ?? '')
    const key = `${bot ? 'bot ' : ''}${path}`
    let entry = fresh(key)
    if (!entry && rendering.has(key)) {
      // Someone is rendering this page now: wait for it rather than render it again (a while).
      await Promise.race([rendering.get(key), sleep(WAIT_FOR_RENDER_MS, undefined, { ref: false })])
      entry = fresh(key)
    }
    if (entry) return send(request, response, entry)
    if (request.method === 'HEAD') return handle(request, response)
    // Rendered as the address without its tracking parameters: the copy is the same page for
    // every visitor (the browser keeps the address it asked for).
    request.url = path
    const render = renderAndKeep(key, request, response, handle).finally(() => {
      if (rendering.get(key) === render) rendering.delete(key)
    })
    rendering.set(key, render)
    return render
  }
}
