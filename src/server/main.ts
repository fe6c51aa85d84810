/**
 * The production server (`npm start`, `npm run up`, the browser tests and benchmarks): Next.js
 * behind a plain Node HTTP server, so that the client's address the rate limits count comes from
 * the socket, not from a header the client wrote (forwardedFor.ts), and so that URLs Next.js
 * would answer with a 500 are mended or refused first (safeUrl.ts, refusals.ts, studioActions.ts), so that the build's
 * scripts and styles go out with brotli (staticBrotli.ts), and so that public pages are rendered
 * once per change and then served from memory (pageCache.ts). Lead emails are sent by a second
 * process, the email worker (emailWorker.ts), so that a backlog of them never slows the pages.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { mapTiles, tileSource } from '../lib/mapTiles.js'
import { routedPath, targetPath } from '../lib/canonicalPath.js'
import {
  securityHeaders,
  UPLOADED_FILE_POLICY,
  UPLOADED_FILES_PATH,
} from '../lib/securityHeaders.js'
import { siteProcesses } from '../lib/siteProcesses.js'

import { isEmailWorker, startEmailWorker, wantsEmailWorker } from './emailWorker.js'
import { invalidTrustProxy, setForwardedFor, trustedProxies } from './forwardedFor.js'
import { leadIntake } from './leadIntake.js'
import { inlineStylesheets } from './inlineStyles.js'
import { pageCache } from './pageCache.js'
import { clientErrorResponse, refusal, type Refusal } from './refusals.js'
import { safeUrl } from './safeUrl.js'
import { staticBrotli } from './staticBrotli.js'
import { isActionRequest, studioActionRefusal } from './studioActions.js'

// Like `next start`: production mode, set before Next.js (and Payload's config) is loaded.
Object.assign(process.env, { NODE_ENV: 'production' })
/** What this server uses of Next.js's server factory (Next.js is CommonJS; its typings differ by resolver). */
type CreateNextServer = (options: { dev: boolean; port: number; hostname: string }) => {
  prepare(): Promise<void>
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
}
const next = (await import('next')).default as unknown as CreateNextServer

// src/server is compiled apart (NodeNext), where lib/env's imports do not resolve: read here.
const port = Number(process.env.PORT) || 3000
const host = process.env.HOST || undefined // undefined: every interface, like `next start`
const proxies = trustedProxies()

// The email worker is this same program without the HTTP server: Next.js and Payload are loaded
// (instrumentation.ts starts the sending), nothing listens.
const worker = isEmailWorker()
// Sending until the web process goes: a deploy's stop or a crash takes its worker with it, also
// one that went before this worker was listening. The sends under way are finished and noted
// first (at most 20 s), so that the next worker, which waits for this one on SQLite, does not
// send again an email the SMTP server has already accepted.
const LAST_SENDS_MS = 20_000
const orphaned = async () => {
  if (process.connected) return
  const stop = siteProcesses().stopSending
  if (stop)
    await Promise.race([stop(), new Promise((resolve) => setTimeout(resolve, LAST_SENDS_MS))])
  process.exit(0)
}
if (worker) {
  process.on('disconnect', () => void orphaned())
  void orphaned()
}

// The site starts it once its database is migrated and seeded (instrumentation.ts).
if (!worker && wantsEmailWorker()) siteProcesses().startEmailWorker = startEmailWorker
const app = next({ dev: false, port, hostname: host ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
if (worker) orphaned()
if (!worker) {
  // The build folder next.config.ts chooses (NEXT_DIST_DIR lets a second build live beside).
  const distDir = process.env.NEXT_DIST_DIR || '.next' // read here: see PORT above
  // Reads are kept in memory (lib/readCache.ts): the files an older version kept per read go.
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  // The same headers as the pages (next.config.ts), the map's tile host included.
  const headers = securityHeaders(false, tileSource(mapTiles().url))
  const brotli = staticBrotli(distDir, headers)
  const pages = pageCache({ rewriteHead: inlineStylesheets(distDir) })
  const leads = leadIntake(headers)
  const publicFiles = filesUnder('public')

  const server = http.createServer((request, response) => {
    setForwardedFor(request.headers, request.socket.remoteAddress, proxies)
    request.url = safeUrl(request.url ?? '/')
    // Set first, so that every answer has them: also Next.js's own redirects and errors.
    for (const { key, value } of headers) response.setHeader(key, value)
    if (routedPath(targetPath(request.url)).startsWith(UPLOADED_FILES_PATH))
      pinHeader(response, 'Content-Security-Policy', UPLOADED_FILE_POLICY)
    const { method, url, headers: sent } = request
    const refused = refusal({ method, url, headers: sent }, (path) => publicFiles.has(path))
    if (refused) return refuse(response, refused)
    if (leads(request, response) || brotli(request, response)) return
    if (isActionRequest(request))
      void studioActionRefusal(request).then((refusedAction) =>
        refusedAction ? refuse(response, refusedAction) : pages(request, response, handle),
      )
    else void pages(request, response, handle)
  })
  // What Node's parser cannot read (an unknown method, headers too long) it would answer bare.
  // Like Node's own: only while no answer to an earlier request on the socket has begun.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) socket.destroy()
    else socket.end(clientErrorResponse(error.code, headers))
  })
  server.listen(port, host, () => {
    const where = `http://${host ?? 'localhost'}:${port}`
    console.log(`Serving on ${where}${proxies ? ` (TRUST_PROXY=${proxies})` : ''}`)
    if (invalidTrustProxy())
      console.warn('TRUST_PROXY is not a number of proxies: client addresses come from the socket.')
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections())
  }
}

/**
 * Sets a header that nothing later may change: Next.js sets the headers of next.config.ts after
 * this server's, by the path as written, so another spelling of an upload's address would get
 * the pages' policy back.
 */
function pinHeader(response: http.ServerResponse, name: string, value: string): void {
  response.setHeader(name, value)
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (header, headerValue) =>
    header.toLowerCase() === name.toLowerCase() ? response : setHeader(header, headerValue)
}

function refuse(response: http.ServerResponse, { status, message, headers }: Refusal): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
  response.end(message)
}

/** The paths of the files under `folder` ("/images/home-hero.webp"), as the site serves them. */
function filesUnder(folder: string): Set<string> {
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true })
  return new Set(
    files
      .filter((entry) => entry.isFile())
      // parentPath from Node 20.12; path before it.
      .map((entry) => {
        const parent = (entry as { parentPath?: string }).parentPath ?? entry.path
        return `/${path.relative(folder, path.join(parent, entry.name))}`
      }),
  )
}
