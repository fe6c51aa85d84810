import { beforeAll, describe, expect, it } from 'vitest'

import { formatLumpSum } from '@/lib/money'

import { FUB, HOOK, SMS, form, handoffBed, json } from '../../../../tests/support/handoffBed'
import { estimateSummary, sellerLeadBody } from '../../../../tests/support/homeEstimate'
import type { EstimateSummary } from '../valuation/summary'

// A seller's lead handed to Follow Up Boss, a webhook and an SMS provider, each stood in for by a
// real HTTP server on loopback, through the real endpoint, jobs queue and SQLite database.
const bed = handoffBed('seller-handoff-test')
const { h, receiver, about } = bed
let summary: EstimateSummary
let postSellerLead: (request: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: postSellerLead } = await import('@/app/(frontend)/api/seller-lead/route'))
  summary = await estimateSummary(h.payload)
})

describe('a seller’s lead where the agent works', () => {
  it('reaches Follow Up Boss as a Seller Inquiry with the home, its town and its value', async () => {
    const reply = await h.post(postSellerLead, sellerLeadBody('seller@example.com', summary))
    expect(reply.status).toBe(200)
    await h.runLeadDeliveries(h.payload)

    const [event, ...more] = about(FUB, 'seller@example.com')
    expect(more).toHaveLength(0)
    const sent = json(event!)
    expect(sent).toMatchObject({
      type: 'Seller Inquiry',
      system: bed.agentName,
      person: {
        firstName: 'Dana',
        lastName: 'Whitfield',
        emails: [{ value: 'seller@example.com' }],
        phones: [{ value: '(973) 555-0160' }],
      },
      property: { city: 'Andover', state: 'NJ', price: summary.value },
    })
    expect(sent.property.street).toBeUndefined()
    expect(sent.property.url).toBe(
      'http://127.0.0.1:3000/home-value?place=Andover&type=single-family&beds=3&baths=2&sqft=1800&lot=0.5&year=1985&condition=average',
    )
    expect(sent.message).toContain(
      `Asked for a review of the home-value estimate of Andover.\nEstimate: ${formatLumpSum(summary.value)}`,
    )
    expect(sent.message).toContain('Time frame to sell: 3 to 6 months.')
    expect(sent.message).toContain('May be contacted by email, calls.')

    const [hook] = about(HOOK, 'seller@example.com')
    expect(json(hook!).lead).toMatchObject({
      kind: 'seller-review',
      label: 'Home value review',
      property: { city: 'Andover', price: summary.value },
      consent: { allowFollowUp: true },
    })
    const texts = receiver.to(SMS).map((r) => form(r).Body)
    expect(texts).toContain('New home value review: Andover, Dana W., (973) 555-0160')
  })

  it('hands over a sign-up for value updates only once its owner confirms it', async () => {
    const body = sellerLeadBody('updates@example.com', summary, 'updates')
    expect((await h.post(postSellerLead, body)).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    expect(about(FUB, 'updates@example.com')).toHaveLength(0)
    expect(about(HOOK, 'updates@example.com')).toHaveLength(0)

    const [mail] = h.smtp.to('updates@example.com')
    const url = /http:\/\/127\.0\.0\.1:3000\/home-value\/confirm\?\S+/.exec(mail!.text)![0]
    const confirm = await import('@/app/(frontend)/home-value/confirm/route')
    await confirm.POST(new Request(url, { method: 'POST', body: '' }))
    await h.runLeadDeliveries(h.payload)
    const [event] = about(FUB, 'updates@example.com')
    expect(json(event!)).toMatchObject({
      type: 'Seller Inquiry',
      property: { city: 'Andover', price: summary.value },
    })
    expect(json(event!).message).toMatch(/^Signed up for monthly value updates of Andover\./)
  })
})
