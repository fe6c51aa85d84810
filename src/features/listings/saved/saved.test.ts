import { beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { SAVED_CONSENT_TEXT, SAVED_THANKS } from './rules'

// "Email me these homes" through the real endpoint, queue and a real SMTP server on loopback,
// over the demo inventory (no feed is configured).
const h = leadHarness('saved-homes-test')
let post: (r: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: post } = await import('@/app/(frontend)/api/saved-homes/route'))
})

const request = {
  listingKeys: ['demo-003', 'no-such-home', 'demo-001'],
  name: 'Morgan Ellis',
  email: 'morgan@example.com',
  phone: '',
  allowFollowUp: true,
}
const count = async () => (await h.payload.count({ collection: 'saved-home-lists' })).totalDocs
const listing = async (key: string) =>
  (await h.payload.find({ collection: 'listings', where: { ListingKey: { equals: key } } }))
    .docs[0]!

describe('email me these homes', () => {
  it('sends the visitor the homes still for sale, in their order, and tells the agent', async () => {
    const reply = await h.post(post, request)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({ success: true, message: SAVED_THANKS })
    await h.runLeadDeliveries(h.payload)

    const [third, first] = [await listing('demo-003'), await listing('demo-001')]
    const { docs } = await h.payload.find({
      collection: 'saved-home-lists',
      where: { email: { equals: 'morgan@example.com' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Morgan Ellis',
      homeCount: 2,
      allowFollowUp: true,
      consentText: SAVED_CONSENT_TEXT,
      status: 'new',
      visitorEmail: { state: 'sent' },
      agentEmail: { state: 'sent' },
    })

    const mine = h.smtp.to('morgan@example.com')
    expect(mine).toHaveLength(1)
    expect(mine[0]!.headers.get('subject')).toBe('Your 2 saved homes')
    const text = mine[0]!.text
    const [at3, at1] = [text.indexOf(third.UnparsedAddress!), text.indexOf(first.UnparsedAddress!)]
    expect(at3).toBeGreaterThan(-1)
    expect(at1).toBeGreaterThan(at3) // the order the visitor saved them
    expect(text).toMatch(/http:\/\/127\.0\.0\.1:3000\/listings\/DEMO0003-/)

    const notice = h.smtp.to(h.agentEmail).find((m) => m.text.includes('morgan@example.com'))!
    expect(notice.headers.get('subject')).toBe('New lead: Morgan Ellis saved 2 homes')
    expect(notice.headers.get('reply-to')).toBe('morgan@example.com')
    expect(notice.text).toContain(third.UnparsedAddress!)
    expect(notice.text).toContain(`/studio/collections/saved-home-lists/${docs[0]!.id}`)
  })

  it('refuses homes that are all gone, a bad email and an empty list, storing nothing', async () => {
    const before = await count()
    const gone = await h.post(post, { ...request, listingKeys: ['no-such-home'] })
    expect(gone.status).toBe(410)
    expect((await gone.json()).error).toBe('These homes are no longer for sale.')
    const email = await h.post(post, { ...request, email: 'morgan@' })
    expect(email.status).toBe(400)
    expect((await email.json()).error).toMatch(/valid email/)
    const none = await h.post(post, { ...request, listingKeys: [] })
    expect(none.status).toBe(400)
    expect((await none.json()).error).toBe('Please choose between 1 and 50 saved homes to send.')
    expect(await count()).toBe(before)
  })

  it('answers a filled honeypot like a success and sends nothing', async () => {
    const before = await count()
    const reply = await h.post(post, { ...request, email: 'bot@example.com', website: 'x' })
    expect((await reply.json()).success).toBe(true)
    await h.runLeadDeliveries(h.payload)
    expect(await count()).toBe(before)
    expect(h.smtp.to('bot@example.com')).toHaveLength(0)
  })

  it('lets one visitor send 5 a minute, then answers 429', async () => {
    const from = { 'x-forwarded-for': '198.51.100.40' }
    const send = () =>
      post(
        new Request('http://127.0.0.1:3000/api/saved-homes', {
          method: 'POST',
          body: JSON.stringify({ ...request, email: 'limit@example.com' }),
          headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...from },
        }),
      )
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200)
    const sixth = await send()
    expect(sixth.status).toBe(429)
    expect((await sixth.json()).error).toMatch(/wait a minute/)
  })
})
