import http from 'node:http'
import type net from 'node:net'
import { Writable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * A render into a response of the page cache's own, passed on to the visitor as it streams.
 *
 * Next.js gets a plain `http.ServerResponse` for the request, created here and nobody else's:
 * its methods are Node's own, untouched. Its socket is a stream owned here, which receives what
 * Node.js sends of it: the status line and headers (read back, changed by `head` and set on
 * the visitor's response, however Next.js gave them), and the body's bytes as Next.js wrote them
 * (compressed, if it compressed), which go to the visitor as they come, at the visitor's pace,
 * and are copied.
 *
 * With `rewrite`, the render is one asked for uncompressed: an HTML page's beginning is held until
 * its `</head>` has arrived and goes on as `rewrite.head` changes it (the copy is of the page as
 * changed), and what the visitor gets is gzipped here when `rewrite.gzip` says they take it,
 * flushed at each write so that a streamed page still arrives as it is rendered.
 */
export type RenderThrough = {
  /** The response to hand to Next.js. */
  response: http.ServerResponse
  /** The body's bytes so far, as written. */
  chunks: Buffer[]
  /** Settles when the whole answer has been passed on, or when either side went away. */
  done: Promise<void>
  /** Whether the whole answer was passed on. */
  isEnded: () => boolean
  /** The Content-Encoding of `chunks` as the render wrote them (none when uncompressed). */
  encoding: () => string | undefined
}

export type Rewrite = {
  /**
   * Changes an HTML page given its beginning up to its `</head>` (or the whole page, when it has
   * none); returns it whole, changed or not.
   */
  head: (html: Buffer) => Buffer
  /** Whether the visitor takes gzip: the answer is then compressed here. */
  gzip: boolean
}

/** How much of a page is held while waiting for its `</head>`; past this it goes on as it is. */
const MAX_HELD_BYTES = 512 * 1024
const HEAD_CLOSE = Buffer.from('</head>')
/** Answers worth compressing, as Next.js's compression judges (text, JSON, XML, scripts, SVG…). */
const COMPRESSIBLE =
  /^(text\/|application\/([a-z.+-]*\+)?(json|xml|javascript)|application\/wasm|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon|bmp)|font\/(ttf|otf))/i
/** Answers that never have a body. */
const BODILESS = new Set([204, 304])

const HEAD_END = Buffer.from('\r\n\r\n')
/** A 1xx answer (100 Continue, 103 Early Hints) before the real one. */
const INTERIM = /^HTTP\/\d\.\d 1\d\d /

/** Headers Node.js writes for one connection, which the visitor's response writes for its own. */
const PER_CONNECTION = new Set(['connection', 'date', 'keep-alive', 'transfer-encoding'])

export function renderThrough(
  request: http.IncomingMessage,
  visitor: http.ServerResponse,
  head: () => void,
  rewrite?: Rewrite,
): RenderThrough {
  const response = new http.ServerResponse(request)
  // The body as written, not framed in HTTP/1.1 chunks: the socket below is not a connection.
  response.useChunkedEncodingByDefault = false
  const chunks: Buffer[] = []
  let pending: Buffer | undefined = Buffer.alloc(0) // the status and headers, until they end
  let ended = false
  let encoding: string | undefined
  /** Where the body goes: the visitor, or a gzip stream into it. */
  let sink: Writable = visitor
  /** An HTML page's beginning, held until its `</head>` (only when rewriting). */
  let held: Buffer | undefined

  /** Decides, once the headers are known, whether the body is rewritten or compressed here. */
  const planBody = () => {
    encoding = header(visitor, 'content-encoding')
    if (!rewrite || encoding || request.method === 'HEAD' || BODILESS.has(visitor.statusCode))
      return
    const type = header(visitor, 'content-type') ?? ''
    if (/^text\/html/i.test(type)) {
      held = Buffer.alloc(0)
      // The body changes: the render's length and tag no longer describe it.
      visitor.removeHeader('content-length')
      visitor.removeHeader('etag')
    }
    if (rewrite.gzip && COMPRESSIBLE.test(type)) {
      visitor.setHeader('content-encoding', 'gzip')
      visitor.removeHeader('content-length')
      const vary = [visitor.getHeader('vary') ?? []].flat().join(', ')
      if (!/accept-encoding/i.test(vary))
        visitor.setHeader('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '))
      sink = zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })
      sink.pipe(visitor)
    }
  }

  /**
   * What goes on of `body`: nothing while a page's head is incomplete, then all of it, the part up
   * to `</head>` rewritten and what follows byte for byte (a chunk may end inside a character,
   * which text decoding would spoil). A page without `</head>` is rewritten whole once it has
   * ended, or passed on as it is once more than can be held has come.
   */
  const release = (body: Buffer, last: boolean): Buffer => {
    if (held === undefined) return body
    const whole = held.length ? Buffer.concat([held, body]) : body
    const end = whole.indexOf(HEAD_CLOSE)
    if (end < 0 && !last && whole.length < MAX_HELD_BYTES) {
      held = whole
      return Buffer.alloc(0)
    }
    held = undefined
    if (end >= 0) {
      const split = end + HEAD_CLOSE.length
      return Buffer.concat([rewrite!.head(whole.subarray(0, split)), whole.subarray(split)])
    }
    return last ? rewrite!.head(whole) : whole
  }

  /** Sets the status and headers Node.js sent for Next.js on the visitor's response. */
  const passHead = (block: string) => {
    const [status = '', ...lines] = block.split('\r\n')
    const [, code, ...message] = status.split(' ')
    visitor.statusCode = Number(code)
    visitor.statusMessage = message.join(' ')
    // By name in any case, spelled as first written; a name written twice (Set-Cookie) is a list.
    const headers = new Map<string, [name: string, values: string[]]>()
    for (const line of lines) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon)
      const key = name.toLowerCase()
      if (PER_CONNECTION.has(key)) continue
      const [, values] = headers.get(key) ?? headers.set(key, [name, []]).get(key)!
      values.push(line.slice(colon + 1).trim())
    }
    for (const [name, values] of headers.values())
      visitor.setHeader(name, values.length > 1 ? values : values[0]!)
    head()
    planBody()
  }

  const socket = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      let body = chunk
      if (pending) {
        body = Buffer.concat([pending, chunk])
        for (let end; (end = body.indexOf(HEAD_END)) >= 0;) {
          const block = body.toString('latin1', 0, end)
          body = body.subarray(end + HEAD_END.length)
          if (INTERIM.test(block)) continue
          pending = undefined
          passHead(block)
          break
        }
        if (pending) {
          pending = body
          return callback()
        }
        if (!body.length) {
          visitor.flushHeaders()
          return callback()
        }
      }
      if (!body.length) return callback()
      body = release(body, false)
      if (!body.length) return callback()
      chunks.push(body)
      if (sink.write(body) || visitor.destroyed) return callback()
      // At the visitor's pace: Node.js tells Next.js to wait, as it would on a slow connection.
      const resume = () => {
        sink.off('drain', resume)
        visitor.off('close', resume)
        callback()
      }
      sink.on('drain', resume)
      visitor.on('close', resume)
    },
  })
  response.assignSocket(socket as unknown as net.Socket)
  // What Node.js's HTTP server does for the responses on its connections: a write that had to
  // wait may go on (Next.js and its compression wait for this).
  socket.on('drain', () => {
    if (!response.writableFinished) response.emit('drain')
  })

  const done = new Promise<void>((resolve) => {
    response.on('finish', () => {
      ended = true
      // A page too short to have had its `</head>` held so far goes on now, changed as well.
      const rest = release(Buffer.alloc(0), true)
      if (rest.length) {
        chunks.push(rest)
        sink.write(rest)
      }
      sink.end() // a gzip stream ends the visitor's response once it has passed everything on
      resolve()
    })
    // Gone: the visitor (Next.js's render is told, as when a connection closes), or the render
    // broke off (the visitor's connection is closed, as it was when Next.js closed it).
    visitor.on('close', () => {
      socket.destroy()
      if (sink !== visitor) sink.destroy()
      resolve()
    })
    response.on('close', () => {
      if (!ended) {
        visitor.destroy()
        if (sink !== visitor) sink.destroy()
      }
      resolve()
    })
  })
  // Closed once passed on, as a connection's response is: Next.js's work after a response
  // (`after()`) waits for that.
  void done.then(() => socket.destroy())
  return { response, chunks, done, isEnded: () => ended, encoding: () => encoding }
}

/** A response header as one string (undefined when not set). */
function header(response: http.ServerResponse, name: string): string | undefined {
  const value = response.getHeader(name)
  return value === undefined ? undefined : [value].flat().join(', ')
}
