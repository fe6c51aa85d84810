import { beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN, routeTestbed } from '../../../../tests/support/routeTestbed'
import { leadTimeline } from './timeline'

// A lead's timeline over a real SQLite file (or the PostgreSQL database of TEST_DATABASE_URL):
// changes made as a signed-in studio user through Payload's local API, whose update runs the same
// hooks as the studio's saves.
const bed = routeTestbed('timeline-test')

let restGet: (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>
beforeAll(async () => {
  ;({ GET: restGet } = await import('@/app/(payload)/api/[...slug]/route'))
})

const run = Date.now()
const email = `Timeline.Visitor.${run}@Example.com`
let agent: Record<string, unknown>

async function contact(address: string, message = 'Is the Lake Mohawk cottage still for sale?') {
  const doc = await bed.payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Dana Whitfield',
      email: address,
      phone: '(973) 555-0142',
      message,
      sourceUrl: `${ORIGIN}/communities/sparta?utm_source=mail`,
      visitorHash: 'hash',
    } as never,
    overrideAccess: true,
  })
  return doc.id
}

const asAgent = (id: string | number, data: Record<string, unknown>) =>
  bed.payload.update({
    collection: 'contact-messages',
    id,
    data,
    user: agent,
    overrideAccess: false,
  })

describe('a lead’s timeline', () => {
  beforeAll(async () => {
    agent = (await bed.payload.create({
      collection: 'users',
      data: {
        email: `agent.${run}@example.com`,
        password: 'a long studio password',
        name: 'Kim Agent',
        role: 'agent',
      },
    })) as unknown as Record<string, unknown>
    agent = { ...agent, collection: 'users' }
  })

  it('shows the form sent, then each status change and notes edit with who and when', async () => {
    const id = await contact(email)
    await asAgent(id, { status: 'contacted' })
    await asAgent(id, { notes: 'Called, left a voicemail.' })
    await asAgent(id, { notes: 'Called, left a voicemail.' }) // saved again, nothing changed
    await asAgent(id, { status: 'closed' })

    const timeline = await leadTimeline(bed.payload, 'contact-messages', id)
    const entries = timeline!.entries.filter((entry) => entry.kind !== 'delivery')
    expect(entries.map(({ at: _at, atText: _text, ...entry }) => entry)).toEqual([
      {
        kind: 'received',
        form: 'Contact message',
        source: `${ORIGIN}/communities/sparta?utm_source=mail`,
        consentText: '',
        allowFollowUp: null,
      },
      { kind: 'status', from: 'new', to: 'contacted', by: 'Kim Agent' },
      { kind: 'notes', by: 'Kim Agent' },
      { kind: 'status', from: 'contacted', to: 'closed', by: 'Kim Agent' },
    ])
    // Each at its time, written as the agent in New Jersey reads it.
    for (const entry of entries) expect(entry.atText).toMatch(/^\w{3} \d{1,2}, \d{4}, .+ E[SD]T$/)
    // The first contact is the moment of the first change to Contacted (the same save).
    const lead = await bed.payload.findByID({ collection: 'contact-messages', id })
    const gap = Date.parse(entries[1]!.at) - Date.parse(lead.firstContactedAt!)
    expect(gap).toBeGreaterThanOrEqual(0)
    expect(gap).toBeLessThan(1000)
    // Its email to the agent, queued with it, is on it with its delivery state.
    expect(timeline!.entries.find((entry) => entry.kind === 'delivery')).toMatchObject({
      label: 'Email to the agent',
    })
  })

  it('notes only what a save changed, and who: a person, or the site itself', async () => {
    const id = await contact(`changes.${run}@example.com`)
    await asAgent(id, { notes: 'Prefers texts.' })
    // A save that returns only some fields (select) does not read as a change of the others.
    await bed.payload.update({
      collection: 'contact-messages',
      id,
      data: { name: 'Dana W. Whitfield' },
      select: { name: true },
      user: agent,
      overrideAccess: false,
    })
    await bed.payload.update({
      collection: 'contact-messages',
      id,
      data: { status: 'closed' },
      overrideAccess: true,
    })
    const { entries } = (await leadTimeline(bed.payload, 'contact-messages', id))!
    expect(entries.filter((entry) => entry.kind === 'status' || entry.kind === 'notes')).toEqual([
      expect.objectContaining({ kind: 'notes', by: 'Kim Agent' }),
      expect.objectContaining({ kind: 'status', from: 'new', to: 'closed', by: 'the site' }),
    ])
  })

  it("keeps what the visitor sent as they sent it: the agent's save changes only the follow-up", async () => {
    const id = await contact(`as-sent.${run}@example.com`, 'Is the basement dry?')
    const saved = await asAgent(id, {
      message: 'EDITED BY AGENT: budget $900k',
      email: 'someone-else@example.org',
      name: 'Someone Else',
      status: 'contacted',
      notes: 'Called back.',
    })
    expect(saved).toMatchObject({
      message: 'Is the basement dry?',
      email: `as-sent.${run}@example.com`,
      name: 'Dana Whitfield',
      status: 'contacted',
      notes: 'Called back.',
    })
    // A showing request's consent to follow-up stays the visitor's answer too.
    const showing = await bed.payload.create({
      collection: 'listing-inquiries',
      data: {
        kind: 'showing',
        name: 'Priya Raman',
        email: `priya.${run}@example.com`,
        phone: '(973) 555-0190',
        listingKey: 'demo-001',
        listingAddress: '1 Main St, Andover',
        listingUrl: `${ORIGIN}/listings/demo-001`,
        allowFollowUp: false,
        consentText: 'I agree to hear about other homes.',
      } as never,
      overrideAccess: true,
    })
    const after = await bed.payload.update({
      collection: 'listing-inquiries',
      id: showing.id,
      data: { allowFollowUp: true, status: 'contacted' },
      user: agent,
      overrideAccess: false,
    })
    expect(after).toMatchObject({ allowFollowUp: false, status: 'contacted' })
  })

  it('lets the agent stop a sign-up the visitor asked to stop, never start one', async () => {
    const signUp = await bed.payload.create({
      collection: 'newsletter-subscribers',
      data: { email: `stop.${run}@example.com` } as never,
      overrideAccess: true,
    })
    const save = (subscription: 'pending' | 'subscribed' | 'unsubscribed') =>
      bed.payload.update({
        collection: 'newsletter-subscribers',
        id: signUp.id,
        data: { subscription },
        user: agent,
        overrideAccess: false,
      })
    // Confirming is the visitor's own click on the emailed link.
    expect(await save('subscribed')).toMatchObject({ subscription: 'pending' })
    const stopped = await save('unsubscribed')
    expect(stopped).toMatchObject({ subscription: 'unsubscribed' })
    expect(stopped.unsubscribedAt).toEqual(expect.any(String))
    expect(await save('subscribed')).toMatchObject({ subscription: 'unsubscribed' })
  })

  it('lists the other leads from the same address, letter case aside, and no look-alike', async () => {
    const first = await contact(email)
    const sameOtherCase = await contact(email.toLowerCase(), 'And the one on Route 15?')
    await contact(`x${email}`) // contains the address, is not it
    const signUp = await bed.payload.create({
      collection: 'newsletter-subscribers',
      data: { email: email.toLowerCase() } as never,
      overrideAccess: true,
    })
    const { sameEmail } = (await leadTimeline(bed.payload, 'contact-messages', first))!
    const listed = sameEmail.map((lead) => `${lead.collection}/${lead.id}`)
    expect(listed).toContain(`contact-messages/${sameOtherCase}`)
    expect(listed).toContain(`newsletter-subscribers/${signUp.id}`)
    expect(listed).not.toContain(`contact-messages/${first}`)
    expect(sameEmail.every((lead) => lead.type && lead.createdAt)).toBe(true)
    // With the first test's lead, three others; none with the longer address.
    expect(sameEmail).toHaveLength(3)
    expect(sameEmail.find((lead) => lead.collection === 'newsletter-subscribers')).toMatchObject({
      type: 'Newsletter sign-up',
      awaitingConfirmation: true,
    })
  })

  it('finds an address with an underscore behind many that look like it', async () => {
    const address = `dana_w.${run}@example.com`
    const first = await contact(address)
    const again = await contact(address)
    // `_` matches any one letter in a LIKE pattern: these all match it, and are newer.
    for (let i = 0; i < 25; i++) await contact(`dana${i % 10}w.${run}@example.com`)
    const { sameEmail } = (await leadTimeline(bed.payload, 'contact-messages', first))!
    expect(sameEmail.map((lead) => lead.id)).toEqual([again])
  })

  it('is gone with its lead; and no one signed out reads it, nor can anyone rewrite it', async () => {
    const id = await contact(`gone.${run}@example.com`)
    await asAgent(id, { status: 'contacted' })
    const where = `where[leadId][equals]=${id}`
    const read = (headers: Record<string, string> = {}) =>
      restGet(new Request(`${ORIGIN}/api/lead-events?${where}`, { headers }), {
        params: Promise.resolve({ slug: ['lead-events'] }),
      })

    const anonymous = await read()
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    expect(await anonymous.text()).not.toContain('Kim Agent')

    const { token } = await bed.payload.login({
      collection: 'users',
      data: { email: `agent.${run}@example.com`, password: 'a long studio password' },
    })
    const signedIn = await read({ authorization: `JWT ${token}` })
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).docs).toHaveLength(1)
    const [event] = (
      await bed.payload.find({
        collection: 'lead-events',
        where: { leadId: { equals: String(id) } },
      })
    ).docs
    await expect(
      bed.payload.update({
        collection: 'lead-events',
        id: event!.id,
        data: { by: 'someone else' },
        user: agent,
        overrideAccess: false,
      }),
    ).rejects.toThrow()

    // The timeline's own address, which the lead's page reads again after each save.
    const timeline = (path: string, headers: Record<string, string> = {}) =>
      restGet(new Request(`${ORIGIN}/api/lead-timeline/${path}`, { headers }), {
        params: Promise.resolve({ slug: ['lead-timeline', ...path.split('/')] }),
      })
    const refused = await timeline(`contact-messages/${id}`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Sign in to the studio to see a lead.' })
    const shown = await timeline(`contact-messages/${id}`, { authorization: `JWT ${token}` })
    expect(shown.status).toBe(200)
    expect((await shown.json()).entries).toContainEqual(
      expect.objectContaining({ kind: 'status', to: 'contacted', by: 'Kim Agent' }),
    )
    for (const path of [`users/${id}`, 'contact-messages/not-a-number', 'contact-messages/999999'])
      expect((await timeline(path, { authorization: `JWT ${token}` })).status, path).toBe(404)

    await bed.payload.delete({
      collection: 'contact-messages',
      id,
      user: agent,
      overrideAccess: false,
    })
    const after = await bed.payload.find({
      collection: 'lead-events',
      where: { leadId: { equals: String(id) } },
    })
    expect(after.totalDocs).toBe(0)
    expect(await leadTimeline(bed.payload, 'contact-messages', id)).toBeNull()
  })
})
