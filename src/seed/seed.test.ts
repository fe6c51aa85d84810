import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_EMAIL, seedDemoContent } from '.'
import { demoSiteSettings } from './siteSettings'

// A real database, migrated by the real config: the path a fresh clone takes on start. A new
// SQLite file by default; `npm run test:postgres` sets TEST_DATABASE_URL to an empty PostgreSQL one.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'))
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
const migrationSet = process.env.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres'
process.env.PAYLOAD_SECRET = 'seed-test-secret'
process.env.SEED_DEMO_PASSWORD = 'seed-test-password'

let payload: Payload

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('first start on an empty database', () => {
  it('applies every committed migration', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0 })
    const { migrations } = await import(`@/migrations/${migrationSet}/index.ts`)
    expect(docs.map((d) => d.name).sort()).toEqual(
      migrations.map((m: { name: string }) => m.name).sort(),
    )
  })

  it('seeds the demo site settings and one studio user who can sign in', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.agentName).toBe(demoSiteSettings.agentName)
    expect(settings.isDemo).toBe(true)
    expect(settings.serviceTowns?.map((t) => t.name)).toEqual([
      'Hackettstown',
      'Andover',
      'Byram',
      'Blairstown',
      'Chester',
      'Washington',
    ])
    const login = await payload.login({
      collection: 'users',
      data: { email: DEMO_EMAIL, password: 'seed-test-password' },
    })
    expect(login.user?.email).toBe(DEMO_EMAIL)
  })

  it('is idempotent and never overwrites what the agent edited', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '(908) 555-0199' } })
    await seedDemoContent(payload)
    await seedDemoContent(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.phone).toBe('(908) 555-0199')
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})
