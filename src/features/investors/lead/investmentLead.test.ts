import { beforeAll, describe, expect, it } from 'vitest'

import { formatLumpSum } from '@/lib/money'
import { agentTime } from '@/lib/timeZone'

import { INVESTMENT_QUESTION, INVESTMENT_SNAPSHOT } from '../../../../tests/support/leadBodies'
import { leadHarness } from '../../../../tests/support/leadHarness'
import { INVESTMENT_CONSENT_TEXT } from './rules'

// A visitor's question about a home as an investment: the real endpoint, jobs queue and SQLite
// file (or TEST_DATABASE_URL's PostgreSQL) holding the demo inventory, the agent's email reaching
// an SMTP server on loopback.
const h = leadHarness('investment-lead-test')
let post: (request: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: post } = await import('@/app/(frontend)/api/investment-inquiry/route'))
})

const ask = (email: string, changes: object = {}) =>
  h.post(post, { ...INVESTMENT_QUESTION, email, ...changes })
const leadsOf = async (email: string) =>
  (
    await h.payload.find({
      collection: 'investment-inquiries',
      where: { email: { equals: email } },
      depth: 0,
    })
  ).docs
const demoHome = async () =>
  (await h.payload.find({ collection: 'listings', where: { ListingKey: { equals: 'demo-001' } } }))
    .docs[0]!

describe('a question about a home as an investment', () => {
  it('is stored with the home as shown, the figures the visitor saw and the consent wording', async () => {
    const reply = await ask('priya@example.com')
    expect(reply.status).toBe(200)
    expect((await reply.json()).success).toBe(true)
    const [lead, ...more] = await leadsOf('priya@example.com')
    const home = await demoHome()
    expect(more).toHaveLength(0)
    expect(lead).toMatchObject({
      name: 'Priya Castellano',
      phone: '(973) 555-0177',
      message: 'Would the seller share the water bills?',
      allowFollowUp: true,
      consentText: INVESTMENT_CONSENT_TEXT,
      listingKey: 'demo-001',
      listingAddress: home.UnparsedAddress,
      listingPrice: home.ListPrice,
      status: 'new',
      snapshot: INVESTMENT_SNAPSHOT,
    })
    expect(lead!.listingUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/listings\/DEMO0001-/)
  })

  it("reaches the agent's inbox with the figures as money and percent, and the day they were seen", async () => {
    expect((await ask('figures@example.com')).status).toBe(200)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const [email, ...more] = h.smtp
      .to(h.agentEmail)
      .filter((m) => m.text.includes('figures@example.com'))
    const home = await demoHome()
    expect(more).toHaveLength(0)
    expect(email!.headers.get('subject')).toBe(`New investment question: ${home.UnparsedAddress}`)
    expect(email!.headers.get('reply-to')).toContain('figures@example.com')
    const text = email!.text.replace(/[ \t]+/g, ' ')
    const today = agentTime(new Date().toISOString(), { dateStyle: 'long' })
    expect(text).toContain(`The figures as the visitor saw them on ${today}:`)
    expect(text).toContain(`Price: ${formatLumpSum(home.ListPrice!)}`)
    expect(text).toContain('Question:\nWould the seller share the water bills?')
    for (const line of [
      'Net operating income: $23,457 a year',
      'Cap rate: 5.23%',
      'Cash flow: $412.35 a month',
      'Cash-on-cash return: 4.87%',
      'Debt service coverage (DSCR): 1.23',
      'Rent: $3,200.00 a month (from comparable leases nearby)',
      'Vacancy: 5% of the rent',
      'Property tax: $9,100 a year',
      'Down payment: 25% of the price',
      'Mortgage rate: 6.5%',
      'Loan term: 30 years',
    ])
      expect(text).toContain(line)
    const [lead] = await leadsOf('figures@example.com')
    expect(lead!.agentEmail?.state).toBe('sent')
  })

  it('says which figure could not be read, refuses unknown fields and homes not on show, storing nothing', async () => {
    const before = (await h.payload.count({ collection: 'investment-inquiries' })).totalDocs
    const refused = async (changes: object) => {
      const reply = await ask('refused@example.com', changes)
      return { status: reply.status, error: (await reply.json()).error as string }
    }
    const figures = (what: string) =>
      `The figures sent with your question could not be read (${what}). Please reload the page and try again.`
    const { assumptions } = INVESTMENT_SNAPSHOT
    expect(
      await refused({
        snapshot: { ...INVESTMENT_SNAPSHOT, assumptions: { ...assumptions, rent: 'lots' } },
      }),
    ).toEqual({ status: 400, error: figures('the rent') })
    expect(
      await refused({
        snapshot: { ...INVESTMENT_SNAPSHOT, assumptions: { ...assumptions, vacancy: 140 } },
      }),
    ).toEqual({ status: 400, error: figures('the vacancy') })
    expect(await refused({ snapshot: { ...INVESTMENT_SNAPSHOT, capRate: 1e300 } })).toEqual({
      status: 400,
      error: figures('the cap rate'),
    })
    expect(await refused({ snapshot: { ...INVESTMENT_SNAPSHOT, rentSource: 'a friend' } })).toEqual(
      {
        status: 400,
        error: figures('where the rent came from'),
      },
    )
    expect(await refused({ snapshot: null })).toEqual({
      status: 400,
      error: figures('the figures'),
    })
    expect(await refused({ snapshot: { ...INVESTMENT_SNAPSHOT, price: 1 } })).toEqual({
      status: 400,
      error: 'Unexpected field: price.',
    })
    expect(await refused({ listingKey: 'no-such-home' })).toEqual({
      status: 410,
      error: 'This home is no longer available.',
    })
    expect((await h.payload.count({ collection: 'investment-inquiries' })).totalDocs).toBe(before)
  })

  it('takes a question left empty, and figures that cannot be worked out (no loan)', async () => {
    const snapshot = { ...INVESTMENT_SNAPSHOT, cashOnCash: null, debtServiceCoverage: null }
    expect((await ask('cash@example.com', { message: '  ', snapshot })).status).toBe(200)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const [lead] = await leadsOf('cash@example.com')
    expect(lead).toMatchObject({ message: null, snapshot })
    const [email] = h.smtp.to(h.agentEmail).filter((m) => m.text.includes('cash@example.com'))
    const text = email!.text.replace(/[ \t]+/g, ' ')
    expect(text).toContain('No question written: the figures below.')
    expect(text).toContain('Debt service coverage (DSCR): none (no loan)')
    expect(text).toContain('Cash-on-cash return: none (no cash invested)')
  })

  it('stored some other way and its email job lost, is queued again and reaches the agent once', async () => {
    const home = await demoHome()
    const lead = await h.payload.create({
      collection: 'investment-inquiries',
      data: {
        ...INVESTMENT_QUESTION,
        email: 'lost.investor@example.com',
        consentText: INVESTMENT_CONSENT_TEXT,
        listingAddress: home.UnparsedAddress!,
        listingPrice: home.ListPrice,
        listingUrl: 'http://127.0.0.1:3000/listings/DEMO0001-x',
        status: 'new',
      },
    })
    await h.payload.delete({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: String(lead.id) } },
    })
    const { requeueLostLeadDeliveries } = await import('@/features/leads/delivery/requeue')
    const later = new Date(Date.now() + 2 * 60_000)
    expect(await requeueLostLeadDeliveries(h.payload, { now: later })).toBe(1)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const sent = h.smtp.to(h.agentEmail).filter((m) => m.text.includes('lost.investor@'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text.replace(/[ \t]+/g, ' ')).toContain('Cap rate: 5.23%')
    const [stored] = await leadsOf('lost.investor@example.com')
    expect(stored!.agentEmail?.state).toBe('sent')
  })
})
