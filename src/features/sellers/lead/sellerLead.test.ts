import { beforeAll, describe, expect, it } from 'vitest'

import { formatLumpSum } from '@/lib/money'

import { estimateSummary, sellerLeadBody } from '../../../../tests/support/homeEstimate'
import { sealSummary } from '../valuation/seal'
import { leadHarness } from '../../../../tests/support/leadHarness'
import type { EstimateSummary } from '../valuation/summary'
import { CONSENT_TEXT, SELLER_MESSAGES } from './rules'

// A seller's review request from /home-value: the real endpoint, jobs queue and SQLite file
// holding the demo inventory, with the agent's email reaching an SMTP server on loopback.
const h = leadHarness('seller-lead-test')
type Handler = (request: Request) => Promise<Response>
let postSellerLead: Handler
let summary: EstimateSummary
beforeAll(async () => {
  ;({ POST: postSellerLead } = await import('@/app/(frontend)/api/seller-lead/route'))
  summary = await estimateSummary(h.payload)
})

const leadsOf = async (email: string) =>
  (await h.payload.find({ collection: 'seller-leads', where: { email: { equals: email } } })).docs

describe('a seller asks the agent to review their estimate', () => {
  it('is stored with the home, the estimate, its range and the sales compared', async () => {
    const reply = await h.post(postSellerLead, sellerLeadBody('dana@example.com', summary))
    expect(reply.status).toBe(200)
    const [lead, ...more] = await leadsOf('dana@example.com')
    expect(more).toHaveLength(0)
    expect(lead).toMatchObject({
      kind: 'review',
      name: 'Dana Whitfield',
      phone: '(973) 555-0160',
      timeFrame: '3-6-months',
      consentEmail: true,
      consentCalls: true,
      consentTexts: false,
      allowFollowUp: true,
      consentText: CONSENT_TEXT,
      homeLine: 'Andover',
      status: 'new',
      home: { ...summary.facts, address: null, place: 'Andover', county: summary.county },
      // The estimate as shown: the value, range, confidence, date and every comparable.
      estimate: (({ facts: _f, address: _a, place: _p, county: _c, ...shown }) => shown)(summary),
    })
    expect(lead!.home.radiusMiles).toBeGreaterThanOrEqual(3)
  })

  it('reaches the agent by email with the estimate and every sale it compared', async () => {
    const body = sellerLeadBody('morgan.seller@example.com', summary)
    expect((await h.post(postSellerLead, body)).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    const [email] = h.smtp
      .to(h.agentEmail)
      .filter((m) => m.text.includes('morgan.seller@example.com'))
    expect(email!.headers.get('subject')).toBe(
      `New seller lead: review of Andover (${formatLumpSum(summary.value)})`,
    )
    expect(email!.headers.get('reply-to')).toContain('morgan.seller@example.com')
    expect(email!.text).toContain(
      `${formatLumpSum(summary.value)} (likely ${formatLumpSum(summary.low)} to ${formatLumpSum(summary.high)}`,
    )
    expect(email!.text).toContain('Time frame: 3 to 6 months')
    expect(email!.text).toMatch(/May call:\s+Yes/)
    expect(email!.text).toMatch(/May text:\s+No/)
    expect(email!.text).toContain(`The ${summary.comparables.length} sales the estimate compared:`)
    summary.comparables.forEach((c, i) => {
      expect(email!.text).toContain(`${i + 1}. ${c.address}: sold `)
      expect(email!.text).toContain(
        `for ${formatLumpSum(c.price)}, adjusted ${formatLumpSum(c.adjusted)}`,
      )
    })
    expect(email!.text).toContain('/home-value?place=Andover&type=single-family&beds=3&baths=2')
    const [lead] = await leadsOf('morgan.seller@example.com')
    expect(lead!.agentEmail).toMatchObject({ state: 'sent' })
    expect(lead!.confirmationEmail?.state ?? null).toBeNull()
  })
})

describe('a seller lead the server cannot trust', () => {
  const refused = async (body: object, error: string | RegExp) => {
    const reply = await h.post(postSellerLead, body)
    expect(reply.status).toBe(400)
    expect((await reply.json()).error).toMatch(error)
  }

  it('is refused with a sentence the visitor can act on, and nothing is stored', async () => {
    const before = (await h.payload.count({ collection: 'seller-leads' })).totalDocs
    const good = sellerLeadBody('refused@example.com', summary)
    const withSummary = (change: Partial<Record<keyof EstimateSummary, unknown>>) => ({
      ...good,
      summary: { ...summary, ...change },
    })
    await refused({ ...good, phone: '' }, SELLER_MESSAGES.phoneRequired)
    await refused({ ...good, phone: '555-01' }, SELLER_MESSAGES.phoneDigits)
    // An extra digit is a mistyped number, not one to cut to ten: (297) 355-5014 is nobody's.
    await refused({ ...good, phone: '2 973 555 0142' }, SELLER_MESSAGES.phoneDigits)
    await refused({ ...good, name: 'Dana\nVisit evil.example' }, /just your name/)
    await refused({ ...good, email: 'dana@' }, SELLER_MESSAGES.emailInvalid)
    await refused({ ...good, kind: 'sell-now' }, SELLER_MESSAGES.kind)
    await refused({ ...good, timeFrame: 'yesterday' }, SELLER_MESSAGES.timeFrame)
    await refused({ ...good, consent: { email: true } }, SELLER_MESSAGES.consent)
    // The estimate: numbers within what an estimate gives, a range around its value, a bounded
    // list of sales, known fields only, and a town the store knows.
    await refused(withSummary({ value: 1e15 }), SELLER_MESSAGES.summary)
    await refused(withSummary({ value: null }), SELLER_MESSAGES.summary)
    await refused(withSummary({ low: summary.high + 1000 }), SELLER_MESSAGES.summary)
    await refused(withSummary({ asOf: '2026-02-30' }), SELLER_MESSAGES.summary)
    await refused(withSummary({ facts: { ...summary.facts, beds: 2.5 } }), SELLER_MESSAGES.summary)
    await refused(
      withSummary({ comparables: Array.from({ length: 9 }, () => summary.comparables[0]) }),
      SELLER_MESSAGES.summary,
    )
    await refused(withSummary({ place: 'x'.repeat(101) }), SELLER_MESSAGES.summary)
    // A town the store does not know, even on a summary the site sealed.
    const atlantis = { ...summary, place: 'Atlantis' }
    await refused(
      { ...good, summary: atlantis, seal: sealSummary(atlantis) },
      SELLER_MESSAGES.summary,
    )
    await refused(withSummary({ address: '<script>' }), SELLER_MESSAGES.summary)
    // An estimate edited in the browser, however plausible, is not the one the site made.
    await refused(withSummary({ value: summary.low }), SELLER_MESSAGES.summary)
    await refused(withSummary({ address: '1 Main St, Andover' }), SELLER_MESSAGES.summary)
    await refused(
      withSummary({ comparables: summary.comparables.slice(0, -1) }),
      SELLER_MESSAGES.summary,
    )
    await refused({ ...good, seal: undefined }, SELLER_MESSAGES.summary)
    await refused({ ...good, seal: good.seal.slice(1) }, SELLER_MESSAGES.summary)
    await refused(withSummary({ note: 'call me' } as never), /Unexpected field: note/)
    await refused({ ...good, summary: undefined }, SELLER_MESSAGES.summary)
    expect((await h.payload.count({ collection: 'seller-leads' })).totalDocs).toBe(before)
  })
})
