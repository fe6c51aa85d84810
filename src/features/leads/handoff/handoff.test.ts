import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import { SHOWING_REQUEST } from '../../../../tests/support/leadBodies'

import {
  contact,
  form,
  FUB,
  HOOK,
  json,
  KEY,
  SECRET,
  SMS,
  handoffBed,
} from '../../../../tests/support/handoffBed'

// Every kind of lead handed to Follow Up Boss, a webhook and an SMS provider, each stood in for by
// a real HTTP server on loopback, through the real endpoints, jobs queue and SQLite database: what
// each receives. Retries and refusals are in handoffRetries.test.ts.
const bed = handoffBed('handoff-test')
const { h, receiver, about, smsAbout, lead } = bed

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
      await h.post(bed.postInquiry, SHOWING_REQUEST),
      await h.post(bed.postSavedHomes, {
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
    await h.runLeadDeliveries(h.payload)
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
    await h.runLeadDeliveries(h.payload)

    // Follow Up Boss: basic auth with the key, this site as system and source.
    const events = receiver.to(FUB)
    expect(events).toHaveLength(6)
    for (const event of events) {
      expect(event.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)
      expect(event.headers['content-type']).toBe('application/json')
      expect(json(event)).toMatchObject({ system: bed.agentName, source: '127.0.0.1' })
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
    await h.runLeadDeliveries(h.payload)
    expect(json(about(FUB, 'seller@example.com')[0]!)).toMatchObject({ type: 'Seller Inquiry' })
  })
})

describe('the consent record', () => {
  it('keeps a keyed hash of the visitor’s address, never the address', async () => {
    await h.post(bed.postInquiry, {
      kind: 'question',
      listingKey: 'demo-001',
      name: 'Casey Lin',
      email: 'casey@example.com',
      phone: '(973) 555-0177',
      message: 'Is the basement finished?',
      allowFollowUp: true,
    })
    await h.runLeadDeliveries(h.payload)
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
