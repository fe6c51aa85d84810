import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'

// The real route handlers on a real, empty SQLite database.
const bed = routeTestbed('leads-test')

let postContact: (r: Request) => Promise<Response>
let postNewsletter: (r: Request) => Promise<Response>
let postInquiry: (r: Request) => Promise<Response>
let postSaved: (r: Request) => Promise<Response>
let postAlert: (r: Request) => Promise<Response>
let postInvestment: (r: Request) => Promise<Response>

beforeAll(async () => {
  ;({ POST: postContact } = await import('@/app/(frontend)/api/contact/route'))
  ;({ POST: postNewsletter } = await import('@/app/(frontend)/api/newsletter/route'))
  ;({ POST: postInquiry } = await import('@/app/(frontend)/api/listing-inquiry/route'))
  ;({ POST: postSaved } = await import('@/app/(frontend)/api/saved-homes/route'))
  ;({ POST: postAlert } = await import('@/app/(frontend)/api/alerts/route'))
  ;({ POST: postInvestment } = await import('@/app/(frontend)/api/investment-inquiry/route'))
})

const send = (
  handler: typeof postContact,
  body: string,
  headers: Record<string, string> = {},
  path = '/api/x',
) => bed.send(handler, body, headers, path)
const count = async (
  collection:
    | 'contact-messages'
    | 'newsletter-subscribers'
    | 'listing-inquiries'
    | 'investment-inquiries'
    | 'saved-home-lists'
    | 'search-alerts',
) => (await bed.payload.count({ collection })).totalDocs

const message = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(973) 555-0101',
  message: 'We would love to see the colonial on Lake Drive this weekend.',
}

describe('POST /api/contact', () => {
  it('stores the message with where it came from, then says so', async () => {
    const reply = await send(postContact, JSON.stringify(message), {
      referer: 'http://127.0.0.1:3000/contact',
      'user-agent': 'Test browser',
    })
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ success: true })
    const { docs } = await bed.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: message.email } },
    })
    expect(docs[0]).toMatchObject({
      ...message,
      sourceUrl: 'http://127.0.0.1:3000/contact',
      userAgent: 'Test browser',
      status: 'new',
    })
  })

  it('keeps where it came from as one clean line, capped like the form fields', async () => {
    const email = 'provenance@example.com'
    const reply = await send(postContact, JSON.stringify({ ...message, email }), {
      referer: `http://127.0.0.1:3000/contact?<script>alert(1)</script>${'x'.repeat(2000)}`,
      'user-agent': 'Bot\tVerify at\u0085phish.example <b>now</b>',
    })
    expect(reply.status).toBe(200)
    const { docs } = await bed.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    const { sourceUrl, userAgent } = docs[0]!
    expect(sourceUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/contact\?scriptalert\(1\)\/scriptx+$/)
    expect(sourceUrl).toHaveLength(500)
    expect(userAgent).toBe('Bot Verify at phish.example bnow/b')
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await count('contact-messages')
    const reply = await send(
      postContact,
      JSON.stringify({ ...message, website: 'http://spam.example' }),
    )
    expect((await reply.json()).success).toBe(true)
    expect(await count('contact-messages')).toBe(before)
  })

  it.each([
    ['a body that is not JSON', '{"name": ', {}, 400],
    [
      'another content type',
      'name=Dana',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
    ],
    ['a body over 16 KiB', JSON.stringify({ ...message, message: 'x'.repeat(17_000) }), {}, 413],
    ['a cross-site origin', JSON.stringify(message), { origin: 'https://evil.example' }, 403],
    ['an unknown field', JSON.stringify({ ...message, admin: true }), {}, 400],
    ['a short message', JSON.stringify({ ...message, message: 'Hi' }), {}, 400],
  ])('refuses %s with a clear JSON error', async (_what, body, headers, status) => {
    const before = await count('contact-messages')
    const reply = await send(postContact, body, headers)
    expect(reply.status).toBe(status)
    expect(typeof (await reply.json()).error).toBe('string')
    expect(await count('contact-messages')).toBe(before)
  })
})

describe('POST /api/contact with a field missing or of the wrong kind', () => {
  it.each([
    ['a number for the name', { ...message, name: 123 }, 'The form\'s "name" is not text.'],
    ['no email', { ...message, email: undefined }, 'The form sent no "email".'],
  ])('names the field when it gets %s, and stores nothing', async (_what, body, sentence) => {
    const before = await count('contact-messages')
    const reply = await send(postContact, JSON.stringify(body))
    expect(reply.status).toBe(400)
    expect((await reply.json()).error).toBe(`${sentence} Please check the form and try again.`)
    expect(await count('contact-messages')).toBe(before)
  })
})

describe('POST /api/contact and the name field', () => {
  it('refuses a name with a line break or a web address with a sentence, and stores nothing', async () => {
    const before = await count('contact-messages')
    const name = 'Dana\nVerify your account at http://phish.example/x'
    const reply = await send(postContact, JSON.stringify({ ...message, name }))
    expect(reply.status).toBe(400)
    expect((await reply.json()).error).toBe(
      'Please enter just your name, without line breaks or web addresses (a space after each dot).',
    )
    expect(await count('contact-messages')).toBe(before)
  })
})

describe('POST /api/newsletter', () => {
  it('keeps one row per address, whatever its case, and a repeat still succeeds', async () => {
    for (const email of ['Sam@Example.com', 'sam@example.com', '  SAM@EXAMPLE.COM ']) {
      const reply = await send(postNewsletter, JSON.stringify({ email }))
      expect((await reply.json()).success).toBe(true)
    }
    const { docs } = await bed.payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'sam@example.com' } },
    })
    expect(docs).toHaveLength(1)
  })
})

describe('addresses the database would refuse', () => {
  // A looser form check once let these through to the database's own email check: a 500, and the
  // lead was lost. Now the forms and endpoints refuse them with the form's own message.
  const refused = ['john.@gmail.com', 'jo..hn@example.com', 'josé@example.com', '.dana@example.com']
  it.each(refused)('%s gets a 400 from both endpoints and nothing is stored', async (email) => {
    const before = [await count('contact-messages'), await count('newsletter-subscribers')]
    const contact = await send(postContact, JSON.stringify({ ...message, email }))
    expect(contact.status).toBe(400)
    expect((await contact.json()).error).toBe('Invalid email address.')
    const newsletter = await send(postNewsletter, JSON.stringify({ email }))
    expect(newsletter.status).toBe(400)
    expect((await newsletter.json()).error).toBe('Please enter a valid email address.')
    expect([await count('contact-messages'), await count('newsletter-subscribers')]).toEqual(before)
  })

  it('every address the forms accept is one the database stores', async () => {
    const accepted = [
      'dana.whitfield+homes@example.co.uk',
      "o'brien@sub.example.org",
      'DANA@EXAMPLE.COM',
    ]
    for (const email of accepted) {
      const reply = await send(postContact, JSON.stringify({ ...message, email }))
      expect(reply.status, email).toBe(200)
    }
  })
})

describe('rate limit', () => {
  it('lets 5 submissions a minute through per form and address, then answers 429', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 5; i++) {
      const body = JSON.stringify({ email: `limit-${i}@example.com` })
      expect((await send(postNewsletter, body, from, '/api/newsletter')).status).toBe(200)
    }
    const before = await count('newsletter-subscribers')
    const sixth = await send(
      postNewsletter,
      JSON.stringify({ email: 'limit-6@example.com' }),
      from,
      '/api/newsletter',
    )
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await sixth.json()).error).toMatch(/wait a minute/)
    expect(await count('newsletter-subscribers')).toBe(before)

    // Another form, and another address on the same form, have their own allowance.
    const contact = await send(postContact, JSON.stringify(message), from, '/api/contact')
    expect(contact.status).toBe(200)
    const other = await send(
      postNewsletter,
      JSON.stringify({ email: 'limit-7@example.com' }),
      { 'x-forwarded-for': '198.51.100.8' },
      '/api/newsletter',
    )
    expect(other.status).toBe(200)
  })
})

/** Hostile and malformed bodies: wrong types, missing and extra fields, huge strings, markup. */
const hostile = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc
    .record({
      name: fc.anything(),
      email: fc.anything(),
      phone: fc.anything(),
      message: fc.anything(),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({ email: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), extra: fc.string() })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      kind: fc.oneof(fc.constantFrom('showing', 'question'), fc.anything()),
      listingKey: fc.oneof(fc.constantFrom('demo-001', 'no-such-home'), fc.anything()),
      name: fc.anything(),
      email: fc.anything(),
      phone: fc.anything(),
      allowFollowUp: fc.anything(),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      listingKey: fc.oneof(fc.constant('demo-001'), fc.anything()),
      name: fc.anything(),
      email: fc.anything(),
      phone: fc.anything(),
      allowFollowUp: fc.anything(),
      snapshot: fc.oneof(
        fc.anything(),
        fc.record({
          assumptions: fc.dictionary(fc.constantFrom('rent', 'vacancy', 'term'), fc.anything()),
          rentSource: fc.oneof(fc.constantFrom('listing', 'leases', 'visitor'), fc.anything()),
          netOperatingIncome: fc.double(),
          capRate: fc.oneof(fc.double(), fc.constant(null)),
        }),
      ),
    })
    .map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '{"email":"<img src=x onerror=alert(1)>"}',
    'null',
    '[]',
    '"x"',
    '{"__proto__":{"a":1}}',
  ),
  fc.string({ minLength: 17_000, maxLength: 20_000 }).map((s) => JSON.stringify({ email: s })),
)

describe.each([
  ['contact', () => postContact, 'contact-messages'] as const,
  ['newsletter', () => postNewsletter, 'newsletter-subscribers'] as const,
  ['showing request', () => postInquiry, 'listing-inquiries'] as const,
  ['investment question', () => postInvestment, 'investment-inquiries'] as const,
  ['email me these homes', () => postSaved, 'saved-home-lists'] as const,
  ['search alert', () => postAlert, 'search-alerts'] as const,
])('%s endpoint under 200 hostile requests', (_name, handler, collection) => {
  it('answers each with a 4xx JSON error, never a 5xx, and stores nothing', async () => {
    const before = await count(collection)
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.constantFrom('application/json', 'text/plain', ''),
        async (body, type) => {
          const reply = await send(
            handler(),
            body,
            type ? { 'content-type': type } : { 'content-type': '' },
          )
          expect(reply.status).toBeGreaterThanOrEqual(400)
          expect(reply.status).toBeLessThan(500)
          expect(typeof (await reply.json()).error).toBe('string')
        },
      ),
      { numRuns: 200 },
    )
    expect(await count(collection)).toBe(before)
  })
})
