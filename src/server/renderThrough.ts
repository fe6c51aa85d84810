import http from 'node:http'
import type net from 'node:net'
import { Writable } from 'node:stream'

/**
 * A render into a response of the page cache's own, passed on to the visitor as it streams.
 *
 * Next.js gets a plain `http.ServerResponse` for the request, created here and nobody else's:
 * its methods are Node's own, untouched. Its socket is a stream owned here, which receives what
 * Node.js sends of it: the status line and headers (read back, changed by `head` and set on
 * the visitor's response, however Next.js gave them), and the body's bytes as Next.js wrote them
 * (compressed, if it compressed), which go to the visitor as they come, at the visitor's pace,
 * and are copied.
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
}

const HEAD_END = Buffer.from('\r\n\r\n')
/** A 1xx answer (100 Continue, 103 Early Hints) before the real one. */
const INTERIM = /^HTTP\/\d\.\d 1\d\d /

/** Headers Node.js writes for one connection, which the visitor's response writes for its own. */
const PER_CONNECTION = new Set(['connection', 'date', 'keep-alive', 'transfer-encoding'])

export function renderThrough(
  request: http.IncomingMessage,
  visitor: http.ServerResponse,
  head: () => void,
): RenderThrough {
  const response = new http.ServerResponse(request)
  // The body as written, not framed in HTTP/1.1 chunks: the socket below is not a connection.
  response.useChunkedEncodingByDefault = false
  const chunks: Buffer[] = []
  let pending: Buffer | undefined = Buffer.alloc(0) // the status and headers, until they end
  let ended = false

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
      chunks.push(body)
      if (visitor.write(body) || visitor.destroyed) return callback()
      // At the visitor's pace: Node.js tells Next.js to wait, as it would on a slow connection.
      const resume = () => {
        visitor.off('drain', resume).off('close', resume)
        callback()
      }
      visitor.on('drain', resume).on('close', resume)
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
      visitor.end()
      resolve()
    })
    // Gone: the visitor (Next.js's render is told, as when a connection closes), or the render
    // broke off (the visitor's connection is closed, as it was when Next.js closed it).
    visitor.on('close', () => {
      socket.destroy()
      resolve()
    })
    response.on('close', () => {
      if (!ended) visitor.destroy()
      resolve()
    })
  })
  // Closed once passed on, as a connection's response is: Next.js's work after a response
  // (`after()`) waits for that.
  void done.then(() => socket.destroy())
  return { response, chunks, done, isEnded: () => ended }
}
