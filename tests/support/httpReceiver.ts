import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the receiver got it: the raw body, as a signature is computed over it. */
export type ReceivedRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A real HTTP server on loopback that stands in for Follow Up Boss, a webhook receiver or an SMS
 * provider: it keeps every request and answers 200, or the statuses a test lines up for a path.
 * Stopped and started again, it keeps its port, as a service that was down comes back.
 */
export class HttpReceiver {
  requests: ReceivedRequest[] = []
  private answers = new Map<string, { status: number; body: string }[]>()
  private server?: http.Server
  private port = 0

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /** The next requests to `path` get these answers, one each, then 200 again. */
  answer(path: string, ...replies: { status: number; body?: string }[]) {
    const queue = this.answers.get(path) ?? []
    queue.push(...replies.map(({ status, body = '' }) => ({ status, body })))
    this.answers.set(path, queue)
  }

  to(path: string) {
    return this.requests.filter((request) => request.path === path)
  }

  async start() {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const path = (request.url ?? '/').split('?')[0]!
        this.requests.push({
          method: request.method ?? '',
          path,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        const next = this.answers.get(path)?.shift() ?? { status: 200, body: '{"id":1}' }
        response.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body)
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  async stop() {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
