import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { payloadClient } from '@/lib/payload'

import {
  consumeSubmission,
  createLimiter,
  LEAD_RATE_LIMIT,
  rateLimitKey,
  type LimitPolicy,
} from '@/lib/rateLimit'

/**
 * One map per process, not per copy of this module: the production server answers leads with the
 * code instrumentation.ts loaded, while a request that still reaches Next.js's route runs Next.js's
 * own copy, and both must count against the same limit.
 */
const LIMITERS = Symbol.for('site.leadLimiters')
const shared = globalThis as { [LIMITERS]?: Map<string, Promise<RateLimiterAbstract>> }
const limiters = (shared[LIMITERS] ??= new Map())

/**
 * The process's limiter of one policy. On PostgreSQL, Payload's own connection pool carries the
 * shared counters: no second pool.
 */
export function sharedLimiter(policy: LimitPolicy): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(policy.keyPrefix)
  if (!limiter) {
    limiter = payloadClient()
      .then((payload) => createLimiter(policy, (payload.db as { pool?: unknown }).pool))
      .catch((error: unknown) => {
        limiters.delete(policy.keyPrefix) // try again on the next request rather than for ever
        throw error
      })
    limiters.set(policy.keyPrefix, limiter)
  }
  return limiter
}

/** Every lead endpoint: 5 submissions a minute per form per client address, then 429. */
export async function limitSubmissions(request: { url: string; headers: Headers }) {
  await consumeSubmission(await sharedLimiter(LEAD_RATE_LIMIT), rateLimitKey(request))
}
