import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { encodingOf } from './requestHeaders.js'

const compress = promisify(zlib.brotliCompress)
const PREFIX = '/_next/static/'
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

/**
 * Brotli for the build's own scripts and styles (`/_next/static/…`, immutable per build). Next.js
 * compresses with gzip only; brotli at its best setting makes these files about 13 % smaller (a
 * public page's scripts and styles: about 152 KB → 133 KB), which bench:web showed as 1 to 3
 * points of Lighthouse mobile performance on four of five pages. That setting costs up to 2 s of
 * CPU for the largest (studio) file, so each file is compressed once, on its first request, one
 * at a time off the main thread, and kept in memory (about 0.2 MB for the public pages).
 *
 * A plain GET or HEAD of such a file, from a client that accepts brotli, whose copy is ready, is
 * answered here, whole, with the headers Next.js gives these files and the site's own; anything
 * else (no brotli, a range, a revalidation, the copy not ready yet) goes on to Next.js.
 */
export function staticBrotli(distDir: string, siteHeaders: { key: string; value: string }[]) {
  const root = path.resolve(distDir, 'static')
  const files = buildFiles(root) // the only files ever read or compressed: memory stays bounded
  /** Each file's brotli copy, with the headers it goes out with (the same for every request). */
  const ready = new Map<string, { body: Buffer; headers: Record<string, string | number> }>()
  const started = new Set<string>()
  let queue = Promise.resolve()

  const compressOnce = (file: string) => {
    if (started.has(file)) return
    started.add(file)
    // One at a time: the thread pool also reads files and gzips pages for everyone else.
    queue = queue.then(async () => {
      try {
        const raw = await fs.promises.readFile(file)
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        }
        const body = await compress(raw, { params })
        const headers = {
          ...Object.fromEntries(siteHeaders.map(({ key, value }) => [key, value])),
          'Content-Type': TYPES[path.extname(file)]!,
          'Content-Encoding': 'br',
          'Content-Length': body.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
          Vary: 'Accept-Encoding',
        }
        ready.set(file, { body, headers })
      } catch {
        started.delete(file) // unreadable for now: tried again on a later request
      }
    })
  }

  /** Answers the request and returns true, or returns false for Next.js to answer it. */
  return function serve(request: IncomingMessage, response: ServerResponse): boolean {
    const file = buildFile(root, request)
    if (!file || !files.has(file)) return false
    const copy = ready.get(file)
    if (!copy) {
      compressOnce(file)
      return false
    }
    response.writeHead(200, copy.headers)
    response.end(request.method === 'HEAD' ? undefined : copy.body)
    return true
  }
}

/** Every script and style of the build, as absolute paths. */
function buildFiles(root: string): Set<string> {
  try {
    const names = fs.readdirSync(root, { recursive: true }) as string[]
    return new Set(names.filter((n) => path.extname(n) in TYPES).map((n) => path.join(root, n)))
  } catch {
    return new Set() // no build here: Next.js itself will say so
  }
}

/** The build file a plain GET or HEAD asks for with brotli, if the request is one to answer. */
function buildFile(root: string, request: IncomingMessage): string | null {
  const { method, url = '', headers } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url.startsWith(PREFIX) || headers.range || headers['if-none-match']) return null
  if (encodingOf(headers['accept-encoding']) !== 'br') return null
  let relative: string
  try {
    relative = decodeURIComponent(url.slice(PREFIX.length).split(/[?#]/)[0] ?? '')
  } catch {
    return null
  }
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}
