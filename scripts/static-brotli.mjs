// Brotli for the build's own scripts and styles (`/_next/static/…`, immutable per build).
//
// Next.js compresses with gzip only. Brotli at its best setting makes these files about 15 %
// smaller (a public page's framework and page scripts: 155 KB → 133 KB), which on a phone's first
// visit is time the hero image no longer shares the line with. That setting costs about 0.3 s of
// CPU per large file, so each file is compressed once, off the main thread, the first time it is
// asked for, and kept in memory (the public pages need about 1 MB; the whole build's scripts and
// styles are 4 MB before compression). Until its copy is ready a file goes out gzipped as before.
//
// Next.js still answers every request with its own status and headers (security headers, caching,
// ETag, 304, HEAD, 404); only the body of a full 200 answer is swapped for the brotli copy.
import fs from 'node:fs/promises'
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
  const ready = new Map() // file path → brotli Buffer
  const started = new Set()

  const compressOnce = (file) => {
    if (started.has(file)) return
    started.add(file)
    fs.readFile(file)
      .then((raw) =>
        compress(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      )
      .then((body) => ready.set(file, body))
      // No such file: Next.js answers 404 as before; a new build means a new server anyway.
      .catch(() => {})
  }

  return function prepare(request, response) {
    const file = staticFile(root, request)
    if (!file) return
    const body = ready.get(file)
    if (body) swapBody(request, response, body)
    else compressOnce(file)
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

function swapBody(request, response, body) {
  // Next.js's own gzip stays out: it compresses only what the client says it accepts.
  request.headers['accept-encoding'] = 'identity'
  const { writeHead, write, end } = response
  let swapped = false
  response.writeHead = function (status, ...rest) {
    if (status === 200) {
      swapped = true
      for (const arg of rest) if (arg && typeof arg === 'object') dropLengthAndEncoding(arg)
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', body.length)
      const vary = String(this.getHeader('Vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    return writeHead.call(this, status, ...rest)
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
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!swapped) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    return end.call(this, body, done)
  }
}

function dropLengthAndEncoding(headers) {
  for (const key of Object.keys(headers))
    if (/^content-(?:length|encoding)$/i.test(key)) delete headers[key]
}
