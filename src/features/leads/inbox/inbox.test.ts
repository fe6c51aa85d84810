import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN, routeTestbed } from '../../../../tests/support/routeTestbed'
import { inboxLeads, parseInboxQuery } from './inbox'

// The studio inbox over a real SQLite file: leads of several kinds created and backdated here.
const bed = routeTestbed('inbox-test')

let restGet: (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>
beforeAll(async () => {
  ;({ GET: restGet } = await import('@/app/(payload)/api/[...slug]/route'))
})

const HOUR = 3_600_000
const run = Date.now()

async function leadAt(collection: CollectionSlug, hoursAgo: number, data: Record<string, unknown>) {
  const doc = await bed.payload.create({ collection, data: data as never, overrideAccess: true })
  const createdAt = new Date(run - hoursAgo * HOUR).toISOString()
  await bed.payload.db.updateOne({ collection, id: doc.id, data: { createdAt }, returning: false })
  return doc.id
}

const person = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${run}@example.com`,
  phone: '(973) 555-0100',
})

const csv = (query = '', headers: Record<string, string> = {}) =>
  restGet(new Request(`${ORIGIN}/api/lead-inbox/csv${query}`, { headers }), {
    params: Promise.resolve({ slug: ['lead-inbox', 'csv'] }),
  })

describe('the studio inbox', () => {
  beforeAll(async () => {
    await leadAt('contact-messages', 1, {
      ...person('Inbox Contact'),
      message: 'Call me about Byram.',
      sourceUrl: `${ORIGIN}/contact`,
      visitorHash: 'hash-of-contact',
    })
    await leadAt('newsletter-subscribers', 2, {
      email: `inbox.reader.${run}@example.com`,
      subscription: 'pending',
    })
    await leadAt('listing-inquiries', 30, {
      kind: 'showing',
      ...person('Inbox Showing'),
      listingKey: 'demo-001',
      listingAddress: '1 Demo Rd, Sparta, NJ',
      listingUrl: `${ORIGIN}/listings/demo`,
      allowFollowUp: true,
      consentText: 'Yes, the agent may call or text me, "soon".',
      status: 'contacted',
    })
  })

  it('lists every kind of lead in one list, newest first, a pending sign-up marked', async () => {
    const { leads } = await inboxLeads(bed.payload, { search: String(run) })
    expect(leads.map((lead) => [lead.type, lead.name || lead.email])).toEqual([
      ['Contact messages', 'Inbox Contact'],
      ['Newsletter sign-ups', `inbox.reader.${run}@example.com`],
      ['Showing requests and questions', 'Inbox Showing'],
    ])
    // Each says what it is and what the visitor asked, as the agent's CRM would be told.
    expect(leads.map((lead) => lead.what)).toEqual([
      'Contact message',
      'Newsletter sign-up',
      'Showing request',
    ])
    expect(leads[0]!.asked).toBe('Call me about Byram.')
    expect(leads[2]!.asked).toContain('1 Demo Rd, Sparta, NJ')
    expect(leads.map((lead) => [lead.awaitingConfirmation, lead.waitsForAnswer])).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ])
  })

  it('filters by kind, status, day and name or email; ignores a filter that is not one', async () => {
    const names = async (params: Record<string, string>) =>
      (
        await inboxLeads(bed.payload, parseInboxQuery({ search: String(run), ...params }))
      ).leads.map((lead) => lead.name || 'sign-up')
    expect(await names({ type: 'listing-inquiries' })).toEqual(['Inbox Showing'])
    expect(await names({ status: 'contacted' })).toEqual(['Inbox Showing'])
    expect(await names({ search: 'inbox.contact' })).toEqual(['Inbox Contact'])
    const yesterday = new Date(run - 30 * HOUR)
    const day = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d)
    expect(await names({ from: day(yesterday), to: day(yesterday) })).toEqual(['Inbox Showing'])
    expect(await names({ type: 'users', status: 'lost', from: 'yesterday' })).toHaveLength(3)
    expect(await names({ from: '2026-13-45', to: '2026-02-30' })).toHaveLength(3)
  })

  it('exports the leads with the consent ledger to the agent, and to nobody signed out', async () => {
    const refused = await csv()
    expect(refused.status).toBe(401)
    expect(await refused.text()).not.toContain('Inbox Contact')

    const agent = { email: `agent.${run}@example.com`, password: 'a long studio password' }
    await bed.payload.create({
      collection: 'users',
      data: { ...agent, name: 'Agent', role: 'agent' },
    })
    const { token } = await bed.payload.login({ collection: 'users', data: agent })
    const reply = await csv(`?search=${run}&type=listing-inquiries`, {
      authorization: `JWT ${token}`,
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/csv')
    // Named by the agent's day, not the server's (UTC runs ahead of New Jersey every evening).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format()
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="leads-${today}.csv"`,
    )
    const lines = (await reply.text()).trim().split('\r\n')
    expect(lines[0]).toBe(
      'Received (New Jersey time),Kind,Name,Email,Phone,Asked,Status,First contacted (New Jersey time),Source page,Follow-up allowed,Consent wording shown,Visitor address (hashed)',
    )
    expect(lines).toHaveLength(2)
    // 30 hours ago on New Jersey's clock, to the minute.
    const received = new Date(run - 30 * HOUR)
    const njClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(received)
    expect(lines[1]).toMatch(new RegExp(`^${njClock},Showing request,Inbox Showing,`))
    expect(lines[1]).toContain('1 Demo Rd, Sparta, NJ')
    expect(lines[1]).toContain(',Contacted,')
    expect(lines[1]).toContain(',true,"Yes, the agent may call or text me, ""soon"".",')
  })
})
