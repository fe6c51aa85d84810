import { createHmac } from 'node:crypto'

import { _internal_jobSystemGlobals, type CollectionSlug } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { leadTimeline } from '@/features/leads/timeline/timeline'
import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import { HttpReceiver, type ReceivedRequest } from '../../../../tests/support/httpReceiver'
import { leadHarness } from '../../../../tests/support/leadHarness'

// Every lead handed to Follow Up Boss, a webhook and an SMS provider, each stood in for by a real
// HTTP server on loopback, through the real endpoints, jobs queue and SQLite database.
const h = leadHarness('handoff-test')
const receiver = new HttpReceiver()
const FUB = '/v1/events'
const HOOK = '/hooks/leads'
const SMS = '/2010-04-01/Accounts/AC123/Messages.json'
const KEY = 'fub-test-key'
const SECRET = 'webhook-test-secret'

type Handler = (request: Request) => Promise<Response>
let postInquiry: Handler
let postSavedHomes: Handler
let agentName: string
const saved = { ...process.env }

beforeAll(async () => {
  await receiver.start()
  Object.assign(process.env, {
    FUB_API_KEY: KEY,
    FUB_API_URL: `${receiver.url}/v1`,
    LEAD_WEBHOOK_URL: `${receiver.url}${HOOK}`,
    LEAD_WEBHOOK_SECRET: SECRET,
    SMS_WEBHOOK_URL: `${receiver.url}${SMS}`,
    SMS_WEBHOOK_AUTH: 'AC123:sms-token',
    SMS_TO: '+19735550100',
    SMS_FROM: '+19735550199',
  })
  ;({ POST: postInquiry } = await import('@/app/(frontend)/api/listing-inquiry/route'))
  ;({ POST: postSavedHomes } = await import('@/app/(frontend)/api/saved-homes/route'))
  agentName = (await h.payload.findGlobal({ slug: 'site-settings' })).agentName
})
afterAll(async () => {
  await receiver.stop()
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
})
beforeEach(() => {
  receiver.requests = []
})

const json = (request: ReceivedRequest) => JSON.parse(request.body)
const form = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(request.body))
/** The requests about the lead with this email address. */
const about = (path: string, email: string) =>
  receiver.to(path).filter((request) => request.body.includes(`"${email}"`))
const smsAbout = (text: string) => receiver.to(SMS).filter((r) => form(r).Body?.includes(text))

async function lead(collection: CollectionSlug, email: string) {
  const where = { email: { equals: email } }
  return (await h.payload.find({ collection, where })).docs[0] as unknown as Record<
    string,
    { state?: string; attempts?: number; lastError?: string | null } | undefined
  >
}

const contact = (
  email: string,
  message = 'Could we see the farmhouse on Route 517 on Saturday?',
) => ({
  name: 'Riley Brennan',
  email,
  phone: '973-555-0144',
  message,
})

describe('every lead handed to the CRM, a webhook and the agent’s phone', () => {
  it('sends each kind of lead with its own event type, person, property and page', async () => {
    const replies = [
      await h.post(h.postContact, contact('riley@example.com')),
      await h.post(h.postMortgage, {
        contact: {
          name: 'Jordan Avery',
          email: 'jordan@example.com',
          phone: '9735550101',
          allowFollowUp: true,
        },
        inputs: DEFAULT_INPUTS,
        meta: { sourceUrl: 'http://127.0.0.1:3000/mortgage-calculator', userAgent: 'Test' },
      }),
      await h.post(postInquiry, {
        kind: 'showing',
        listingKey: 'demo-001',
        name: 'Jane Doherty',
        email: 'jane@example.com',
        phone: '(973) 555-0142',
        preferredTimes: 'Saturday morning',
        allowFollowUp: true,
      }),
      await h.post(postSavedHomes, {
        listingKeys: ['demo-003'],
        name: 'Morgan Ellis',
        email: 'morgan@example.com',
        phone: '',
        allowFollowUp: false,
      }),
      await h.post(h.postNewsletter, { email: 'reader@example.com' }),
    ]
    for (const reply of replies) expect(reply.status).toBe(200)
    // Sign-ups reach the agent, and the CRM, once the visitor confirms them.
    const subscriber = await h.subscriber('reader@example.com')
    await h.runLeadEmails(h.payload)
    expect(about(FUB, 'reader@example.com')).toHaveLength(0)
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { subscription: 'subscribed' },
    })
    const alert = await h.payload.create({
      collection: 'search-alerts',
      data: {
        email: 'alerts@example.com',
        name: 'Sam Ortiz',
        searchLabel: 'Sparta, 3+ beds, under $600,000',
        frequency: 'instant',
        subscription: 'pending',
        consentText: 'Email me new homes that match this search.',
        checkedThrough: new Date().toISOString(),
        status: 'new',
      },
    })
    await h.payload.update({
      collection: 'search-alerts',
      id: alert.id,
      data: { subscription: 'active' },
    })
    await h.runLeadEmails(h.payload)

    // Follow Up Boss: basic auth with the key, this site as system and source.
    const events = receiver.to(FUB)
    expect(events).toHaveLength(6)
    for (const event of events) {
      expect(event.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)
      expect(event.headers['content-type']).toBe('application/json')
      expect(json(event)).toMatchObject({ system: agentName, source: '127.0.0.1' })
    }
    const [listing] = (
      await h.payload.find({
        collection: 'listings',
        where: { ListingKey: { equals: 'demo-001' } },
      })
    ).docs
    const street = listing!.UnparsedAddress!.split(',')[0]
    expect(json(about(FUB, 'jane@example.com')[0]!)).toMatchObject({
      type: 'Property Inquiry',
      person: {
        firstName: 'Jane',
        lastName: 'Doherty',
        emails: [{ value: 'jane@example.com' }],
        phones: [{ value: '(973) 555-0142' }],
      },
      property: { street, mlsNumber: 'demo-001', price: listing!.ListPrice },
      message: 'Preferred days and times: Saturday morning',
    })
    expect(json(about(FUB, 'jane@example.com')[0]!).property.url).toMatch(/\/listings\/DEMO0001-/)
    expect(json(about(FUB, 'riley@example.com')[0]!)).toMatchObject({
      type: 'General Inquiry',
      message: 'Could we see the farmhouse on Route 517 on Saturday?',
      pageUrl: 'http://127.0.0.1:3000/contact',
      person: { firstName: 'Riley', lastName: 'Brennan' },
    })
    expect(json(about(FUB, 'jordan@example.com')[0]!)).toMatchObject({ type: 'General Inquiry' })
    expect(json(about(FUB, 'jordan@example.com')[0]!).message).toMatch(/\$4,847\.82 a month/)
    expect(json(about(FUB, 'morgan@example.com')[0]!).message).toMatch(/^Saved homes \(1\):\n\n\S/)
    expect(json(about(FUB, 'reader@example.com')[0]!)).toMatchObject({ type: 'Registration' })
    expect(json(about(FUB, 'alerts@example.com')[0]!)).toMatchObject({
      type: 'Registration',
      message: 'Search alert (instant): Sparta, 3+ beds, under $600,000',
    })

    // The webhook: the same six, signed over the exact body with the shared secret.
    const hooks = receiver.to(HOOK)
    expect(hooks).toHaveLength(6)
    for (const hook of hooks) {
      const expected = createHmac('sha256', SECRET).update(hook.body).digest('hex')
      expect(hook.headers['x-lead-signature']).toBe(`sha256=${expected}`)
      expect(hook.headers['x-lead-delivery']).toMatch(/^webhook\.[a-z-]+\/\d+$/)
    }
    expect(json(about(HOOK, 'jane@example.com')[0]!)).toMatchObject({
      event: 'lead.created',
      site: 'http://127.0.0.1:3000',
      lead: {
        kind: 'showing',
        label: 'Showing request',
        name: 'Jane Doherty',
        consent: { allowFollowUp: true },
        property: { listingKey: 'demo-001' },
      },
    })

    // The text to the agent's phone, in the SMS provider's form fields.
    const text = smsAbout('Jane D.')
    expect(text).toHaveLength(1)
    expect(form(text[0]!)).toEqual({
      To: '+19735550100',
      From: '+19735550199',
      Body: `New showing request: ${street}, Jane D., (973) 555-0142`,
    })
    expect(text[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:sms-token').toString('base64')}`,
    )
    expect(smsAbout('Riley B., (973) 555-0144')).toHaveLength(1)
    expect(receiver.to(SMS)).toHaveLength(6)

    for (const [collection, email] of [
      ['listing-inquiries', 'jane@example.com'],
      ['newsletter-subscribers', 'reader@example.com'],
      ['search-alerts', 'alerts@example.com'],
    ] as const) {
      const stored = await lead(collection, email)
      for (const slot of ['crmHandoff', 'webhookHandoff', 'smsAlert'])
        expect(stored[slot]).toMatchObject({ state: 'sent', attempts: 1 })
    }
  })

  it('tells Follow Up Boss a message from the sellers’ page is a seller’s', async () => {
    await h.postContact(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        body: JSON.stringify(
          contact('seller@example.com', 'What could my house in Andover sell for?'),
        ),
        headers: {
          host: '127.0.0.1:3000',
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.7',
          referer: 'http://127.0.0.1:3000/sellers',
        },
      }),
    )
    await h.runLeadEmails(h.payload)
    expect(json(about(FUB, 'seller@example.com')[0]!)).toMatchObject({ type: 'Seller Inquiry' })
  })

  it('retries a 500 and sends the lead once it succeeds, once', async () => {
    receiver.answer(FUB, { status: 500, body: 'upstream hiccup' })
    await h.post(h.postContact, contact('retry@example.com'))
    await h.runLeadEmails(h.payload)
    const waiting = await lead('contact-messages', 'retry@example.com')
    expect(waiting.crmHandoff).toMatchObject({ state: 'retrying', attempts: 1 })
    expect(waiting.crmHandoff?.lastError).toBe('HTTP 500 Internal Server Error: upstream hiccup')
    expect(waiting.webhookHandoff).toMatchObject({ state: 'sent' }) // the others never wait
    expect(waiting.agentEmail).toMatchObject({ state: 'sent' })

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 60_000)
    await h.runLeadEmails(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadEmails(h.payload)
    expect(about(FUB, 'retry@example.com')).toHaveLength(2)
    expect(about(HOOK, 'retry@example.com')).toHaveLength(1)
    const sent = await lead('contact-messages', 'retry@example.com')
    expect(sent.crmHandoff).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
  })

  it('does not retry a 400, and shows the receiver’s reason on the lead', async () => {
    receiver.answer(HOOK, { status: 400, body: '{"error":"unknown field: lead.phone"}' })
    await h.post(h.postContact, contact('refused@example.com'))
    await h.runLeadEmails(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 24 * 60 * 60_000)
    await h.runLeadEmails(h.payload)

    expect(about(HOOK, 'refused@example.com')).toHaveLength(1)
    const refused = await lead('contact-messages', 'refused@example.com')
    expect(refused.webhookHandoff).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'HTTP 400 Bad Request: {"error":"unknown field: lead.phone"}',
    })
    expect(refused.crmHandoff).toMatchObject({ state: 'sent' })

    // The lead's timeline in the studio says so too, beside the deliveries that went.
    const timeline = await leadTimeline(h.payload, 'contact-messages', refused.id as never)
    const deliveries = timeline!.entries.filter((entry) => entry.kind === 'delivery')
    // The ones that went, each at its time; then the one that did not, with the reason.
    expect(
      deliveries
        .slice(0, -1)
        .map((entry) => [entry.label, entry.state])
        .sort(),
    ).toEqual([
      ['Email to the agent', 'sent'],
      ['Follow Up Boss', 'sent'],
      ['Text to the agent', 'sent'],
    ])
    expect(deliveries.slice(0, -1).every((entry) => entry.at)).toBe(true)
    expect(deliveries.at(-1)).toMatchObject({
      label: 'Lead webhook',
      state: 'failed',
      at: '',
      lastError: 'HTTP 400 Bad Request: {"error":"unknown field: lead.phone"}',
    })
  })

  it('delivers everything, once, when a receiver that was down comes back', async () => {
    await receiver.stop()
    const emails = ['down1@example.com', 'down2@example.com', 'down3@example.com']
    for (const email of emails)
      expect((await h.post(h.postContact, contact(email))).status).toBe(200)
    await h.runLeadEmails(h.payload)
    for (const email of emails) {
      const waiting = await lead('contact-messages', email)
      expect(waiting.agentEmail).toMatchObject({ state: 'sent' }) // the agent still hears at once
      expect(waiting.crmHandoff).toMatchObject({ state: 'retrying' })
      expect(waiting.smsAlert?.lastError).toMatch(/fetch failed|ECONNREFUSED/)
    }

    await receiver.start()
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 5 * 60_000)
    await h.runLeadEmails(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadEmails(h.payload)
    for (const email of emails) {
      expect(about(FUB, email)).toHaveLength(1)
      expect(about(HOOK, email)).toHaveLength(1)
      const stored = await lead('contact-messages', email)
      for (const slot of ['crmHandoff', 'webhookHandoff', 'smsAlert'])
        expect(stored[slot]).toMatchObject({ state: 'sent' })
    }
    expect(receiver.to(SMS)).toHaveLength(3)
  })

  it('refuses a redirect, and sends nothing to an address with a password in it', async () => {
    receiver.answer(FUB, { status: 302 })
    const sms = process.env.SMS_WEBHOOK_URL!
    process.env.SMS_WEBHOOK_URL = sms.replace('http://', 'http://AC123:token@')
    try {
      await h.post(h.postContact, contact('moved@example.com'))
      await h.runLeadEmails(h.payload)
      _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 24 * 60 * 60_000)
      await h.runLeadEmails(h.payload)
    } finally {
      process.env.SMS_WEBHOOK_URL = sms
    }
    expect(about(FUB, 'moved@example.com')).toHaveLength(1)
    const stored = await lead('contact-messages', 'moved@example.com')
    expect(stored.crmHandoff).toMatchObject({ state: 'failed', lastError: 'HTTP 302 Found' })
    expect(stored.smsAlert?.state ?? null).toBeNull()
    expect(JSON.stringify(stored)).not.toContain('token')
  })

  it('queues again a hand-off whose job was lost, and never hands over an unsubscribed sign-up', async () => {
    await h.post(h.postContact, contact('lost@example.com'))
    const stored = await lead('contact-messages', 'lost@example.com')
    // The process died before the job was written: the lead says queued, no job exists.
    await h.payload.delete({
      collection: 'payload-jobs',
      where: {
        and: [
          { 'input.leadId': { equals: String(stored.id) } },
          { 'input.email': { equals: 'followUpBoss:contact-messages' } },
        ],
      },
    })
    const { requeueLostLeadEmails } = await import('@/features/leads/server/requeue')
    expect(await requeueLostLeadEmails(h.payload, { now: new Date(Date.now() + 2 * 60_000) })).toBe(
      1,
    )
    await h.runLeadEmails(h.payload)
    expect(about(FUB, 'lost@example.com')).toHaveLength(1)
    expect((await lead('contact-messages', 'lost@example.com')).crmHandoff).toMatchObject({
      state: 'sent',
    })

    // Confirmed, then unsubscribed before the CRM was reachable: it is not handed over after.
    await receiver.stop()
    await h.post(h.postNewsletter, { email: 'changed-mind@example.com' })
    const subscriber = await h.subscriber('changed-mind@example.com')
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { subscription: 'subscribed' },
    })
    await h.runLeadEmails(h.payload)
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { subscription: 'unsubscribed' },
    })
    await receiver.start()
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadEmails(h.payload)
    expect(about(FUB, 'changed-mind@example.com')).toHaveLength(0)
    expect(about(HOOK, 'changed-mind@example.com')).toHaveLength(0)
  })

  it('hands over nothing, and shows nothing, where no target is configured', async () => {
    for (const name of ['FUB_API_KEY', 'LEAD_WEBHOOK_URL', 'SMS_WEBHOOK_URL']) {
      saved[`__${name}`] = process.env[name]
      delete process.env[name]
    }
    try {
      await h.post(h.postContact, contact('quiet@example.com'))
      await h.runLeadEmails(h.payload)
      expect(receiver.requests).toHaveLength(0)
      const stored = await lead('contact-messages', 'quiet@example.com')
      expect(stored.agentEmail).toMatchObject({ state: 'sent' })
      expect(stored.crmHandoff?.state ?? null).toBeNull()
    } finally {
      for (const name of ['FUB_API_KEY', 'LEAD_WEBHOOK_URL', 'SMS_WEBHOOK_URL']) {
        process.env[name] = saved[`__${name}`]
        delete saved[`__${name}`]
      }
    }
  })
})

describe('the consent record', () => {
  it('keeps a keyed hash of the visitor’s address, never the address', async () => {
    await h.post(postInquiry, {
      kind: 'question',
      listingKey: 'demo-001',
      name: 'Casey Lin',
      email: 'casey@example.com',
      phone: '(973) 555-0177',
      message: 'Is the basement finished?',
      allowFollowUp: true,
    })
    await h.runLeadEmails(h.payload)
    const stored = (await lead('listing-inquiries', 'casey@example.com')) as unknown as Record<
      string,
      string
    >
    const address = `192.0.${Math.floor(h.visitor / 250)}.${h.visitor % 250}`
    const expected = createHmac('sha256', process.env.PAYLOAD_SECRET!)
      .update(`visitor-address:${address}`)
      .digest('hex')
    expect(stored.visitorHash).toBe(expected)
    expect(JSON.stringify(stored)).not.toContain(address)
    expect(stored.consentText).toMatch(/\w/)
  })
})
