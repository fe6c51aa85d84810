/**
 * Headers sent with every response: public pages, the studio and the API alike. `tiles` is the
 * map's tile server as a source (mapTiles.ts): the only outside host a page may load images from.
 */
export function securityHeaders(
  dev: boolean,
  tiles: string | null = null,
): { key: string; value: string }[] {
  const csp = [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; dev mode also needs eval for fast refresh.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}

/** Where the studio's uploads are served from (on disk or streamed from a bucket). */
export const UPLOADED_FILES_PATH = '/api/media/file/'

/**
 * The policy an uploaded file is served with, in place of the pages' own: nothing in it may run
 * script, load anything or be treated as a page of this site (`sandbox`), whatever the file turns
 * out to be. A picture or a video still shows, opened alone or framed by the site's pages.
 */
export const UPLOADED_FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'"
