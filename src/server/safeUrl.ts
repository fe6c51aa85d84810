/**
 * Request URLs that Next.js would answer with a 500, mended or refused before it sees them.
 */

/**
 * A path with a broken %-escape ("/blog/%E0", "/%zz") made Next.js answer 500. Escaping the stray
 * "%" turns such a path into an ordinary unknown one: the site's 404 page, with every usual
 * header. Well-formed paths and every query string are left exactly as they came.
 */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  try {
    decodeURIComponent(path)
    return url
  } catch {
    const runs = path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        decodeURIComponent(run)
        return run
      } catch {
        return run.replaceAll('%', '%25')
      }
    })
    const fixed = runs.replace(/%(?![0-9a-f]{2})/gi, '%25')
    return fixed + (queryAt < 0 ? '' : url.slice(queryAt))
  }
}

const HERE = 'http://site.invalid'

/**
 * Whether a request to the image optimizer names a source Next.js cannot fetch from itself: a path
 * with a backslash or a double slash ("/\evil.example/a.png", "/images//a.webp", also once
 * %-decoded), which its own router answers with a redirect, so the optimizer answered 500; or
 * one that resolves to another host. Other sources (a clean local path, an absolute URL) are
 * Next.js's own to accept or refuse.
 */
export function isDisguisedImageSource(url: string): boolean {
  if (!url.startsWith('/_next/image?')) return false
  const source = new URLSearchParams(url.slice(url.indexOf('?'))).get('url') ?? ''
  if (!source.startsWith('/')) return false
  try {
    const path = source.split('?')[0] ?? ''
    if (/\\|\/\//.test(path) || /\\|\/\//.test(decodeURIComponent(path))) return true
    return new URL(source, HERE).origin !== HERE
  } catch {
    return true
  }
}
