import { createHash } from 'node:crypto'
import type http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

import { collectTags, onExpired } from '../lib/pageTags.js'

import { cachedPagePath, isPageVisit } from './cacheableRequest.js'
import { type KeptPage, sendKept } from './keptPage.js'
import { type Rewrite, renderThrough } from './renderThrough.js'
import { isBot, offeredEncodings } from './requestHeaders.js'

/**
 * Public pages rendered once, then served from memory until what they show changes.
 *
 * A page anyone may see as everyone does (cacheableRequest.ts) is rendered by Next.js as usual,
 * while the content readers note the cache tags of all it read (lib/pageTags.ts). A 200 HTML
 * answer that read through them and set no cookie is kept with its tags; a publish, a deletion or
 * a listing sync expires tags (features/content/publish/expireTags.ts), and with them exactly the
 * pages that showed the changed documents. A page is rendered again after `maxAgeMs` too, so what
 * depends on the day and hour (a report's month, "new" badges, open houses) stays right.
 *
 * A kept page goes out with `Cache-Control: public, max-age=0, s-maxage=…,
 * stale-while-revalidate=…` (shared caches keep it for the rest of its minute and a minute more
 * while they fetch it again; browsers ask each time and keep the back/forward cache), an ETag per
 * encoding, and brotli or gzip. The visit that renders a page gets it gzipped as it streams,
 * private but fit for the back/forward cache. A page that chose its own Cache-Control is not kept.
 */
export type PageCacheOptions = {
  /** The longest a page is kept without a change: the bound on anything time-dependent. */
  maxAgeMs?: number
  /** Memory for all pages, the compressed copies included. */
  maxBytes?: number
  now?: () => number
  /**
   * What is done to each page's HTML once its `</head>` has arrived (it is given the page up to
   * there; the rest passes byte for byte): the visit that renders the page gets it so, streamed,
   * and so it is kept. Also applied to pages rendered for every visit (a search with its filters).
   */
  rewriteHead?: (html: Buffer) => Buffer
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
  rewriteHead = (html) => html,
}: PageCacheOptions = {}) {
  const entries = new Map<string, KeptPage>() // oldest use first
  const rendering = new Map<string, Promise<void>>()
  let bytes = 0
  /** Counts expiries: a render that saw one while it ran may hold old content. */
  let expiries = 0
  /** Whether `rewriteHead` has failed once (said once in the log, not on every page). */
  let rewriteFailed = false
  /** The page as rendered when the rewrite fails: it is an improvement, never a reason to fail. */
  const head = (html: Buffer) => {
    try {
      return rewriteHead(html)
    } catch (error) {
      if (!rewriteFailed) console.error('A page was sent as rendered:', error)
      rewriteFailed = true
      return html
    }
  }
  /**
   * The render is asked for uncompressed, so that its head can be rewritten as it passes; the
   * visitor gets it gzipped here if they take gzip (every browser does).
   */
  const rewriteFor = (request: http.IncomingMessage): Rewrite => {
    const gzip = offeredEncodings(request.headers['accept-encoding']).includes('gzip')
    delete request.headers['accept-encoding']
    return { head, gzip }
  }

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

  const keep = (key: string, entry: KeptPage) => {
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

  /** Answers from the kept copy, accounting for the memory a new encoding of it takes. */
  function send(request: http.IncomingMessage, response: http.ServerResponse, entry: KeptPage) {
    const added = sendKept(request, response, entry, now(), maxAgeMs)
    if (!added) return
    bytes += added
    evictOverflow()
  }

  /**
   * Renders through Next.js into a response of our own, passed on to the visitor as it streams
   * (renderThrough.ts); keeps a copy if the page may be kept.
   */
  async function renderAndKeep(
    key: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
    handle: Handler,
  ) {
    // The visitor who asked gets the page as Next.js streams it, rewritten and gzipped as it
    // passes; the copy is of the page as rewritten, and the cache compresses it for everyone after.
    response.setHeader('x-page-cache', 'miss')
    // Next.js calls every page it renders on request private and no-store, which would keep the
    // visitor whose visit renders it out of the browser's back/forward cache. Only that default
    // is changed, and only to private: whether the page may be kept is known once it is whole.
    const copy = renderThrough(
      request,
      response,
      () => {
        if (response.getHeader('cache-control') === NEXT_RENDERED_ON_REQUEST)
          response.setHeader('cache-control', RENDERED_ON_REQUEST)
      },
      rewriteFor(request),
    )

    const tags = new Set<string>()
    const expiriesBefore = expiries
    // Done when Next.js has written the whole page and it was passed on, or when the visitor
    // went away (Next.js's render may then never end, and nobody may wait for it).
    const rendered = collectTags(tags, () => handle(request, copy.response))
    await Promise.race([copy.done, rendered.then(() => copy.done)])

    const headers = response.getHeaders()
    const type = String(headers['content-type'] ?? '')
    const keepable =
      response.statusCode === 200 &&
      type.startsWith('text/html') &&
      !headers['set-cookie'] &&
      // A page that chose its own caching (no-store for a subscriber's details) is not kept.
      [undefined, RENDERED_ON_REQUEST].includes(headers['cache-control'] as string | undefined) &&
      !copy.encoding() &&
      tags.size > 0 &&
      expiries === expiriesBefore &&
      copy.isEnded()
    if (!keepable) return
    const body = Buffer.concat(copy.chunks)
    const kept: KeptPage['headers'] = {}
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
      forms: new Map(),
      bytes: body.length,
    })
  }

  /**
   * Serves a request from the cache, or through `handle` (Next.js), keeping what may be kept. A
   * hit is answered before this returns.
   */
  return function serve(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    handle: Handler,
  ): void | Promise<void> {
    const path = cachedPagePath(request)
    if (path === undefined) {
      if (!isPageVisit(request)) return handle(request, response)
      // Rendered for this visit alone (a search with its filters, an estimate): rewritten too.
      const copy = renderThrough(request, response, () => undefined, rewriteFor(request))
      return Promise.race([copy.done, handle(request, copy.response).then(() => copy.done)])
    }
    // Not keyed by Host: pages name the site by SITE_URL, and a key the client writes would let
    // anyone fill the cache with copies. Crawlers and link previews get the page with its
    // metadata in <head> (Next.js renders it so for them), so they have copies of their own.
    const key = `${isBot(request.headers['user-agent']) ? 'bot ' : ''}${path}`
    const entry = fresh(key)
    if (entry) return send(request, response, entry)
    return missed(key, path, request, response, handle)
  }

  async function missed(
    key: string,
    path: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
    handle: Handler,
  ): Promise<void> {
    if (rendering.has(key)) {
      // Someone is rendering this page now: wait for it rather than render it again (a while).
      await Promise.race([rendering.get(key), sleep(WAIT_FOR_RENDER_MS, undefined, { ref: false })])
      const entry = fresh(key)
      if (entry) return send(request, response, entry)
    }
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
