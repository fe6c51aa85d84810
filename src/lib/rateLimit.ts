import ipaddr from 'ipaddr.js'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { HttpError } from '@/lib/httpError'

/** How many requests (`points`) a client address may make in `duration` seconds, per prefix. */
export type LimitPolicy = { keyPrefix: string; points: number; duration: number }

/** 5 submissions a minute per form per client address, then 429. */
export const LEAD_RATE_LIMIT: LimitPolicy = { keyPrefix: 'lead', points: 5, duration: 60 }

export const RATE_LIMITED_MESSAGE =
  "You've sent this form a few times in a row. Please wait a minute, then try again."

/**
 * The client's address as the production server (src/server/forwardedFor.ts) hands it over: the last
 * X-Forwarded-For entry is the socket address, or, with TRUST_PROXY set, the address the first of
 * the trusted proxies saw. Earlier entries are whatever the client claimed and are never used.
 */
export function clientAddress(request: Pick<Request, 'headers'>): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',')
  return hops.at(-1)?.trim() || 'unknown'
}

/**
 * Who a submission counts against. An IPv6 client is given a whole /64 network (one home, one
 * phone) and can pick any address in it, so its /64 is what counts; an IPv4 address written as
 * IPv6 (::ffff:203.0.113.9) counts as that IPv4 address.
 */
export function sender(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address) // an IPv4-mapped IPv6 address becomes its IPv4 one
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`
}

/** The key a submission counts against: which form (its path) and who sent it. */
export function rateLimitKey(request: Pick<Request, 'url' | 'headers'>): string {
  return `${new URL(request.url).pathname}|${sender(clientAddress(request))}`
}

/**
 * In-process memory for one process on SQLite; a table in the shared PostgreSQL database when
 * several processes serve the site, so the limit holds whichever process a request reaches.
 * A database hiccup falls back to memory rather than refusing leads. Every policy shares the
 * table; its key prefix keeps the counts apart.
 */
export async function createLimiter(
  policy: LimitPolicy,
  pool?: unknown,
): Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory(policy)
  if (!pool) return memory
  try {
    return await postgresLimiter(policy, pool, memory)
  } catch (error) {
    // Processes that start together each create the shared table; PostgreSQL's "if not exists"
    // does not hold between two at the same moment, and the one that lost is told the table
    // exists (42P07), or that its row type does (42710, or 23505 on the type's name index). It
    // is there now: once more finds it.
    const code = (error as { code?: string }).code
    if (code !== '42P07' && code !== '42710' && code !== '23505') throw error
    return postgresLimiter(policy, pool, memory)
  }
}

function postgresLimiter(policy: LimitPolicy, pool: unknown, memory: RateLimiterMemory) {
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...policy,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'lead_rate_limits',
        clearExpiredByTimeout: true,
        insuranceLimiter: memory,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    )
  })
}

/**
 * Whether `thrown` is the limiter's refusal (over the limit) rather than a failure. A limiter
 * shared by the server's and Next.js's copies of the library throws the class of the copy that
 * made it, so the refusal is known by its fields, not by `instanceof` alone.
 */
export function isLimitRefusal(thrown: unknown): thrown is RateLimiterRes {
  if (thrown instanceof RateLimiterRes) return true
  if (typeof thrown !== 'object' || thrown === null || thrown instanceof Error) return false
  const { msBeforeNext, remainingPoints } = thrown as Record<string, unknown>
  return typeof msBeforeNext === 'number' && typeof remainingPoints === 'number'
}

/** Counts one submission; over the limit throws a 429 that says when to come back. */
export async function consumeSubmission(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (!isLimitRefusal(rejection)) throw rejection
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw new HttpError(429, RATE_LIMITED_MESSAGE, { 'Retry-After': String(seconds) })
  }
}
