import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

type Handler = (request: Request) => Promise<Response>

export const ORIGIN = 'http://127.0.0.1:3000'

/**
 * Real route handlers on a fresh SQLite file of their own (or the empty PostgreSQL database of
 * TEST_DATABASE_URL); with no SMTP_URL the lead emails land
 * in an outbox folder beside it. Call it at the top of a test file, before the app is imported:
 * the app reads the environment set here when it loads.
 */
export function routeTestbed(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
  process.env.PAYLOAD_SECRET = `${name}-secret`
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')

  let visitor = 0
  const bed = {
    payload: undefined as unknown as Payload,
    /**
     * A POST to a route handler, each from its own visitor address, so that the rate limit (5
     * submissions a minute per form and address) stays out of the way unless a test asks for it.
     */
    send(handler: Handler, body: string, headers: Record<string, string> = {}, at = '/api/lead') {
      visitor += 1
      return handler(
        new Request(`${ORIGIN}${at}`, {
          method: 'POST',
          body,
          headers: {
            host: '127.0.0.1:3000',
            'content-type': 'application/json',
            'x-forwarded-for': `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
            ...headers,
          },
        }),
      )
    },
  }

  beforeAll(async () => {
    bed.payload = await (await import('@/lib/payload')).payloadClient()
  })
  afterAll(async () => {
    await (await import('@/features/leads/delivery/queue')).stopLeadDeliveries()
    await bed.payload?.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return bed
}
