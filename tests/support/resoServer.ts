import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

type Json = Record<string, unknown>

export type ResoServerOptions = {
  /** Records per page the server sends, whatever $top asks (server-driven paging). */
  pageSize?: number
  /** false: $expand is refused with 400, as on servers older than Core 2.1. */
  expand?: boolean
  /** Access tokens live this many seconds. */
  tokenSeconds?: number
}

/**
 * A RESO Web API server on loopback, enough of OData for a replicating client: Property, Media and
 * OpenHouse with `ModificationTimestamp ge`, `$orderby` by timestamp then key, `$select=ListingKey`,
 * `$expand=Media`, server-driven paging through @odata.nextLink, OAuth2 client credentials with
 * expiring tokens, 429 with Retry-After on demand, and the listing photos themselves.
 */
export class ResoServer {
  readonly properties = new Map<string, Json>()
  readonly openHouses = new Map<string, Json>()
  readonly requests: string[] = []
  readonly photoRequests = new Map<string, number>()
  /** Photo keys that answer 500. */
  readonly brokenPhotos = new Set<string>()
  /** The next this-many data requests answer 429 with this Retry-After. */
  throttle = { count: 0, retryAfter: '1' }
  tokensIssued = 0
  /**
   * After this many Property pages, the next ones are held open without an answer until
   * release(): a sync caught mid-way, for a test to kill it there.
   */
  holdAfterPages = Infinity
  private propertyPages = 0
  private held: Array<() => void> = []
  url = ''
  private clock = Date.parse('2026-11-01T12:00:00Z')
  private tokens = new Map<string, number>()
  private server = http.createServer((req, res) => void this.handle(req, res))

  constructor(readonly options: ResoServerOptions = {}) {}

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Answers the held pages and every page after them. */
  release() {
    this.holdAfterPages = Infinity
    for (const answer of this.held.splice(0)) answer()
  }

  stop() {
    this.release()
    this.server.closeAllConnections()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** A moment later than any before: each change gets its own ModificationTimestamp. */
  tick() {
    this.clock += 1000
    return new Date(this.clock).toISOString()
  }

  /** Adds or changes a listing (its fields merged), stamped with a new ModificationTimestamp. */
  put(key: string, fields: Json) {
    const record = {
      ...(this.properties.get(key) ?? { ListingKey: key }),
      ...fields,
      ModificationTimestamp: this.tick(),
    }
    this.properties.set(key, record)
    return record
  }

  /** Media for a listing, as the feed lists it. */
  photos(key: string, count: number, version = 'v1'): Json[] {
    return Array.from({ length: count }, (_, i) => ({
      MediaKey: `${key}-m${i}`,
      ResourceRecordKey: key,
      ResourceName: 'Property',
      MediaCategory: 'Photo',
      Order: i,
      ShortDescription: `Photo ${i + 1} of ${key}`,
      MediaURL: `${this.url}/photos/${key}-m${i}.jpg?v=${version}`,
      MediaModificationTimestamp: version === 'v1' ? '2026-10-01T00:00:00Z' : this.tick(),
      ImageWidth: 800,
      ImageHeight: 600,
    }))
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url)
    this.requests.push(`${req.method} ${url.pathname}${url.search}`)
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/token') return this.issueToken(req, send)
    if (url.pathname.startsWith('/photos/')) return this.sendPhoto(url, res)
    const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const expires = this.tokens.get(auth)
    if (!expires || expires <= Date.now()) return send(401, { error: 'invalid_token' })
    if (this.throttle.count > 0) {
      this.throttle.count--
      return send(429, { error: 'Too many requests' }, { 'retry-after': this.throttle.retryAfter })
    }
    const resource = url.pathname.slice(1)
    if (resource === 'Property' && !url.searchParams.has('$select')) {
      if (++this.propertyPages > this.holdAfterPages)
        await new Promise<void>((resolve) => this.held.push(resolve))
    }
    const source =
      resource === 'Property' ? this.properties : resource === 'OpenHouse' ? this.openHouses : null
    if (resource === 'Media')
      return send(200, { value: this.mediaFor(url.searchParams.get('$filter') ?? '') })
    if (!source) return send(404, { error: `No resource ${resource}` })
    if (url.searchParams.get('$expand') && this.options.expand === false)
      return send(400, { error: '$expand is not supported' })
    const since = /ModificationTimestamp ge (\S+)/.exec(url.searchParams.get('$filter') ?? '')?.[1]
    const keyName = resource === 'Property' ? 'ListingKey' : 'OpenHouseKey'
    const all = [...source.values()]
      .filter((r) => !since || String(r.ModificationTimestamp) >= new Date(since).toISOString())
      .sort(
        (a, b) =>
          String(a.ModificationTimestamp).localeCompare(String(b.ModificationTimestamp)) ||
          String(a[keyName]).localeCompare(String(b[keyName])),
      )
    const skip = Number(url.searchParams.get('$skip') ?? 0)
    const top = Number(url.searchParams.get('$top') ?? 100)
    const size = Math.min(top, this.options.pageSize ?? 3)
    const select = url.searchParams.get('$select')
    const expand = url.searchParams.get('$expand') === 'Media'
    const value = all.slice(skip, skip + size).map((record) => {
      if (select) return Object.fromEntries(select.split(',').map((f) => [f, record[f]]))
      const { Media, ...rest } = record
      return expand ? { ...rest, Media: Media ?? [] } : rest
    })
    const body: Json = { value }
    if (skip + size < all.length) {
      const next = new URL(url)
      next.searchParams.set('$skip', String(skip + size))
      body['@odata.nextLink'] = next.toString()
    }
    send(200, body)
  }

  private mediaFor(filter: string) {
    const keys = [...filter.matchAll(/ResourceRecordKey eq '([^']*)'/g)].map((m) => m[1])
    return keys.flatMap((key) => (this.properties.get(key!)?.Media as Json[] | undefined) ?? [])
  }

  private issueToken(req: http.IncomingMessage, send: (s: number, b: unknown) => void) {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 'secret')
        return send(401, { error: 'invalid_client' })
      const token = `token-${++this.tokensIssued}`
      const seconds = this.options.tokenSeconds ?? 3600
      this.tokens.set(token, Date.now() + seconds * 1000)
      send(200, { access_token: token, token_type: 'Bearer', expires_in: seconds })
    })
  }

  /** Ends every token now, as when a token expires early on the server's side. */
  revokeTokens() {
    this.tokens.clear()
  }

  private async sendPhoto(url: URL, res: http.ServerResponse) {
    const key = url.pathname.replace(/^\/photos\/|\.jpg$/g, '')
    this.photoRequests.set(key, (this.photoRequests.get(key) ?? 0) + 1)
    if (this.brokenPhotos.has(key)) {
      res.writeHead(500).end()
      return
    }
    const shade = [...key].reduce((n, c) => n + c.charCodeAt(0), 0) % 200
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer()
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
  }
}
