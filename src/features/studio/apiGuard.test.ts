import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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

const signIn = (body: string, address: string) =>
  post(
    new Request('http://127.0.0.1:3000/api/users/login', {
      method: 'POST',
      body: streamed(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      duplex: 'half',
    } as RequestInit),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
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

const context = (path: string) => ({
  params: Promise.resolve({ slug: path.split('/').filter(Boolean).slice(1) }),
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
    for (const path of ['/api/access', '/api/ACCESS', '/api/Pages/Access/1']) {
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
