import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_TEXT } from '@/features/mortgage/lead/contactRules'
import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import { ORIGIN, routeTestbed } from '../../../../../tests/support/routeTestbed'

// The real route handler, and Payload's own REST handler, on a real SQLite file.
const bed = routeTestbed('mortgage-leads-test')

type Handler = (r: Request, context?: never) => Promise<Response>
let post: Handler
let restGet: (r: Request, c: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  ;({ POST: post } = await import('./route'))
  ;({ GET: restGet } = await import('@/app/(payload)/api/[...slug]/route'))
})

const send = (body: string, headers: Record<string, string> = {}) =>
  bed.send(post, body, headers, '/api/mortgage-calculator')
const count = async () => (await bed.payload.count({ collection: 'mortgage-leads' })).totalDocs

/** The calculator's defaults (the reference case), with deliberately wrong client figures. */
const lead = {
  contact: {
    name: 'Jordan Avery',
    email: 'jordan@example.com',
    phone: '9735550101',
    allowFollowUp: true,
  },
  inputs: { ...DEFAULT_INPUTS },
  results: {
    totalMonthly: 1,
    principalAndInterest: 1,
    propertyTaxMonthly: 1,
    insuranceMonthly: 1,
    pmiMonthly: 1,
    hoaMonthly: 1,
    extraMonthly: 1,
    loanAmount: 1,
    cashToClose: 1,
    interestSaved: 1,
    monthsSaved: 1,
    monthsToPayoff: 1,
    payoffTimeline: '1 month',
    payoffDate: 'January 1999',
  },
  meta: { sourceUrl: `${ORIGIN}/buyers`, userAgent: 'Client says' },
}

describe('POST /api/mortgage-calculator', () => {
  it('stores the server-computed figures, not the wrong ones the browser sent', async () => {
    const reply = await send(JSON.stringify(lead), { 'user-agent': 'Test browser' })
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ success: true, message: expect.any(String) })
    const { docs } = await bed.payload.find({
      collection: 'mortgage-leads',
      where: { email: { equals: lead.contact.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Jordan Avery',
      phone: '(973) 555-0101',
      allowFollowUp: true,
      consentText: CONSENT_TEXT,
      sourceUrl: `${ORIGIN}/buyers`,
      userAgent: 'Test browser',
      status: 'new',
      inputs: { purchasePrice: 750_000, downPaymentPercent: 20, loanTerm: 30 },
      results: {
        principalAndInterest: 3941.57,
        totalMonthly: 4847.82,
        loanAmount: 600_000,
        cashToClose: 168_750,
        monthsToPayoff: 360,
        payoffTimeline: '30 years',
      },
    })
  })

  it('clamps price, down payment and rate before computing', async () => {
    const email = 'clamp@example.com'
    const body = {
      ...lead,
      contact: { ...lead.contact, email, allowFollowUp: false },
      inputs: { ...lead.inputs, purchasePrice: 5, downPaymentPercent: 140, interestRate: 99 },
    }
    const reply = await send(JSON.stringify(body))
    expect(reply.status).toBe(200)
    // Follow-up declined: the thanks promises no lender.
    expect((await reply.json()).message).toMatch(/no lender will contact you/)
    const { docs } = await bed.payload.find({
      collection: 'mortgage-leads',
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({
      allowFollowUp: false,
      sourceUrl: `${ORIGIN}/buyers`,
      inputs: { purchasePrice: 50_000, downPaymentPercent: 100, interestRate: 15 },
      results: { loanAmount: 0, cashToClose: 51_250 },
    })
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await count()
    const reply = await send(JSON.stringify({ ...lead, website: 'http://spam.example' }))
    expect(reply.status).toBe(200)
    expect((await reply.json()).success).toBe(true)
    expect(await count()).toBe(before)
  })

  const withInputs = (inputs: object) =>
    JSON.stringify({ ...lead, inputs: { ...lead.inputs, ...inputs } })
  const withContact = (contact: object) =>
    JSON.stringify({ ...lead, contact: { ...lead.contact, ...contact } })
  it.each([
    ['a body that is not JSON', '{"contact": ', {}, 400],
    ['another content type', 'a=b', { 'content-type': 'text/plain' }, 415],
    ['a cross-site origin', JSON.stringify(lead), { origin: 'https://evil.example' }, 403],
    ['a body over 16 KiB', withContact({ name: 'x'.repeat(17_000) }), {}, 413],
    ['an unknown top-level field', JSON.stringify({ ...lead, admin: true }), {}, 400],
    ['an unknown input', withInputs({ points: 2 }), {}, 400],
    ['an unknown contact field', withContact({ status: 'closed' }), {}, 400],
    ['a loan term of 40 years', withInputs({ loanTerm: 40 }), {}, 400],
    ['an absurd HOA fee', withInputs({ hoaFees: 1e12 }), {}, 400],
    ['an absurd insurance rate', withInputs({ insuranceRate: 80 }), {}, 400],
    ['an absurd extra principal', withInputs({ extraPrincipal: 1e9 }), {}, 400],
    ['a price given as text', withInputs({ purchasePrice: '750000' }), {}, 400],
    ['a missing name', withContact({ name: ' ' }), {}, 400],
    ['a name over 120 characters', withContact({ name: 'x'.repeat(121) }), {}, 400],
    ['an invalid email', withContact({ email: 'jordan@example' }), {}, 400],
    ['an email the database would refuse', withContact({ email: 'john.@gmail.com' }), {}, 400],
    ['a 9-digit phone', withContact({ phone: '973555010' }), {}, 400],
    ['no inputs', JSON.stringify({ contact: lead.contact }), {}, 400],
  ])('refuses %s with a clear JSON error', async (_what, body, headers, status) => {
    const before = await count()
    const reply = await send(body, headers)
    expect(reply.status).toBe(status)
    const { error } = await reply.json()
    expect(error).toMatch(/^[A-Z].+[.]$|must be 10 digits|valid email address$/)
    expect(await count()).toBe(before)
  })

  it('answers 200 hostile requests with a 4xx JSON error each, never a 5xx, and stores nothing', async () => {
    const before = await count()
    const hostile = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
      fc
        .record({ contact: fc.anything(), inputs: fc.anything(), results: fc.anything() })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          purchasePrice: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
          loanTerm: fc.integer(),
          hoaFees: fc.oneof(fc.double({ min: 1e6 }), fc.string()),
        })
        .map((inputs) => withInputs(inputs)),
      fc.record({ phone: fc.string(), email: fc.string() }).map((c) => withContact(c)),
      fc.constantFrom('null', '[]', '"x"', '{"__proto__":{"a":1}}', '<script>alert(1)</script>'),
    )
    await fc.assert(
      fc.asyncProperty(hostile, async (body) => {
        const reply = await send(body)
        expect(reply.status).toBeGreaterThanOrEqual(400)
        expect(reply.status).toBeLessThan(500)
        expect(typeof (await reply.json()).error).toBe('string')
      }),
      { numRuns: 200 },
    )
    expect(await count()).toBe(before)
  })
})

describe('anonymous visitors and the stored leads', () => {
  it('cannot list or read them through REST', async () => {
    expect(await count()).toBeGreaterThan(0)
    for (const slug of [['mortgage-leads'], ['mortgage-leads', '1']]) {
      const reply = await restGet(new Request(`${ORIGIN}/api/${slug.join('/')}`), {
        params: Promise.resolve({ slug }),
      })
      expect([401, 403]).toContain(reply.status)
      expect(await reply.text()).not.toContain(lead.contact.email)
    }
  })
})
