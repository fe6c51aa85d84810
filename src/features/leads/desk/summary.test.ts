import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'
import { deskSummary, formatDuration, startOfDay } from './summary'

// The agent's desk over a real SQLite file: leads created, backdated and answered here.
const bed = routeTestbed('desk-test')

const MINUTE = 60_000
const now = new Date()

/** A lead of `collection` that came in `minutesAgo` minutes ago. */
async function leadAt(
  collection: CollectionSlug,
  minutesAgo: number,
  data: Record<string, unknown>,
) {
  const doc = await bed.payload.create({
    collection,
    data: { status: 'new', ...data } as never,
    overrideAccess: true,
  })
  const createdAt = new Date(now.getTime() - minutesAgo * MINUTE).toISOString()
  await bed.payload.db.updateOne({ collection, id: doc.id, data: { createdAt }, returning: false })
  return doc.id
}

const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '(973) 555-0100',
  message: 'Please call me about homes in Byram.',
})

describe("the agent's desk", () => {
  it('counts new leads by kind for today and the last 7 days, and lists those waiting, oldest first', async () => {
    const before = await deskSummary(bed.payload, now)
    const midnight = startOfDay(now).getTime()
    const sinceMidnight = Math.floor((now.getTime() - midnight) / MINUTE)
    await leadAt('contact-messages', 2, contact('Fresh Lead'))
    await leadAt('contact-messages', 3 * 24 * 60, contact('Three Days'))
    await leadAt('contact-messages', 10 * 24 * 60, contact('Ten Days'))
    await leadAt('contact-messages', sinceMidnight + 30, contact('Last Night'))
    await leadAt('newsletter-subscribers', 1, {
      email: 'pending@example.com',
      subscription: 'pending',
    })
    await leadAt('newsletter-subscribers', 1, {
      email: 'reader@example.com',
      subscription: 'subscribed',
    })

    const after = await deskSummary(bed.payload, now)
    const added = (collection: string) => {
      const was = before.counts.find((row) => row.collection === collection)!
      const is = after.counts.find((row) => row.collection === collection)!
      return { today: is.today - was.today, week: is.week - was.week }
    }
    expect(added('contact-messages')).toEqual({ today: 1, week: 3 })
    // A sign-up waiting for its owner's confirmation is not a lead yet.
    expect(added('newsletter-subscribers')).toEqual({ today: 1, week: 1 })

    // Newsletter sign-ups are not answered in person: they never wait.
    expect(after.waitingTotal - before.waitingTotal).toBe(4)
    const who = after.waiting.map((lead) => lead.who.split(' · ')[0])
    const order = ['Ten Days', 'Three Days', 'Last Night', 'Fresh Lead'].map((n) => who.indexOf(n))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    const fresh = after.waiting.find((lead) => lead.who.startsWith('Fresh Lead'))!
    expect(fresh.waitedMs).toBe(2 * MINUTE)
    expect(fresh.type).toBe('Contact messages')
  })

  it('records the first contact once, and the median time to it over the last 30 days', async () => {
    const ids = [
      await leadAt('listing-inquiries', 60, {
        kind: 'showing',
        ...contact('Showing Asker'),
        listingKey: 'demo-001',
        listingAddress: '1 Demo Rd, Sparta, NJ',
        listingUrl: 'http://127.0.0.1:3000/listings/demo',
        consentText: 'Yes, follow up.',
        allowFollowUp: true,
      }),
      await leadAt('mortgage-leads', 0, {
        ...contact('Calculator User'),
        consentText: 'Yes, follow up.',
        allowFollowUp: true,
        inputs: {
          purchasePrice: 1,
          downPaymentPercent: 1,
          downPaymentAmount: 1,
          interestRate: 1,
          loanTerm: 30,
          propertyTaxRate: 1,
          insuranceRate: 1,
          pmiRate: 1,
          hoaFees: 0,
          extraPrincipal: 0,
        },
        results: {
          totalMonthly: 1,
          principalAndInterest: 1,
          propertyTaxMonthly: 1,
          insuranceMonthly: 1,
          pmiMonthly: 0,
          hoaMonthly: 0,
          extraMonthly: 0,
          loanAmount: 1,
          cashToClose: 1,
          interestSaved: 0,
          monthsSaved: 0,
          monthsToPayoff: 360,
          payoffTimeline: '30 years',
          payoffDate: 'December 2056',
        },
      }),
    ]
    const waitingBefore = (await deskSummary(bed.payload)).waitingTotal
    const [showing, calculator] = await Promise.all([
      bed.payload.update({
        collection: 'listing-inquiries',
        id: ids[0]!,
        data: { status: 'contacted' },
      }),
      bed.payload.update({
        collection: 'mortgage-leads',
        id: ids[1]!,
        data: { status: 'contacted' },
      }),
    ])
    expect(showing.firstContactedAt).toBeTruthy()
    // Closing it later, or contacting it again, keeps the first moment.
    const closed = await bed.payload.update({
      collection: 'listing-inquiries',
      id: ids[0]!,
      data: { status: 'closed' },
    })
    expect(closed.firstContactedAt).toBe(showing.firstContactedAt)
    const again = await bed.payload.update({
      collection: 'listing-inquiries',
      id: ids[0]!,
      data: { status: 'contacted' },
    })
    expect(again.firstContactedAt).toBe(showing.firstContactedAt)

    const summary = await deskSummary(bed.payload)
    expect(summary.waitingTotal).toBe(waitingBefore - 2)
    // One answered after an hour, one at once: the median of the two.
    expect(summary.firstContact.leads).toBe(2)
    const hour = Date.parse(showing.firstContactedAt!) - (now.getTime() - 60 * MINUTE)
    const instant = Date.parse(calculator.firstContactedAt!) - now.getTime()
    expect(summary.firstContact.medianMs).toBeCloseTo((hour + instant) / 2, -3)
  })

  it('starts the day at midnight in New Jersey and says how long in plain words', () => {
    // 03:00 UTC on 24 November is 22:00 on the 23rd in New Jersey (UTC−5 in winter).
    expect(startOfDay(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    )
    // In summer (UTC−4).
    expect(startOfDay(new Date('2026-07-04T15:30:12.345Z')).toISOString()).toBe(
      '2026-07-04T04:00:00.000Z',
    )
    // The days the clocks change: 23 and 25 hours long.
    expect(startOfDay(new Date('2026-03-08T20:00:00Z')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    )
    expect(startOfDay(new Date('2026-11-01T20:00:00Z')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    )
    expect(formatDuration(30_000)).toBe('under a minute')
    expect(formatDuration(4 * MINUTE)).toBe('4 min')
    expect(formatDuration(125 * MINUTE)).toBe('2 h 5 min')
    expect(formatDuration(3 * 24 * 60 * MINUTE)).toBe('3 days')
  })
})
