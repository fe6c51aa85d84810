import type { FeedConfig } from './config'

export class FeedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

type Options = {
  /** Waits; replaced in tests that must not sleep through a Retry-After. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** Attempts per request for 429, 5xx and network failures. */
  attempts?: number
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Seconds or an HTTP date, as Retry-After allows; at most 10 minutes. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 600_000) : null
}

/**
 * A RESO Web API client: bearer or OAuth2 client-credentials tokens (renewed a minute before they
 * expire and once on a 401), at most `requestsPerSecond` requests, 429 answered by waiting as long
 * as Retry-After says (else an exponential backoff), 5xx and network failures retried likewise.
 */
export class ResoClient {
  private token?: { value: string; expiresAt: number }
  private nextSlot = 0
  private readonly sleep: (ms: number) => Promise<void>
  private readonly now: () => number
  private readonly attempts: number
  /** Requests sent, tokens fetched and waits for 429, for the summary. */
  readonly stats = { requests: 0, tokens: 0, throttled: 0 }

  constructor(
    private readonly config: FeedConfig,
    options: Options = {},
  ) {
    this.sleep = options.sleep ?? defaultSleep
    this.now = options.now ?? Date.now
    this.attempts = options.attempts ?? 6
  }

  /** A resource path with its query (e.g. `Property?$filter=…`), or an absolute nextLink. */
  async get<T>(pathOrUrl: string): Promise<T> {
    const url = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${this.config.root}/${pathOrUrl}`
    let renewed = false
    for (let attempt = 1; ; attempt++) {
      await this.throttle()
      let response: Response
      try {
        response = await fetch(url, {
          headers: {
            accept: 'application/json',
            'accept-encoding': 'gzip',
            ...(await this.authorization()),
          },
          signal: AbortSignal.timeout(120_000),
        })
      } catch (error) {
        if (attempt >= this.attempts)
          throw new FeedError(`The feed did not answer: ${String(error)}`)
        await this.sleep(this.backoff(attempt))
        continue
      }
      this.stats.requests++
      if (response.ok) return (await response.json()) as T
      const body = (await response.text().catch(() => '')).slice(0, 300)
      if (response.status === 401 && this.config.auth.kind === 'client-credentials' && !renewed) {
        renewed = true
        this.token = undefined
        continue
      }
      if (response.status === 429 || response.status >= 500) {
        if (attempt >= this.attempts)
          throw new FeedError(
            `The feed answered ${response.status} ${attempt} times: ${body}`,
            response.status,
          )
        if (response.status === 429) this.stats.throttled++
        const wait = retryAfterMs(response.headers.get('retry-after'), this.now())
        await this.sleep(wait ?? this.backoff(attempt))
        continue
      }
      throw new FeedError(
        `The feed answered ${response.status} for ${url}: ${body}`,
        response.status,
      )
    }
  }

  private backoff(attempt: number) {
    return Math.min(1000 * 2 ** (attempt - 1), 60_000)
  }

  private async throttle() {
    const gap = 1000 / this.config.requestsPerSecond
    const now = this.now()
    const slot = Math.max(now, this.nextSlot)
    this.nextSlot = slot + gap
    if (slot > now) await this.sleep(slot - now)
  }

  /** The Authorization header the feed wants (also for photos on the feed's own host). */
  async authorization(): Promise<Record<string, string>> {
    const auth = this.config.auth
    if (auth.kind === 'none') return {}
    if (auth.kind === 'bearer') return { authorization: `Bearer ${auth.token}` }
    if (!this.token || this.token.expiresAt - 60_000 <= this.now())
      this.token = await this.fetchToken(auth)
    return { authorization: `Bearer ${this.token.value}` }
  }

  private async fetchToken(auth: Extract<FeedConfig['auth'], { kind: 'client-credentials' }>) {
    const response = await fetch(auth.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
      }),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok)
      throw new FeedError(`The token endpoint answered ${response.status}`, response.status)
    const json = (await response.json()) as { access_token?: string; expires_in?: number }
    if (!json.access_token) throw new FeedError('The token endpoint sent no access_token')
    this.stats.tokens++
    const seconds = Number(json.expires_in) > 0 ? Number(json.expires_in) : 3600
    return { value: json.access_token, expiresAt: this.now() + seconds * 1000 }
  }
}
