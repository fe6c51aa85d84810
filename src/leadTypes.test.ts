import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { leadTypesOf } from '@/features/leads/leadType'
import { DEFAULT_INPUTS } from '@/features/mortgage/math/constants'

import { INVESTMENT_SNAPSHOT } from '../tests/support/leadBodies'
import { leadHarness } from '../tests/support/leadHarness'

const h = leadHarness('lead-types-test')
// Loaded once the harness has chosen the database (they load the Payload config).
const { storeContactMessage, storeSubscriber } = await import('@/features/leads/server/store')
const { storeAlert } = await import('@/features/listings/alerts/store')
const { storeInquiry } = await import('@/features/listings/inquiry/store')
const { storeInvestmentInquiry } = await import('@/features/investors/lead/store')
const { storeSavedHomes } = await import('@/features/listings/saved/store')
const { storeMortgageLead } = await import('@/features/mortgage/lead/store')
const { storeSellerLead } = await import('@/features/sellers/lead/store')
const { storeReportSubscription } = await import('@/features/market/subscription/store')
const { estimateSummary } = await import('../tests/support/homeEstimate')
const { sealSummary } = await import('@/features/sellers/valuation/seal')

const from = { sourceUrl: 'http://127.0.0.1:3000/contact', userAgent: 'Mozilla/5.0 (test)' }
const person = (kind: string) => ({
  name: 'Morgan Ellis',
  email: `${kind}@example.com`,
  phone: '(973) 555-0188',
})

/** A home the site shows now (the demo inventory), for the forms about a home. */
async function shownHome(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'listings',
    where: { shown: { equals: true } },
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.ListingKey)
}

/**
 * One lead of each kind, stored by its own form's code, and how its owner confirms it where it
 * waits for that. A new kind of lead needs a line here: the test below fails until it has one.
 */
const leads: Record<string, (payload: Payload) => Promise<unknown>> = {
  'contact-messages': (payload) =>
    storeContactMessage(payload, { ...person('contact'), message: 'Call me, please.' }, from),
  'newsletter-subscribers': async (payload) => {
    await storeSubscriber(payload, { email: 'newsletter@example.com' }, from)
    await payload.update({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'newsletter@example.com' } },
      data: { subscription: 'subscribed' },
    })
  },
  'mortgage-leads': (payload) =>
    storeMortgageLead(
      payload,
      {
        contact: { ...person('mortgage'), allowFollowUp: true },
        inputs: { ...DEFAULT_INPUTS, loanTerm: 30 },
      },
      from,
    ),
  'listing-inquiries': async (payload) =>
    storeInquiry(
      payload,
      {
        kind: 'showing',
        listingKey: await shownHome(payload),
        ...person('inquiry'),
        allowFollowUp: false,
      },
      from,
    ),
  'investment-inquiries': async (payload) =>
    storeInvestmentInquiry(
      payload,
      {
        listingKey: await shownHome(payload),
        ...person('investment'),
        allowFollowUp: false,
        snapshot: { ...INVESTMENT_SNAPSHOT, debtServiceCoverage: null },
      },
      from,
    ),
  'saved-home-lists': async (payload) =>
    storeSavedHomes(
      payload,
      { listingKeys: [await shownHome(payload)], ...person('saved'), allowFollowUp: true },
      from,
    ),
  'seller-leads': async (payload) => {
    const summary = await estimateSummary(payload)
    return storeSellerLead(
      payload,
      {
        kind: 'review',
        ...person('seller'),
        consent: { email: true, calls: false, texts: false },
        summary,
        seal: sealSummary(summary),
      },
      from,
    )
  },
  'search-alerts': async (payload) => {
    await storeAlert(
      payload,
      { search: 'beds=3', email: 'alert@example.com', frequency: 'daily' },
      from,
    )
    await payload.update({
      collection: 'search-alerts',
      where: { email: { equals: 'alert@example.com' } },
      data: { subscription: 'active' },
    })
  },
  'report-subscriptions': async (payload) => {
    await storeReportSubscription(payload, { area: 'andover', email: 'report@example.com' }, from)
    await payload.update({
      collection: 'report-subscriptions',
      where: { email: { equals: 'report@example.com' } },
      data: { subscription: 'active' },
    })
  },
}

describe('the lead types', () => {
  it('describe every lead collection of the config', () => {
    const leadCollections = h.payload.config.collections
      .filter((collection) => collection.custom?.deliveries)
      .map((collection) => collection.slug)
    const described = leadTypesOf(h.payload).map((type) => type.collection.slug)
    expect(leadCollections.length).toBeGreaterThan(0)
    expect([...described].sort()).toEqual([...leadCollections].sort())
    expect(Object.keys(leads).sort()).toEqual([...described].sort())
  })

  it("each deliver their agent's notice through the queue to the agent's inbox", async () => {
    for (const type of leadTypesOf(h.payload)) await leads[type.collection.slug]!(h.payload)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    for (const type of leadTypesOf(h.payload)) {
      const collection = type.collection.slug as CollectionSlug
      const { docs } = await h.payload.find({ collection, depth: 0 })
      expect(docs, collection).toHaveLength(1)
      const lead = docs[0] as unknown as { agentEmail?: { state?: string } }
      expect(lead.agentEmail?.state, collection).toBe('sent')
    }
    expect(h.smtp.to(h.agentEmail)).toHaveLength(leadTypesOf(h.payload).length)
  })

  it('send a job queued before its delivery was named so, under its old field', async () => {
    const { id } = await h.payload.create({
      collection: 'contact-messages',
      data: { ...person('earlier'), message: 'Queued by an earlier version.', status: 'new' },
    })
    // Only a job as earlier versions queued it, the delivery's name under `email`: the one the
    // hook queued now goes.
    const jobs = await h.payload.find({ collection: 'payload-jobs', where: {} })
    await h.payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: jobs.docs.map((job) => job.id) } },
    })
    await h.payload.jobs.queue({
      task: 'sendLeadEmail',
      queue: 'leads',
      input: { collection: 'contact-messages', leadId: String(id), email: 'contact-agent' },
    })
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const sent = h.smtp.to(h.agentEmail).filter((email) => email.text.includes('earlier@'))
    expect(sent).toHaveLength(1)
    const lead = await h.payload.findByID({ collection: 'contact-messages', id, depth: 0 })
    expect(lead.agentEmail?.state).toBe('sent')
  })
})
