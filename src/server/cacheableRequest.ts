import type http from 'node:http'

import { canonicalPath } from '../lib/canonicalPath.js'

/* Which requests the page cache may answer from memory. */

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
 * parameters. Undefined when the page is not served from the cache, or when the path is not
 * spelled the canonical way (canonicalPath.ts).
 */
export function cachedPagePath(request: http.IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const path = pagePath(request)
  if (path === undefined) return undefined
  // Kept only under the one spelling of its address: "/%61bout" or "//about" is rendered as
  // Next.js routes it, never kept beside "/about", so that spellings cannot push pages out.
  if (path !== canonicalPath(path)) return undefined
  const url = request.url ?? '/'
  const mark = url.indexOf('?')
  if (mark >= 0) {
    const names = new URLSearchParams(url.slice(mark + 1)).keys()
    if ([...names].some((name) => !TRACKING_PARAM.test(name))) return undefined
  }
  return DRAFT_COOKIE.test(request.headers.cookie ?? '') ? undefined : path
}

/**
 * Whether a request is a browser's visit to a page that is rendered for it alone (not kept): a
 * GET that takes HTML, for a page (pagePath). Such a page is still sent through the page cache's
 * rewrite.
 */
export function isPageVisit(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' || pagePath(request) === undefined) return false
  return /\btext\/html\b/i.test(String(request.headers.accept ?? ''))
}

/**
 * The path of a request for a page: a path as browsers send it ("GET /about", never the absolute
 * form "GET http://…"), outside the studio, the API and Next.js's files, and not for the React
 * payload of a client-side navigation or prefetch, which depends on what the browser already has
 * (those are rendered each time; their reads still come from the cache). Undefined otherwise.
 */
function pagePath(request: http.IncomingMessage): string | undefined {
  const url = request.url ?? '/'
  if (!url.startsWith('/')) return undefined
  const mark = url.indexOf('?')
  const path = mark < 0 ? url : url.slice(0, mark)
  if (UNCACHED_PATHS.test(path)) return undefined
  const h = request.headers
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action'])
    return undefined
  return path
}
