import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'

import { signIn, studioApi } from '../../../tests/support/studioApi'

// A site that ran before studio roles existed: its SQLite database has every migration up to the
// one before roles, and two studio accounts. The site starts on it (and migrates, as it always does).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roles-upgrade-'))
process.env.DATABASE_URL = `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'roles-upgrade-secret'
process.env.OUTBOX_DIR = path.join(dir, 'outbox')

const PASSWORD = 'the password from before roles'
const OLD_ACCOUNTS = ['agent@example.com', 'assistant@example.com']
const before = migrations.slice(
  0,
  migrations.findIndex((m) => m.name.endsWith('studio_roles')),
)

/** Payload's own password hash (PBKDF2, SHA-256, 25,000 rounds), so the old accounts sign in. */
function passwordHash(password: string) {
  const salt = crypto.randomBytes(32).toString('hex')
  const hash = crypto.pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex')
  return { salt, hash }
}

let payload: Payload
beforeAll(async () => {
  const client = createClient({ url: process.env.DATABASE_URL! })
  const db = drizzle(client)
  for (const migration of before) {
    await migration.up({ db, payload: undefined, req: undefined } as never)
    await db.run(sql`INSERT INTO payload_migrations (name, batch) VALUES (${migration.name}, 1)`)
  }
  for (const email of OLD_ACCOUNTS) {
    const { salt, hash } = passwordHash(PASSWORD)
    await db.run(sql`INSERT INTO users (email, salt, hash) VALUES (${email}, ${salt}, ${hash})`)
  }
  client.close()
  payload = await (await import('@/lib/payload')).payloadClient()
})
afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('upgrading a site that had studio accounts before roles', () => {
  it('makes every existing account an admin, so nobody loses what they could do', async () => {
    const { docs } = await payload.find({ collection: 'users', sort: 'email' })
    expect(docs.map((user) => [user.email, user.role])).toEqual(
      OLD_ACCOUNTS.map((email) => [email, 'admin']),
    )
    const api = await studioApi()
    const as = await signIn(payload, OLD_ACCOUNTS[1]!, PASSWORD)
    const users = await (await api('GET', '/api/users', as)).json()
    expect(users.totalDocs).toBe(2)
    const saved = await api('POST', '/api/globals/site-settings', as, { phone: '(973) 555-0144' })
    expect(saved.status).toBe(200)
  })
})
