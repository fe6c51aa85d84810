import type http from 'node:http'

import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots.js'

/* Which requests the page cache may answer from memory, and in which encoding. */

/** Paths never kept: the studio, the API and Next.js's own files. */
const UNCACHED_PATHS = /^\/(studio|api|_next)(\/|$)/

/** The cookie Next.js's draft mode (the studio's preview) sets. */
const DRAFT_COOKIE = /(^|;\s*)__prerender_bypass=/

/**
 * Parameters that only say where a visit came from: `utm_*` on campaign links, `fbclid` on every
 * link shared on Facebook, the click ids of ad networks and newsletters. No page reads them on the
 * server, so a page asked for with only these in its query is the page without them, and a shared
 * link or a campaign is served from the cache instead of rendering on every click.
 */
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]+|fbclid|gclid|gad_source|gad_campaignid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|_ga|_gl|srsltid)$/i

/**
 * The address a request's page is kept under: its path, without a query made only of tracking
 * parameters. Undefined when the page is not served from the cache.
 */
export function cachedPagePath(request: http.IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = request.url ?? '/'
  // Only a path as browsers send it ("GET /about"), never the absolute form ("GET http://…").
  if (!url.startsWith('/')) return undefined
  const mark = url.indexOf('?')
  const path = mark < 0 ? url : url.slice(0, mark)
  if (UNCACHED_PATHS.test(path)) return undefined
  if (mark >= 0) {
    const names = new URLSearchParams(url.slice(mark + 1)).keys()
    if ([...names].some((name) => !TRACKING_PARAM.test(name))) return undefined
  }
  const h = request.headers
  // A client-side navigation or prefetch asks for the React payload, which depends on what the
  // browser already has: those are rendered each time (their reads still come from the cache).
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action'])
    return undefined
  return DRAFT_COOKIE.test(h.cookie ?? '') ? undefined : path
}

/** The encodings an Accept-Encoding header takes (any not refused with q=0), lower-case. */
export function offeredEncodings(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase())
}

/** The encoding a kept page goes out in: brotli, else gzip, else none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = offeredEncodings(accept)
  if (offered.includes('br')) return 'br'
  if (offered.includes('gzip')) return 'gzip'
  return undefined
}

/**
 * `decide` with its answers remembered: browsers send a handful of distinct User-Agent and
 * Accept-Encoding headers, and each is read once rather than on every request. A client inventing
 * headers cannot make it hold much: it forgets all when `limit` answers are held, and a header
 * longer than `longest` is decided each time and not remembered.
 */
function remembered<T>(decide: (header: string) => T, limit = 500, longest = 300) {
  const answers = new Map<string, T>()
  return (header = ''): T => {
    if (header.length > longest) return decide(header)
    let answer = answers.get(header)
    if (answer === undefined && !answers.has(header)) {
      if (answers.size >= limit) answers.clear()
      answer = decide(header)
      answers.set(header, answer)
    }
    return answer as T
  }
}

/** Crawlers and link previews, which Next.js gives a page with all its metadata in <head>. */
export const isBot = remembered((userAgent) => HTML_LIMITED_BOT_UA_RE.test(userAgent))
/** `chooseEncoding`, for the page cache's every hit. */
export const encodingOf = remembered(chooseEncoding)
