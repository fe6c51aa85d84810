import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { payloadClient } from '@/lib/cms/payload'

import { consumeSubmission, createLeadLimiter, rateLimitKey } from './rateLimit'

let limiter: Promise<RateLimiterAbstract> | undefined

/** On PostgreSQL, Payload's own connection pool carries the shared counters: no second pool. */
async function leadLimiter() {
  limiter ??= payloadClient()
    .then((payload) => createLeadLimiter((payload.db as { pool?: unknown }).pool))
    .catch((error: unknown) => {
      limiter = undefined // try again on the next request rather than failing for ever
      throw error
    })
  return limiter
}

/** Every lead endpoint: 5 submissions a minute per form per client address, then 429. */
export async function limitSubmissions(request: Request) {
  await consumeSubmission(await leadLimiter(), rateLimitKey(request))
}
