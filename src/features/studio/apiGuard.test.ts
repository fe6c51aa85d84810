import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TestSmtpServer } from '../../../tests/support/smtpServer'

// Payload's real REST route (with its guard) on a real, empty SQLite database.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-guard-test-'))
process.env.DATABASE_URL = `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'api-guard-test-secret'
process.env.SEED_DEMO_PASSWORD = 'api-guard-demo-password'

type Route = (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let post: Route
let get: Route
let payload: Payload

beforeAll(async () => {
  ;({ POST: post, GET: get } = (await import('@/app/(payload)/api/[...slug]/route')) as {
    POST: Route
    GET: Route
  })
  payload = await (await import('@/lib/payload')).payloadClient()
})
afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

// The route's segments as Next.js hands them over: decoded.
const context = (path: string) => ({
  params: Promise.resolve({
    slug: path.split('/').filter(Boolean).slice(1).map(decodeURIComponent),
  }),
})

/** A body sent in pieces, with no Content-Length, as a client streaming it would. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096))
      controller.close()
    },
  })
}

const signIn = (body: string, address: string, path = '/api/users/login', token?: string) =>
  post(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: 'POST',
      body: streamed(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      duplex: 'half',
    } as RequestInit),
    context(path),
  )

describe('bodies sent without a length', () => {
  it('are read up to the cap and refused past it', async () => {
    const huge = JSON.stringify({ email: 'demo@example.com', password: 'x'.repeat(20_000) })
    const refused = await signIn(huge, '192.0.2.10')
    expect(refused.status).toBe(413)
    expect((await refused.json()).errors[0].message).toBe('That request is too large.')

    const wrong = JSON.stringify({ email: 'demo@example.com', password: 'not-it' })
    expect((await signIn(wrong, '192.0.2.10')).status).toBe(401)
    const right = JSON.stringify({ email: 'demo@example.com', password: 'api-guard-demo-password' })
    const signedIn = await signIn(right, '192.0.2.10')
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).token).toBeTruthy()
  })
})

describe('what a visitor may ask of Payload', () => {
  it('refuses an anonymous write before reading it', async () => {
    let read = false
    const body = new ReadableStream(
      {
        pull() {
          read = true
        },
      },
      { highWaterMark: 0 }, // pulled only when someone reads
    )
    const reply = await post(
      new Request('http://127.0.0.1:3000/api/imports/preview-data', {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/csv' },
        duplex: 'half',
      } as RequestInit),
      context('/api/imports/preview-data'),
    )
    expect(reply.status).toBe(401)
    expect(read).toBe(false)
  })

  it('keeps the permissions map from visitors, however the address is written', async () => {
    for (const path of ['/api/access', '/api/ACCESS', '/api/Pages/Access/1', '/api/%61ccess']) {
      const reply = await get(new Request(`http://127.0.0.1:3000${path}`), context(path))
      expect(reply.status, path).toBe(401)
    }
  })
})

describe('failed sign-ins from one address', () => {
  it('are counted even when sent all at once: 10 are checked, the rest refused', async () => {
    const wrong = JSON.stringify({ email: 'demo@example.com', password: 'guess' })
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => signIn(wrong, '198.51.100.77')),
    )
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    // Another address is not affected.
    const right = JSON.stringify({ email: 'demo@example.com', password: 'api-guard-demo-password' })
    expect((await signIn(right, '198.51.100.78')).status).toBe(200)
  })
})

describe('failed sign-ins under another spelling of the address', () => {
  it('are counted with the others, also from someone already signed in', async () => {
    const right = JSON.stringify({ email: 'demo@example.com', password: 'api-guard-demo-password' })
    const { token } = (await (await signIn(right, '203.0.113.40')).json()) as { token: string }
    const wrong = JSON.stringify({ email: 'demo@example.com', password: 'guess' })
    const statuses: number[] = []
    for (const path of Array.from({ length: 12 }, (_, i) =>
      i % 2 ? '/api/users/%6cogin' : '/api/users/login',
    ))
      statuses.push((await signIn(wrong, '203.0.113.41', path, token)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('an address that hides a slash in an escape', () => {
  it('is refused, so it can neither pass for the sign-in nor clear its count', async () => {
    const wrong = JSON.stringify({ email: 'demo@example.com', password: 'guess' })
    for (let i = 0; i < 9; i++) expect((await signIn(wrong, '203.0.113.50')).status).toBe(401)
    // Read as /api/users/login once decoded, routed by Payload as a permissions map.
    const hidden = '/api/users/access/x%2F..%2F..%2Flogin'
    const reply = await signIn(JSON.stringify({ a: 1 }), '203.0.113.50', hidden)
    expect(reply.status).toBe(400)
    expect(await reply.text()).not.toContain('"fields"')
    const statuses = [await signIn(wrong, '203.0.113.50'), await signIn(wrong, '203.0.113.50')]
    expect(statuses.map((r) => r.status)).toEqual([401, 429])
  })
})

describe('"Forgot password?"', () => {
  const smtp = new TestSmtpServer()
  let RESET_REPLY_MS = 0
  beforeAll(async () => {
    ;({ RESET_REPLY_MS } = await import('./apiGuard'))
    await smtp.start()
    process.env.SMTP_URL = smtp.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await smtp.stop()
  })

  let visitor = 0
  const ask = async (email: string) => {
    const started = performance.now()
    const reply = await post(
      new Request('http://127.0.0.1:3000/api/users/forgot-password', {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${++visitor}.1` },
      }),
      context('/api/users/forgot-password'),
    )
    return {
      took: performance.now() - started,
      status: reply.status,
      headers: [...reply.headers],
      body: await reply.text(),
    }
  }
  const resetEmails = () =>
    smtp
      .to('demo@example.com')
      .filter((m) => m.headers.get('subject') === 'Reset your studio password')

  it('answers an account and an unknown email alike, however slow the mail server', async () => {
    smtp.acceptAfterMs = 3_000 // a distant server: the email takes longer than the reply
    const known = await ask('demo@example.com')
    const unknown = await ask(`nobody-${Date.now()}@example.com`)
    expect(known).toMatchObject({ status: 200, body: unknown.body, headers: unknown.headers })
    expect(unknown.status).toBe(200)
    for (const { took } of [known, unknown]) {
      expect(took).toBeGreaterThanOrEqual(RESET_REPLY_MS - 5)
      expect(took).toBeLessThan(RESET_REPLY_MS + 500)
    }
    // The account's email was still sent, after the reply.
    await expect.poll(() => resetEmails().length, { timeout: 10_000 }).toBe(1)
  })

  it('answers alike when the mail server is down, which only an account meets', async () => {
    // Payload sends an account one reset email per 15 seconds: forget the last one.
    await payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: 'demo@example.com' } },
      data: { resetPasswordRequestedAt: null },
    })
    await smtp.stop()
    const known = await ask('demo@example.com')
    const unknown = await ask(`nobody-${Date.now()}@example.com`)
    expect(known).toMatchObject({ status: 200, body: unknown.body, headers: unknown.headers })
    await smtp.start()
  })

  it('still refuses a request without an email, for anyone', async () => {
    const reply = await ask('')
    expect(reply.status).toBe(400)
  })
})
