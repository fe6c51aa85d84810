import { beforeAll, describe, expect, it } from 'vitest'

import { SHOWING_REQUEST } from '../../../../tests/support/leadBodies'
import { routeTestbed } from '../../../../tests/support/routeTestbed'
import { INQUIRY_CONSENT_TEXT } from './rules'

// The real endpoint on a real SQLite file holding the demo inventory (no feed is configured).
const bed = routeTestbed('inquiry-test')
let post: (r: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: post } = await import('@/app/(frontend)/api/listing-inquiry/route'))
})

const request = SHOWING_REQUEST
const send = (body: object) => bed.send(post, JSON.stringify(body), {}, '/api/listing-inquiry')

describe('showing requests and questions', () => {
  it('stores a showing request with the home as shown and the consent wording', async () => {
    const reply = await send(request)
    expect(reply.status).toBe(200)
    const { docs } = await bed.payload.find({
      collection: 'listing-inquiries',
      where: { email: { equals: 'jane@example.com' } },
    })
    const [listing] = (
      await bed.payload.find({
        collection: 'listings',
        where: { ListingKey: { equals: 'demo-001' } },
      })
    ).docs
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      kind: 'showing',
      listingKey: 'demo-001',
      listingAddress: listing!.UnparsedAddress,
      listingPrice: listing!.ListPrice,
      preferredTimes: 'Saturday morning',
      consentText: INQUIRY_CONSENT_TEXT,
      allowFollowUp: true,
      status: 'new',
    })
    expect(docs[0]!.listingUrl).toMatch(/\/listings\/DEMO0001-/)
  })

  it('asks for the question itself, and refuses a home that is not shown, storing nothing', async () => {
    const before = (await bed.payload.count({ collection: 'listing-inquiries' })).totalDocs
    const question = await send({ ...request, kind: 'question', preferredTimes: undefined })
    expect(question.status).toBe(400)
    expect((await question.json()).error).toBe('Please write your question.')
    const gone = await send({ ...request, listingKey: 'no-such-home' })
    expect(gone.status).toBe(410)
    expect((await gone.json()).error).toBe('This home is no longer available.')
    expect((await bed.payload.count({ collection: 'listing-inquiries' })).totalDocs).toBe(before)
  })
})
