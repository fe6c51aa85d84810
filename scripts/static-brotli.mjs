// Brotli for the build's own scripts and styles (`/_next/static/…`, immutable per build).
//
// Next.js compresses with gzip only. Brotli at its best setting makes these files about 13 %
// smaller than even gzip -9 (a public page's framework and page scripts: 155 KB → 134 KB), which
// on a phone's first visit is time the hero image no longer shares the line with. That setting
// costs up to 2 s of CPU for the largest (studio) file, so each file is compressed once, the first
// time it is asked for, one file at a time off the main thread, and kept in memory (about 0.2 MB
// for the public pages, 1 MB for the whole build). Until its copy is ready a file goes out
// gzipped as before. Only the build's own files are ever compressed: the list is read at start.
//
// Next.js still answers every request with its own status and headers (security headers, caching,
// ETag, 304, HEAD, 404); only the body of a full 200 answer carrying the whole file is swapped.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const compress = promisify(zlib.brotliCompress)
const PREFIX = '/_next/static/'
const COMPRESSIBLE = /\.(?:js|css)$/

/** True when the Accept-Encoding header lists br with a non-zero quality. */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'br') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * Returns `prepare(request, response)`, to be called before Next.js handles a request: for a
 * build script or style whose brotli copy is ready, and a client that accepts brotli, it makes
 * Next.js's answer carry that copy.
 */
export function staticBrotli(distDir) {
  const root = path.resolve(distDir, 'static')
  const files = buildFiles(root) // the only files ever read or compressed: memory stays bounded
  const ready = new Map() // file path → { body: brotli Buffer, size: original length }
  const started = new Set()
  let queue = Promise.resolve()

  const compressOnce = (file) => {
    if (started.has(file)) return
    started.add(file)
    // One at a time: the thread pool also reads files and gzips pages for everyone else.
    queue = queue.then(async () => {
      try {
        const raw = await fs.promises.readFile(file)
        const body = await compress(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
        ready.set(file, { body, size: raw.length })
      } catch {
        started.delete(file) // unreadable for now: tried again on a later request
      }
    })
  }

  return function prepare(request, response) {
    const file = staticFile(root, request)
    if (!file || !files.has(file)) return
    const copy = ready.get(file)
    if (copy) swapBody(request, response, copy)
    else compressOnce(file)
  }
}

/** Every script and style of the build, as absolute paths. */
function buildFiles(root) {
  try {
    const names = fs.readdirSync(root, { recursive: true })
    return new Set(names.filter((name) => COMPRESSIBLE.test(name)).map((n) => path.join(root, n)))
  } catch {
    return new Set() // no build here: Next.js itself will say so
  }
}

/** The build file a plain GET or HEAD of `/_next/static/…js|css` names, if it accepts brotli. */
function staticFile(root, request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (!request.url?.startsWith(PREFIX) || request.headers.range) return null
  if (!acceptsBrotli(request.headers['accept-encoding'])) return null
  let relative
  try {
    relative = decodeURIComponent(request.url.slice(PREFIX.length).split(/[?#]/)[0])
  } catch {
    return null
  }
  if (!COMPRESSIBLE.test(relative)) return null
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

function swapBody(request, response, { body, size }) {
  // Next.js's own gzip stays out: it compresses only what the client says it accepts.
  request.headers['accept-encoding'] = 'identity'
  const { writeHead, write, end } = response
  let swapped = false
  response.writeHead = function (status, ...rest) {
    // Headers given here (an object or an array) are applied first, so that ours come last.
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined
    for (const [name, value] of headerPairs(rest[0]))
      if (value !== undefined) this.setHeader(name, value)
    // Only the whole file, uncompressed, is replaced: anything else passes untouched.
    const whole = Number(this.getHeader('content-length')) === size
    if (status === 200 && whole && !this.getHeader('content-encoding')) {
      swapped = true
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', body.length)
      this.removeHeader('Accept-Ranges') // ranges are served of the uncompressed file only
      const vary = String(this.getHeader('Vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    return message === undefined
      ? writeHead.call(this, status)
      : writeHead.call(this, status, message)
  }
  // Next.js's uncompressed bytes are dropped; the brotli copy goes out instead at the end.
  response.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!swapped) return write.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  response.end = function (chunk, encoding, callback) {
    if (this.writableEnded) return end.call(this, chunk, encoding, callback)
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!swapped) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    return end.call(this, body, done)
  }
}

/** writeHead's headers argument as [name, value] pairs: an object, [[k, v]…] or [k, v, k, v…]. */
function headerPairs(headers) {
  if (!headers) return []
  if (!Array.isArray(headers)) return Object.entries(headers)
  if (headers.every(Array.isArray)) return headers
  const pairs = []
  for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]])
  return pairs
}
