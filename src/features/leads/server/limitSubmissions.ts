import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { payloadClient } from '@/lib/payload'

import {
  consumeSubmission,
  createLimiter,
  LEAD_RATE_LIMIT,
  rateLimitKey,
  type LimitPolicy,
} from './rateLimit'

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

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
