import { describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'

// Double opt-in and the unsubscribe link, end to end: the endpoint, the queue, a real SMTP server.
const h = leadHarness('newsletter-test')

describe('the newsletter through a real SMTP server', () => {
  it('asks a new subscriber to confirm, then welcomes them with a working unsubscribe link', async () => {
    await h.post(h.postNewsletter, { email: 'Jordan@Example.com' })
    await h.runLeadDeliveries(h.payload)

    // Only the confirmation goes out: no welcome, and no notice to the agent, until confirmed.
    const [confirmation, ...others] = h.smtp.to('jordan@example.com')
    expect(others).toHaveLength(0)
    expect(confirmation!.headers.get('subject')).toMatch(/^Please confirm your subscription/)
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('jordan@example.com'))).toBe(false)
    expect((await h.subscriber('jordan@example.com')).subscription).toBe('pending')

    // Signing up again the same day, or the agent saving a note on it, sends no second one.
    await h.post(h.postNewsletter, { email: 'jordan@example.com' })
    const waiting = await h.subscriber('jordan@example.com')
    expect(waiting.agentEmail?.state ?? null).toBeNull() // nothing queued before confirmation
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: waiting.id,
      data: { notes: 'Met at the open house', confirmationEmail: { state: 'queued' } },
    })
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to('jordan@example.com')).toHaveLength(1)

    const confirmLink = confirmation!.text.match(/(http\S+\/newsletter\/confirm\S+)/)?.[1] ?? ''
    const asked = await h.confirmRoute.GET(new Request(confirmLink))
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('<button type="submit">Confirm my subscription</button>')
    expect((await h.subscriber('jordan@example.com')).subscription).toBe('pending')
    const confirmed = await h.confirmRoute.POST(new Request(confirmLink, { method: 'POST' }))
    expect(await confirmed.text()).toContain('You are subscribed')
    await h.runLeadDeliveries(h.payload)

    const welcome = h.smtp.to('jordan@example.com')[1]!
    expect(welcome.headers.get('subject')).toMatch(/^Welcome to .+'s newsletter$/)
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const link = welcome.text.match(/Unsubscribe with one click: (\S+)/)?.[1] ?? ''
    expect(welcome.headers.get('list-unsubscribe')).toBe(`<${link}>`)
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('jordan@example.com'))).toBe(true)
    expect((await h.subscriber('jordan@example.com')).confirmedAt).toBeTruthy()

    const confirm = await h.unsubscribeRoute.GET(new Request(link))
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('<button type="submit">Unsubscribe</button>')
    expect((await h.subscriber('jordan@example.com')).subscription).toBe('subscribed')

    const done = await h.unsubscribeRoute.POST(new Request(link, { method: 'POST' }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    const subscribed = await h.subscriber('jordan@example.com')
    expect(subscribed.subscription).toBe('unsubscribed')
    expect(subscribed.unsubscribedAt).toBeTruthy()
    expect(subscribed.visitorEmail).toMatchObject({ state: 'sent' })

    // The old confirmation link does not subscribe the address again; a new sign-up asks again.
    const replayed = await h.confirmRoute.POST(new Request(confirmLink, { method: 'POST' }))
    expect(replayed.status).toBe(400)
    expect((await h.subscriber('jordan@example.com')).subscription).toBe('unsubscribed')
    await h.post(h.postNewsletter, { email: 'jordan@example.com' })
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to('jordan@example.com')).toHaveLength(3)
    expect(h.smtp.to('jordan@example.com')[2]!.headers.get('subject')).toMatch(/^Please confirm/)
    expect((await h.subscriber('jordan@example.com')).subscription).toBe('pending')
  })

  it('refuses a changed confirmation link with a clear page and subscribes no one', async () => {
    await h.post(h.postNewsletter, { email: 'morgan.link@example.com' })
    const { id } = await h.subscriber('morgan.link@example.com')
    for (const url of [
      `http://127.0.0.1:3000/newsletter/confirm?id=${id}&token=${'a'.repeat(64)}`,
      `http://127.0.0.1:3000/newsletter/confirm?id=${Number(id) + 1}&token=x`,
      'http://127.0.0.1:3000/newsletter/confirm?id=abc',
    ]) {
      const reply = await h.confirmRoute.POST(new Request(url, { method: 'POST' }))
      expect(reply.status, url).toBe(400)
      expect(await reply.text()).toContain('This confirmation link is not valid')
    }
    expect((await h.subscriber('morgan.link@example.com')).subscription).toBe('pending')
  })

  it('refuses a changed or incomplete unsubscribe link with a clear page', async () => {
    await h.post(h.postNewsletter, { email: 'casey@example.com' })
    const forged =
      'http://127.0.0.1:3000/unsubscribe?email=casey%40example.com&token=' + 'a'.repeat(64)
    for (const url of [forged, 'http://127.0.0.1:3000/unsubscribe']) {
      const reply = await h.unsubscribeRoute.POST(new Request(url, { method: 'POST' }))
      expect(reply.status).toBe(400)
      expect(await reply.text()).toContain('This unsubscribe link is not valid')
    }
    expect((await h.subscriber('casey@example.com')).subscription).toBe('pending')
  })
})
