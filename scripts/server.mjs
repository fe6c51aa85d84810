// The production server (`npm start`, `npm run up`, the browser tests): Next.js behind a plain
// Node HTTP server, so that the client's address the lead endpoints rate-limit on comes from the
// socket, not from a header the client wrote (see forwarded-for.mjs), and so that the build's
// scripts and styles go out with brotli rather than gzip (see static-brotli.mjs).
import http from 'node:http'

import { setForwardedFor, trustsProxy } from './forwarded-for.mjs'
import { isDisguisedImageSource, safeUrl } from './safe-path.mjs'
import { staticBrotli } from './static-brotli.mjs'

// Like `next start`: production mode, set before Next.js (and Payload's config) is loaded.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')

const port = Number(process.env.PORT) || 3000
const host = process.env.HOST || undefined // undefined: every interface, like `next start`
const trustProxy = trustsProxy()

const app = next({ dev: false, port, hostname: host ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
// The build folder next.config.ts chooses (NEXT_DIST_DIR lets a second build live beside).
const brotli = staticBrotli(process.env.NEXT_DIST_DIR || '.next')

const server = http.createServer((request, response) => {
  setForwardedFor(request.headers, request.socket.remoteAddress, trustProxy)
  request.url = safeUrl(request.url ?? '/')
  if (isDisguisedImageSource(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('That image address is not valid.')
    return
  }
  brotli(request, response)
  handle(request, response)
})
server.listen(port, host, () => {
  console.log(
    `Serving on http://${host ?? 'localhost'}:${port}${trustProxy ? ' (TRUST_PROXY=1)' : ''}`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections())
}
