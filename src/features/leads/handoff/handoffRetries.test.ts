import { _internal_jobSystemGlobals } from 'payload'
import { describe, expect, it } from 'vitest'

import { leadTimeline } from '@/features/leads/timeline/timeline'

import { contact, FUB, HOOK, SMS, handoffBed } from '../../../../tests/support/handoffBed'

// The hand-offs to Follow Up Boss, a webhook and an SMS provider (real HTTP servers on loopback)
// when a receiver fails, refuses, moves or is down, a job is lost, or nothing is configured.
const bed = handoffBed('handoff-retries-test')
const { h, receiver, about, lead } = bed

describe('each hand-off retried, refused or held back as its receiver answers', () => {
  it('retries a 500 and sends the lead once it succeeds, once', async () => {
    receiver.answer(FUB, { status: 500, body: 'upstream hiccup' })
    await h.post(h.postContact, contact('retry@example.com'))
    await h.runLeadDeliveries(h.payload)
    const waiting = await lead('contact-messages', 'retry@example.com')
    expect(waiting.crmHandoff).toMatchObject({ state: 'retrying', attempts: 1 })
    expect(waiting.crmHandoff?.lastError).toBe('HTTP 500 Internal Server Error: upstream hiccup')
    expect(waiting.webhookHandoff).toMatchObject({ state: 'sent' }) // the others never wait
    expect(waiting.agentEmail).toMatchObject({ state: 'sent' })

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 60_000)
    await h.runLeadDeliveries(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadDeliveries(h.payload)
    expect(about(FUB, 'retry@example.com')).toHaveLength(2)
    expect(about(HOOK, 'retry@example.com')).toHaveLength(1)
    const sent = await lead('contact-messages', 'retry@example.com')
    expect(sent.crmHandoff).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
  })

  it('does not retry a 400, and shows the receiver’s reason on the lead', async () => {
    receiver.answer(HOOK, { status: 400, body: '{"error":"unknown field: lead.phone"}' })
    await h.post(h.postContact, contact('refused@example.com'))
    await h.runLeadDeliveries(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 24 * 60 * 60_000)
    await h.runLeadDeliveries(h.payload)

    expect(about(HOOK, 'refused@example.com')).toHaveLength(1)
    const refused = await lead('contact-messages', 'refused@example.com')
    expect(refused.webhookHandoff).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'HTTP 400 Bad Request: {"error":"unknown field: lead.phone"}',
    })
    expect(refused.crmHandoff).toMatchObject({ state: 'sent' })

    // The lead's timeline in the studio says so too, beside the deliveries that went.
    const timeline = await leadTimeline(h.payload, 'contact-messages', refused.id as never)
    const deliveries = timeline!.entries.filter((entry) => entry.kind === 'delivery')
    // The ones that went, each at its time; then the one that did not, with the reason.
    expect(
      deliveries
        .slice(0, -1)
        .map((entry) => [entry.label, entry.state])
        .sort(),
    ).toEqual([
      ['Email to the agent', 'sent'],
      ['Follow Up Boss', 'sent'],
      ['Text to the agent', 'sent'],
    ])
    expect(deliveries.slice(0, -1).every((entry) => entry.at)).toBe(true)
    expect(deliveries.at(-1)).toMatchObject({
      label: 'Lead webhook',
      state: 'failed',
      at: '',
      lastError: 'HTTP 400 Bad Request: {"error":"unknown field: lead.phone"}',
    })
  })

  it('delivers everything, once, when a receiver that was down comes back', async () => {
    await receiver.stop()
    const emails = ['down1@example.com', 'down2@example.com', 'down3@example.com']
    for (const email of emails)
      expect((await h.post(h.postContact, contact(email))).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    for (const email of emails) {
      const waiting = await lead('contact-messages', email)
      expect(waiting.agentEmail).toMatchObject({ state: 'sent' }) // the agent still hears at once
      expect(waiting.crmHandoff).toMatchObject({ state: 'retrying' })
      expect(waiting.smsAlert?.lastError).toMatch(/fetch failed|ECONNREFUSED/)
    }

    await receiver.start()
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 5 * 60_000)
    await h.runLeadDeliveries(h.payload)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadDeliveries(h.payload)
    for (const email of emails) {
      expect(about(FUB, email)).toHaveLength(1)
      expect(about(HOOK, email)).toHaveLength(1)
      const stored = await lead('contact-messages', email)
      for (const slot of ['crmHandoff', 'webhookHandoff', 'smsAlert'])
        expect(stored[slot]).toMatchObject({ state: 'sent' })
    }
    expect(receiver.to(SMS)).toHaveLength(3)
  })

  it('refuses a redirect, and sends nothing to an address with a password in it', async () => {
    receiver.answer(FUB, { status: 302 })
    const sms = process.env.SMS_WEBHOOK_URL!
    process.env.SMS_WEBHOOK_URL = sms.replace('http://', 'http://AC123:token@')
    try {
      await h.post(h.postContact, contact('moved@example.com'))
      await h.runLeadDeliveries(h.payload)
      _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 24 * 60 * 60_000)
      await h.runLeadDeliveries(h.payload)
    } finally {
      process.env.SMS_WEBHOOK_URL = sms
    }
    expect(about(FUB, 'moved@example.com')).toHaveLength(1)
    const stored = await lead('contact-messages', 'moved@example.com')
    expect(stored.crmHandoff).toMatchObject({ state: 'failed', lastError: 'HTTP 302 Found' })
    expect(stored.smsAlert?.state ?? null).toBeNull()
    expect(JSON.stringify(stored)).not.toContain('token')
  })

  it('queues again a hand-off whose job was lost, and never hands over an unsubscribed sign-up', async () => {
    await h.post(h.postContact, contact('lost@example.com'))
    const stored = await lead('contact-messages', 'lost@example.com')
    // The process died before the job was written: the lead says queued, no job exists.
    await h.payload.delete({
      collection: 'payload-jobs',
      where: {
        and: [
          { 'input.leadId': { equals: String(stored.id) } },
          { 'input.delivery': { equals: 'followUpBoss:contact-messages' } },
        ],
      },
    })
    const { requeueLostLeadDeliveries } = await import('@/features/leads/delivery/requeue')
    expect(
      await requeueLostLeadDeliveries(h.payload, { now: new Date(Date.now() + 2 * 60_000) }),
    ).toBe(1)
    await h.runLeadDeliveries(h.payload)
    expect(about(FUB, 'lost@example.com')).toHaveLength(1)
    expect((await lead('contact-messages', 'lost@example.com')).crmHandoff).toMatchObject({
      state: 'sent',
    })

    // Confirmed, then unsubscribed before the CRM was reachable: it is not handed over after.
    await receiver.stop()
    await h.post(h.postNewsletter, { email: 'changed-mind@example.com' })
    const subscriber = await h.subscriber('changed-mind@example.com')
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { subscription: 'subscribed' },
    })
    await h.runLeadDeliveries(h.payload)
    await h.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { subscription: 'unsubscribed' },
    })
    await receiver.start()
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60_000)
    await h.runLeadDeliveries(h.payload)
    expect(about(FUB, 'changed-mind@example.com')).toHaveLength(0)
    expect(about(HOOK, 'changed-mind@example.com')).toHaveLength(0)
  })

  it('hands over nothing, and shows nothing, where no target is configured', async () => {
    const targets = ['FUB_API_KEY', 'LEAD_WEBHOOK_URL', 'SMS_WEBHOOK_URL']
    const kept = Object.fromEntries(targets.map((name) => [name, process.env[name]]))
    for (const name of targets) delete process.env[name]
    try {
      await h.post(h.postContact, contact('quiet@example.com'))
      await h.runLeadDeliveries(h.payload)
      expect(receiver.requests).toHaveLength(0)
      const stored = await lead('contact-messages', 'quiet@example.com')
      expect(stored.agentEmail).toMatchObject({ state: 'sent' })
      expect(stored.crmHandoff?.state ?? null).toBeNull()
    } finally {
      Object.assign(process.env, kept)
    }
  })
})
