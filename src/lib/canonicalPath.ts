/**
 * One address, one spelling. A path can be written many ways that the site routes to the same
 * page or endpoint ("/api/./contact", "/api//contact", "/api/contact/", "/%61bout"); whatever
 * counts or keeps things per address (the lead endpoints' limit, the page cache) uses this one.
 *
 * Escapes of unreserved characters (letters, digits, "-", ".", "_", "~") are decoded and every
 * other escape is written in capitals, as RFC 3986 calls equivalent; a backslash is a slash, as
 * URL parsers read it; dot segments are resolved; empty segments (a doubled or trailing slash) go.
 * Letter case is kept: the site's routes tell "/About" from "/about".
 */
const ESCAPE = /%([0-9a-f]{2})/gi
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

const decodeUnreserved = (segment: string) =>
  segment.replace(ESCAPE, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : escape.toUpperCase()
  })

/** The canonical spelling of a request's path (no query). */
export function canonicalPath(path: string): string {
  const segments: string[] = []
  for (const raw of path.replaceAll('\\', '/').split('/')) {
    const segment = decodeUnreserved(raw)
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** The path of a request's target, in the origin form ("/a?b") or the absolute one ("http://h/a?b"). */
export function targetPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  if (path.startsWith('/')) return path
  try {
    return new URL(path).pathname
  } catch {
    return path
  }
}

/**
 * The path as routers that decode every escape read it (Payload's REST API routes "/api/%61ccess"
 * as "/api/access"), in one spelling and in lower case: for a rule that must catch every spelling
 * of an address. It can match more than a router would: an escaped slash or dot segment
 * ("x%2F..%2Flogin") is resolved here but stays one segment for Next.js, so a rule that lets
 * something through must first refuse such paths (`hidesSegments`).
 */
export function routedPath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A broken escape stays as it is: the router refuses it too.
  }
  return canonicalPath(decoded).toLowerCase()
}

/**
 * Whether a path hides a slash, a backslash or a dot segment in an escape ("a%2Fb", "%2e%2e"):
 * Next.js hands such a segment over whole, so it names another address than it seems to.
 */
export function hidesSegments(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return false
    }
    return decoded !== segment && (/[/\\]/.test(decoded) || decoded === '.' || decoded === '..')
  })
}
