import { createRequire } from 'node:module'
import path from 'node:path'

import type { Pool } from 'pg'
import type * as Limiter from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { HttpError } from '@/lib/httpError'
import {
  clientAddress,
  consumeSubmission,
  createLimiter,
  LEAD_RATE_LIMIT,
  rateLimitKey,
  sender,
} from '@/lib/rateLimit'

const request = (path: string, forwardedFor?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as HttpError
  }
  return undefined
}

describe('sender: who a submission counts against', () => {
  it('counts every address of one IPv6 /64 as one sender, however it is written', () => {
    const home = sender('2001:db8:85a3:12::1')
    expect(home).toBe('2001:db8:85a3:12::/64')
    expect(sender('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(home)
    expect(sender('2001:db8:85a3:12:abcd::7')).toBe(home)
    expect(sender('2001:DB8:85A3:12::9%eth0')).toBe(home)
  })

  it('keeps other networks apart', () => {
    expect(sender('2001:db8:85a3:13::1')).not.toBe(sender('2001:db8:85a3:12::1'))
    expect(sender('::1')).toBe('0:0:0:0::/64')
    expect(sender('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(sender('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64')
  })

  it('reads an IPv4 address written as IPv6 as IPv4, and leaves IPv4 and the rest alone', () => {
    expect(sender('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(sender('203.0.113.9')).toBe('203.0.113.9')
    expect(sender('unknown')).toBe('unknown')
  })
})

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry, never what the client put before it', () => {
    expect(clientAddress(request('/api/contact', '6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(request('/api/contact', '::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1')
    expect(clientAddress(request('/api/contact'))).toBe('unknown')
  })

  it('keys a submission by form and address', () => {
    expect(rateLimitKey(request('/api/newsletter?x=1', '203.0.113.9'))).toBe(
      '/api/newsletter|203.0.113.9',
    )
    expect(rateLimitKey(request('/api/contact', '2001:db8:1:2::a'))).toBe(
      rateLimitKey(request('/api/contact', '2001:db8:1:2:9999::b')),
    )
  })
})

describe('the in-memory lead limiter (one process, SQLite)', () => {
  it('allows 5 a minute per key, then refuses with 429 and a Retry-After in seconds', async () => {
    const limiter = await createLimiter(LEAD_RATE_LIMIT)
    for (let i = 0; i < 5; i++) await consumeSubmission(limiter, 'form|a')
    const refusal = await refusalOf(consumeSubmission(limiter, 'form|a'))
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal?.status).toBe(429)
    const retryAfter = Number(refusal?.headers?.['Retry-After'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    await expect(consumeSubmission(limiter, 'form|b')).resolves.toBeUndefined()
  })
})

/** A second copy of the limiter library, as the production server and Next.js each load one. */
function secondCopyOfTheLibrary(): typeof Limiter {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('rate-limiter-flexible/package.json'))
  const cached = Object.keys(require.cache).filter((file) => file.startsWith(root))
  const kept = cached.map((file) => [file, require.cache[file]] as const)
  for (const file of cached) delete require.cache[file]
  try {
    return require('rate-limiter-flexible') as typeof Limiter
  } finally {
    for (const [file, module] of kept) require.cache[file] = module
  }
}

describe('a limiter made by another copy of the library', () => {
  it('still refuses with 429, not with an error of its own', async () => {
    const copy = secondCopyOfTheLibrary()
    const limiter = new copy.RateLimiterMemory({ points: 1, duration: 60 })
    await consumeSubmission(limiter, 'form|c')
    const refusal = await refusalOf(consumeSubmission(limiter, 'form|c'))
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal?.status).toBe(429)
  })
})

// `npm run test:postgres` sets TEST_DATABASE_URL to an empty PostgreSQL database.
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')
  ? process.env.TEST_DATABASE_URL
  : undefined

/** Two server processes' worth of connections to the test database, each its own pool. */
async function withTwoPools(run: (pools: Pool[]) => Promise<void>) {
  const { Pool } = await import('pg')
  const pools = [0, 1].map(() => new Pool({ connectionString: postgresUrl }))
  try {
    await run(pools)
  } finally {
    await Promise.all(pools.map((pool) => pool.end()))
  }
}

describe.runIf(postgresUrl)('the PostgreSQL lead limiter (several processes)', () => {
  it('shares one allowance between two processes, each with its own pool', () =>
    withTwoPools(async ([one, two]) => {
      const first = await createLimiter(LEAD_RATE_LIMIT, one)
      const second = await createLimiter(LEAD_RATE_LIMIT, two)
      const key = `form|${Date.now()}`
      for (let i = 0; i < 3; i++) await consumeSubmission(first, key)
      for (let i = 0; i < 2; i++) await consumeSubmission(second, key)
      const refusal = await refusalOf(consumeSubmission(first, key))
      expect(refusal?.status).toBe(429)
      expect(Number(refusal?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1)
    }))

  it('gives each of two processes starting at once its limiter, whichever creates the table', () =>
    withTwoPools(async (pools) => {
      for (let start = 0; start < 10; start++) {
        await pools[0]!.query('DROP TABLE IF EXISTS lead_rate_limits')
        const limiters = await Promise.all(
          pools.map((pool) => createLimiter(LEAD_RATE_LIMIT, pool)),
        )
        // Each counts in the shared table: both submissions land in one allowance.
        const key = `start|${start}|${Date.now()}`
        for (const limiter of limiters) await consumeSubmission(limiter, key)
        const { rows } = await pools[0]!.query(
          'SELECT points FROM lead_rate_limits WHERE key = $1',
          [`${LEAD_RATE_LIMIT.keyPrefix}:${key}`],
        )
        expect(rows[0]?.points).toBe(2)
      }
    }))
})
