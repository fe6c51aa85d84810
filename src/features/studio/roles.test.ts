import { beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN, routeTestbed } from '../../../tests/support/routeTestbed'
import {
  signIn,
  STUDIO_PASSWORD,
  studioApi,
  studioUser,
  type StudioUser,
} from '../../../tests/support/studioApi'

// What each studio role may do, asked of Payload's REST API through the site's own route, on a
// real SQLite file (or the PostgreSQL database of TEST_DATABASE_URL).
const bed = routeTestbed('roles-test')
process.env.SEED_DEMO_PASSWORD = 'the demo agent password'
const DEMO_EMAIL = 'demo@example.com'
let api: Awaited<ReturnType<typeof studioApi>>
let admin: StudioUser, agent: StudioUser, editor: StudioUser

const LEAD_LISTS = [
  'contact-messages',
  'newsletter-subscribers',
  'mortgage-leads',
  'listing-inquiries',
  'investment-inquiries',
  'saved-home-lists',
  'search-alerts',
  'seller-leads',
  'lead-events',
  'payload-jobs',
]

async function lead(name: string) {
  const data = { name, email: `${name}@example.com`, phone: '(973) 555-0100', message: 'Call me.' }
  const doc = await bed.payload.create({
    collection: 'contact-messages',
    data: { ...data, sourceUrl: `${ORIGIN}/contact`, visitorHash: 'hash' } as never,
    overrideAccess: true,
  })
  return doc.id
}

const exportCsv = (as: StudioUser) =>
  api('POST', '/api/exports/download', as, {
    data: { collectionSlug: 'contact-messages', format: 'csv' },
  })

beforeAll(async () => {
  api = await studioApi()
  admin = await studioUser(bed.payload, 'admin', 'ada')
  agent = await studioUser(bed.payload, 'agent', 'alex')
  editor = await studioUser(bed.payload, 'editor', 'eve')
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's answers, read as JSON
const json = async (reply: Response) => (await reply.json()) as Record<string, any>

describe('an admin', () => {
  it('adds studio users with the role they pick (editor when none), changes and removes them', async () => {
    const added = await api('POST', '/api/users', admin, {
      email: 'new.agent@example.com',
      password: STUDIO_PASSWORD,
      role: 'agent',
    })
    expect(added.status).toBe(201)
    const { doc } = await json(added)
    expect(doc.role).toBe('agent')
    const plain = await json(
      await api('POST', '/api/users', admin, {
        email: 'new.writer@example.com',
        password: STUDIO_PASSWORD,
      }),
    )
    expect(plain.doc.role).toBe('editor')

    const changed = await api('PATCH', `/api/users/${doc.id}`, admin, {
      email: 'moved.agent@example.com',
      password: 'another long password',
      role: 'editor',
    })
    expect(changed.status).toBe(200)
    expect((await json(changed)).doc).toMatchObject({
      email: 'moved.agent@example.com',
      role: 'editor',
    })
    const data = { email: 'moved.agent@example.com', password: 'another long password' }
    expect((await bed.payload.login({ collection: 'users', data })).token).toBeTruthy()

    expect((await api('DELETE', `/api/users/${plain.doc.id}`, admin)).status).toBe(200)
  })

  it('is what the seeded demo account is: it changes the site settings and runs the feed', async () => {
    const demo = await signIn(bed.payload, DEMO_EMAIL, process.env.SEED_DEMO_PASSWORD!)
    expect(demo.role).toBe('admin')
    const saved = await api('POST', '/api/globals/site-settings', demo, { phone: '(973) 555-0111' })
    expect(saved.status).toBe(200)
    expect((await api('GET', '/api/globals/listing-feed', demo)).status).toBe(200)
    expect((await api('GET', '/api/globals/listing-feed/status', demo)).status).toBe(200)
  })
})

describe('an agent', () => {
  it('reads, updates, exports and deletes leads, but changes no site configuration', async () => {
    const id = await lead('agent.reads')
    const list = await json(await api('GET', '/api/contact-messages?limit=100', agent))
    expect(list.docs.map((doc: { id: number }) => doc.id)).toContain(id)
    const update = await api('PATCH', `/api/contact-messages/${id}`, agent, { status: 'contacted' })
    expect(update.status).toBe(200)
    expect(await (await api('GET', '/api/lead-inbox/csv', agent)).text()).toContain('agent.reads')
    expect(await (await exportCsv(agent)).text()).toContain('agent.reads')
    const timeline = await api('GET', `/api/lead-timeline/contact-messages/${id}`, agent)
    expect(timeline.status).toBe(200)
    expect((await api('DELETE', `/api/contact-messages/${id}`, agent)).status).toBe(200)

    const saved = await api('POST', '/api/globals/site-settings', agent, {
      phone: '(973) 555-0122',
    })
    expect(saved.status).toBe(403)
    expect((await api('GET', '/api/globals/listing-feed', agent)).status).toBe(403)
    expect((await api('POST', '/api/globals/listing-feed/sync', agent)).status).toBe(403)
  })

  it('has only their own account, never another’s, nor a role they pick', async () => {
    const users = await json(await api('GET', '/api/users', agent))
    expect(users.docs.map((user: { email: string }) => user.email)).toEqual([agent.email])
    const other = `/api/users/${editor.id}`
    expect((await api('GET', other, agent)).status).toBeGreaterThanOrEqual(403)
    const taken = { email: 'taken@example.com', password: 'taken by the agent' }
    expect((await api('PATCH', other, agent, taken)).status).toBeGreaterThanOrEqual(403)
    expect((await api('DELETE', other, agent)).status).toBeGreaterThanOrEqual(403)
    const made = await api('POST', '/api/users', agent, { ...taken, role: 'admin' })
    expect(made.status).toBe(403)
    const stillThere = await bed.payload.findByID({ collection: 'users', id: editor.id })
    expect(stillThere.email).toBe(editor.email)

    const own = await api('PATCH', `/api/users/${agent.id}`, agent, {
      name: 'Alex K',
      role: 'admin',
    })
    expect(own.status).toBe(200)
    expect((await json(own)).doc).toMatchObject({ name: 'Alex K', role: 'agent' })
  })
})

describe('an editor', () => {
  it('writes content but gets no lead: no list, no lead by its id, no change, export or timeline', async () => {
    const quote = { quote: 'Sold in a week.', author: 'A. Buyer' }
    expect((await api('POST', '/api/testimonials', editor, quote)).status).toBe(201)
    const id = await lead('editor.never')
    for (const slug of LEAD_LISTS)
      expect((await api('GET', `/api/${slug}`, editor)).status, slug).toBe(403)
    const one = `/api/contact-messages/${id}`
    for (const reply of [
      await api('GET', one, editor),
      await api('PATCH', one, editor, { status: 'closed' }),
      await api('DELETE', one, editor),
      await api('GET', '/api/lead-inbox/csv', editor),
      await api('GET', `/api/lead-timeline/contact-messages/${id}`, editor),
      await exportCsv(editor),
    ]) {
      expect(reply.status, reply.url).toBe(403)
      expect(await reply.text()).not.toContain('editor.never')
    }
    const kept = await bed.payload.findByID({ collection: 'contact-messages', id })
    expect(kept.status).toBe('new')
  })

  it('has only their own account and cannot make themselves admin or change the site', async () => {
    const users = await json(await api('GET', '/api/users', editor))
    expect(users.docs.map((user: { email: string }) => user.email)).toEqual([editor.email])
    const own = await api('PATCH', `/api/users/${editor.id}`, editor, { role: 'admin' })
    expect((await json(own)).doc.role).toBe('editor')
    const saved = await api('POST', '/api/globals/site-settings', editor, {
      phone: '(973) 555-0133',
    })
    expect(saved.status).toBe(403)
  })
})
