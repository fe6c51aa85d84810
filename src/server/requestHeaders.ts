import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots.js'

/*
 * What the production server reads from request headers on every request it answers itself (a
 * kept page, a build script): the encoding to send, and whether the client is a crawler. Each
 * distinct header value is read once.
 */

/** The encodings an Accept-Encoding header takes (any not refused with q=0), lower-case. */
export function offeredEncodings(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.trim().toLowerCase())
}

/** The encoding a kept page goes out in: brotli, else gzip, else none. */
function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
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
/** `chooseEncoding`, remembered: for every kept page and build script sent. */
export const encodingOf = remembered(chooseEncoding)
