import { beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { SAVED_THANKS } from './rules'

// "Email me these homes" takes any address: whoever owns it gets the site's words and the homes,
// once a day at most, whatever the form said. Real endpoint, SQLite file and SMTP on loopback.
const h = leadHarness('saved-once-test')
let post: (r: Request) => Promise<Response>
beforeAll(async () => {
  ;({ POST: post } = await import('@/app/(frontend)/api/saved-homes/route'))
})

const ask = (email: string, more: object = {}) =>
  h.post(post, {
    listingKeys: ['demo-003', 'demo-001'],
    name: 'Account Locked Call Support',
    email,
    phone: '555 0100 urgent',
    allowFollowUp: false,
    ...more,
  })
const leadsTo = async (email: string) =>
  (await h.payload.find({ collection: 'saved-home-lists', where: { email: { equals: email } } }))
    .docs
const noticesAbout = (email: string) =>
  h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))
const address = async (key: string) =>
  (await h.payload.find({ collection: 'listings', where: { ListingKey: { equals: key } } }))
    .docs[0]!.UnparsedAddress!

describe('saved homes sent to an address the visitor typed', () => {
  it('gives its owner only the site words and the homes, never what the visitor typed', async () => {
    expect((await ask('stranger@example.com')).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    const [mail] = h.smtp.to('stranger@example.com')
    expect(mail!.text).toContain(await address('demo-003'))
    for (const typed of ['Account', 'Locked', 'Support', '0100', 'urgent'])
      expect(`${mail!.headers.get('subject')}\n${mail!.text}`).not.toContain(typed)
    // The agent still reads who asked.
    expect(noticesAbout('stranger@example.com')[0]!.text).toContain('Account Locked Call Support')
  })

  it('sends one email a day to an address; later requests are kept and reach the agent', async () => {
    const email = 'twice@example.com'
    expect(await (await ask(email)).json()).toMatchObject({ message: SAVED_THANKS })
    await h.runLeadDeliveries(h.payload)
    const again = await ask(email.toUpperCase(), { listingKeys: ['demo-002'] })
    expect(await again.json()).toEqual({ success: true, message: SAVED_THANKS })
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email)).toHaveLength(1)
    expect(await leadsTo(email)).toHaveLength(2)
    expect(noticesAbout(email)).toHaveLength(2)
    const second = noticesAbout(email).find((m) => m.text.includes('DEMO0002'))!
    expect(second.text).toContain('so no email went to it now')
    expect(noticesAbout(email)[0]!.text).not.toContain('no email went')

    // A day later the address may have its homes again.
    for (const lead of await leadsTo(email)) {
      const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 1_000).toISOString()
      await h.payload.db.updateOne({
        collection: 'saved-home-lists',
        id: lead.id,
        data: { createdAt: dayAgo },
        returning: false,
      })
    }
    expect(await (await ask(email)).json()).toMatchObject({ message: SAVED_THANKS })
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email)).toHaveLength(2)
  })

  it('answers alike whether or not the address was emailed today, telling nobody it was', async () => {
    const used = 'used.today@example.com'
    await ask(used)
    await h.runLeadDeliveries(h.payload)
    const [again, fresh] = [await ask(used), await ask('never.seen@example.com')]
    expect([again.status, fresh.status]).toEqual([200, 200])
    expect(await again.json()).toEqual(await fresh.json())
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(used)).toHaveLength(1)
  })

  it('sends one email when two requests for an address arrive at once', async () => {
    const email = 'same.moment@example.com'
    const replies = await Promise.all([ask(email), ask(email)])
    const messages = await Promise.all(replies.map(async (r) => (await r.json()).message))
    expect(messages).toEqual([SAVED_THANKS, SAVED_THANKS])
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email)).toHaveLength(1)
    expect(noticesAbout(email)).toHaveLength(2)
  })

  it('lists a home asked for several times once, in the order first asked', async () => {
    const email = 'repeats@example.com'
    await ask(email, { listingKeys: ['demo-003', 'demo-001', 'demo-003', 'demo-003'] })
    await h.runLeadDeliveries(h.payload)
    expect((await leadsTo(email))[0]).toMatchObject({ homeCount: 2 })
    const [mail] = h.smtp.to(email)
    expect(mail!.headers.get('subject')).toBe('Your 2 saved homes')
    const [third, first] = [await address('demo-003'), await address('demo-001')]
    expect(mail!.text.split(third)).toHaveLength(2)
    expect(mail!.text.indexOf(first)).toBeGreaterThan(mail!.text.indexOf(third))
  })
})
