import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach } from 'vitest'

import { announceExpired, noteTags } from '../../lib/pageTags'
import { pageCache, type PageCacheOptions } from '../pageCache'

import { visit } from './http'

/*
 * For the page cache's tests: the cache in front of a small page server that behaves like the
 * site's pages. It reads "content" through a reader that notes its tags, and renders it as HTML,
 * compressed as Next.js compresses what it serves (with Next.js's own compression middleware).
 */

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
const nextCompression = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)()

/** What Next.js says of every page it renders on request. */
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** The pages' content by path, what the renders did, and the cache's clock: set by the tests. */
export const site = {
  content: new Map<string, string>(),
  renders: 0,
  renderedUrl: '',
  renderDelayMs: 0,
  clock: 0,
  /** Which of writeHead, write and end on the response the render got were not Node.js's own. */
  replaced: [] as string[],
}

/**
 * Renders `site.content` for the request's path. "/missing" is a 404, "/sets-cookie" sets one,
 * "/no-store" chooses its own caching, and "/static" reads nothing through the content readers.
 */
async function render(request: http.IncomingMessage, response: http.ServerResponse) {
  site.renders++
  site.renderedUrl = request.url ?? ''
  site.replaced = ['writeHead', 'write', 'end'].filter((name) => Object.hasOwn(response, name))
  response.setHeader('cache-control', NEXT_DYNAMIC)
  nextCompression(request, response, () => undefined)
  const path = (request.url ?? '/').split('?')[0]!
  if (path === '/missing') {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>')
    return
  }
  if (site.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, site.renderDelayMs))
  // Like a streamed render waiting to write more: once the visitor has gone, it never ends.
  if (response.destroyed) await new Promise(() => undefined)
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'x-frame-options': 'DENY',
  }
  if (path === '/sets-cookie') headers['set-cookie'] = 'visitor=1'
  // Like the pages that show a subscriber's details.
  if (path === '/no-store') headers['cache-control'] = 'no-store'
  if (path !== '/static') noteTags([`doc:${path}`, 'global:settings'])
  response.writeHead(200, headers)
  response.write('<!doctype html><h1>')
  response.end(`${site.content.get(path) ?? 'Welcome'}</h1>`)
}

/** The pages behind a page cache of `options` (a minute, `site.clock`), on a port of their own. */
export async function startPageSite(options: PageCacheOptions = {}) {
  const serve = pageCache({ maxAgeMs: 60_000, now: () => site.clock, ...options })
  const server = http.createServer((request, response) => void serve(request, response, render))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The site for a whole test file, with an empty cache and `site` reset before each test. `get`
 * visits one of its pages; `base()` is its address.
 */
export function pageSiteForTests() {
  let base = ''
  let close = async () => {}
  beforeAll(async () => {
    ;({ base, close } = await startPageSite())
  })
  afterAll(() => close())
  beforeEach(() => {
    // Every page kept carries this tag.
    announceExpired(['global:settings'])
    Object.assign(site, { renders: 0, renderDelayMs: 0, clock: 0 })
    site.content.clear()
  })
  return {
    base: () => base,
    get: (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      visit(base + path, { headers, signal }),
  }
}
