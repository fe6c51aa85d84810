import type http from 'node:http'

/* Which requests the page cache may answer from memory, and in which encoding. */

/** Paths never kept: the studio, the API and Next.js's own files. */
const UNCACHED_PATHS = /^\/(studio|api|_next)(\/|$)/

/** The cookie Next.js's draft mode (the studio's preview) sets. */
const DRAFT_COOKIE = /(^|;\s*)__prerender_bypass=/

export function isCacheableRequest(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? '/'
  // Only a path as browsers send it ("GET /about"), never the absolute form ("GET http://…").
  if (!url.startsWith('/') || url.includes('?') || UNCACHED_PATHS.test(url)) return false
  const h = request.headers
  // A client-side navigation or prefetch asks for the React payload, which depends on what the
  // browser already has: those are rendered each time (their reads still come from the cache).
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action'])
    return false
  return !DRAFT_COOKIE.test(h.cookie ?? '')
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
