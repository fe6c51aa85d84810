import { beforeAll, describe, expect, it } from 'vitest'

import { FUB, HOOK, SMS, form, handoffBed, json } from '../../../../tests/support/handoffBed'
import { INVESTMENT_QUESTION } from '../../../../tests/support/leadBodies'

// A question about a home as an investment handed to Follow Up Boss, a webhook and an SMS
// provider, each stood in for by a real HTTP server on loopback, through the real endpoint, jobs
// queue and database.
const bed = handoffBed('investment-handoff-test')
const { h, receiver, about } = bed
let post: (request: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: post } = await import('@/app/(frontend)/api/investment-inquiry/route'))
})

describe('an investment question where the agent works', () => {
  it('reaches Follow Up Boss as a Property Inquiry about the home, the figures in its message', async () => {
    const reply = await h.post(post, INVESTMENT_QUESTION)
    expect(reply.status).toBe(200)
    await h.runLeadDeliveries(h.payload)

    const [listing] = (
      await h.payload.find({
        collection: 'listings',
        where: { ListingKey: { equals: 'demo-001' } },
      })
    ).docs
    const [event, ...more] = about(FUB, 'priya@example.com')
    expect(more).toHaveLength(0)
    const sent = json(event!)
    expect(sent).toMatchObject({
      type: 'Property Inquiry',
      system: bed.agentName,
      description: 'Investment question',
      person: {
        firstName: 'Priya',
        lastName: 'Castellano',
        emails: [{ value: 'priya@example.com' }],
        phones: [{ value: '(973) 555-0177' }],
      },
      property: {
        street: listing!.UnparsedAddress!.split(',')[0],
        mlsNumber: 'demo-001',
        price: listing!.ListPrice,
      },
    })
    expect(sent.property.url).toMatch(/\/listings\/DEMO0001-/)
    const message = sent.message.replace(/[ \t]+/g, ' ')
    expect(message).toMatch(
      /^Would the seller share the water bills\?\n\nThe figures as the visitor saw them on /,
    )
    for (const line of [
      'Net operating income: $23,457 a year',
      'Cap rate: 5.23%',
      'Cash flow: $412.35 a month',
      'Cash-on-cash return: 4.87%',
      'Debt service coverage (DSCR): 1.23',
      'Rent: $3,200.00 a month (from comparable leases nearby)',
      'Mortgage rate: 6.5%',
    ])
      expect(message).toContain(line)

    const [hook] = about(HOOK, 'priya@example.com')
    expect(json(hook!).lead).toMatchObject({
      kind: 'investment',
      label: 'Investment question',
      property: { listingKey: 'demo-001', price: listing!.ListPrice },
      consent: { allowFollowUp: true },
    })
    const texts = receiver.to(SMS).map((r) => form(r).Body)
    expect(texts).toContain(
      `New investment question: ${listing!.UnparsedAddress!.split(',')[0]}, Priya C., (973) 555-0177`,
    )
    const lead = await bed.lead('investment-inquiries', 'priya@example.com')
    expect(lead.crmHandoff).toMatchObject({ state: 'sent' })
  })
})
