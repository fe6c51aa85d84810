import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../tests/support/routeTestbed'
import { signIn, studioApi, type StudioUser } from '../../../tests/support/studioApi'

// The studio always keeps an admin, over Payload's REST API on a real SQLite file (or the
// PostgreSQL database of TEST_DATABASE_URL). The seeded demo account is the only admin at first.
const bed = routeTestbed('last-admin-test')
process.env.SEED_DEMO_PASSWORD = 'the demo agent password'
let api: Awaited<ReturnType<typeof studioApi>>
let demo: StudioUser

const LAST_ADMIN = /at least one admin/

beforeAll(async () => {
  api = await studioApi()
  demo = await signIn(bed.payload, 'demo@example.com', process.env.SEED_DEMO_PASSWORD!)
})

const role = async (id: number) => (await bed.payload.findByID({ collection: 'users', id })).role

describe('the last admin', () => {
  it('can be neither demoted nor deleted, alone or with others, and is told why', async () => {
    for (const reply of [
      await api('PATCH', `/api/users/${demo.id}`, demo, { role: 'agent' }),
      await api('DELETE', `/api/users/${demo.id}`, demo),
      await api('DELETE', '/api/users?where[role][equals]=admin', demo),
      await api('PATCH', '/api/users?where[id][exists]=true', demo, { role: 'editor' }),
    ]) {
      expect(reply.status, reply.url).toBe(400)
      expect(JSON.stringify(await reply.json())).toMatch(LAST_ADMIN)
    }
    expect(await role(demo.id)).toBe('admin')
  })

  it('steps down once another admin is there', async () => {
    const added = await api('POST', '/api/users', demo, {
      email: 'second.admin@example.com',
      password: 'a long studio password',
      role: 'admin',
    })
    expect(added.status).toBe(201)
    const second = (await added.json()).doc as { id: number }
    expect((await api('PATCH', `/api/users/${demo.id}`, demo, { role: 'agent' })).status).toBe(200)
    expect(await role(demo.id)).toBe('agent')
    // Now the second one is the last, and stays.
    const as = await signIn(bed.payload, 'second.admin@example.com', 'a long studio password')
    expect((await api('DELETE', `/api/users/${second.id}`, as)).status).toBe(400)
    expect(await role(second.id)).toBe('admin')
  })
})
