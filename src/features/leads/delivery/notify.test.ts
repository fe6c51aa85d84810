import fs from 'node:fs'
import path from 'node:path'

import { _internal_jobSystemGlobals } from 'payload'
import { describe, expect, it } from 'vitest'

import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import { leadHarness } from '../../../../tests/support/leadHarness'

const h = leadHarness('notify-test')

const contactMessage = (email: string) => ({
  name: 'Riley Brennan',
  email,
  phone: '(973) 555-0144',
  message: 'Could you show us the farmhouse on Route 517 next Saturday morning?',
})

describe('lead emails through a real SMTP server', () => {
  it("emails the agent a contact message's details, and marks it sent", async () => {
    const reply = await h.post(h.postContact, contactMessage('riley@example.com'))
    expect(reply.status).toBe(200)
    await h.runLeadDeliveries(h.payload)

    const email = h.smtp.to(h.agentEmail).find((m) => m.text.includes('riley@example.com'))!
    expect(email.headers.get('subject')).toBe('New contact message from Riley Brennan')
    expect(email.headers.get('reply-to')).toBe('riley@example.com')
    expect(email.text).toContain('(973) 555-0144')
    expect(email.text).toContain('farmhouse on Route 517')
    expect(email.text).toContain('http://127.0.0.1:3000/contact')
    const lead = await h.contactLead('riley@example.com')
    expect(email.text).toContain(`/studio/collections/contact-messages/${lead.id}`)
    // Named by its queued job: a send repeated after a crash is recognisably the same message.
    expect(email.headers.get('message-id')).toMatch(
      new RegExp(`^<contact-agent\\.${lead.id}\\.\\d{13}\\.\\d+@127\\.0\\.0\\.1>$`),
    )
    expect(lead.agentEmail).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it('emails a calculator lead their breakdown and the agent the request, with the server figures', async () => {
    const reply = await h.post(h.postMortgage, {
      contact: {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        phone: '9735550101',
        allowFollowUp: true,
      },
      inputs: DEFAULT_INPUTS, // the reference case
      meta: { sourceUrl: 'http://127.0.0.1:3000/mortgage-calculator', userAgent: 'Test' },
    })
    expect(reply.status).toBe(200)
    await h.runLeadDeliveries(h.payload)

    // The reference case, in the visitor's own email and the agent's notice.
    const breakdown = h.smtp.to('jordan.avery@example.com')[0]!
    expect(breakdown.headers.get('subject')).toBe('Your mortgage estimate: $4,847.82 a month')
    expect(breakdown.text).toMatch(/Principal & interest:\s+\$3,941\.57/)
    expect(breakdown.text).toMatch(/Loan amount:\s+\$600,000/)
    expect(breakdown.text).toMatch(/Cash to close:\s+\$168,750/)
    const notice = h.smtp.to(h.agentEmail).find((m) => m.text.includes('jordan.avery@example.com'))!
    expect(notice.headers.get('subject')).toBe('New mortgage estimate request from Jordan Avery')
    expect(notice.text).toMatch(/Total monthly:\s+\$4,847\.82/)
    const where = { email: { equals: 'jordan.avery@example.com' } }
    const [lead] = (await h.payload.find({ collection: 'mortgage-leads', where })).docs
    expect(lead).toMatchObject({ agentEmail: { state: 'sent' }, visitorEmail: { state: 'sent' } })
  })

  it('stores the lead at once while SMTP is down, and emails it once SMTP is back', async () => {
    await h.smtp.stop()
    const reply = await h.post(h.postContact, contactMessage('avery.down@example.com'))
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ success: true })
    await h.runLeadDeliveries(h.payload)

    const waiting = await h.contactLead('avery.down@example.com')
    expect(waiting.agentEmail).toMatchObject({ state: 'retrying', attempts: 1 })
    expect(waiting.agentEmail?.lastError).toMatch(/ECONNREFUSED|connect/i)

    await h.smtp.start()
    await h.runLeadDeliveries(h.payload) // the retry is not due yet: a minute of backoff
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('avery.down@example.com'))).toBe(
      false,
    )

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 60_000)
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('avery.down@example.com'))).toBe(
      true,
    )
    const sent = await h.contactLead('avery.down@example.com')
    expect(sent.agentEmail).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
  })

  it('hands back an email whose sender stopped mid-send, so it still goes out', async () => {
    // A lead stored by another path (no background run), whose job a process claimed and then
    // died with: marked processing, untouched for 20 minutes.
    const lead = await h.payload.create({
      collection: 'contact-messages',
      data: { ...contactMessage('stalled@example.com'), status: 'new' },
    })
    const { docs } = await h.payload.find({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: String(lead.id) } },
    })
    expect(docs).toHaveLength(1)
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString()
    await h.payload.db.updateOne({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { processing: true, updatedAt: twentyMinutesAgo },
    })

    await h.runLeadDeliveries(h.payload, { gather: 0 })
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('stalled@example.com'))).toBe(true)
    expect((await h.contactLead('stalled@example.com')).agentEmail).toMatchObject({ state: 'sent' })
  })

  it('sends at once, after a restart, the emails the stopped server was sending', async () => {
    // The server was killed a minute ago while sending this lead's email: on SQLite no other
    // process can be sending it, so the new server hands it back at start-up, not 15 minutes on.
    const lead = await h.payload.create({
      collection: 'contact-messages',
      data: { ...contactMessage('restarted@example.com'), status: 'new' },
    })
    const where = { 'input.leadId': { equals: String(lead.id) } }
    const [job] = (await h.payload.find({ collection: 'payload-jobs', where })).docs
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString()
    await h.payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { processing: true, updatedAt: aMinuteAgo },
    })
    const { releaseLeftoverLeadJobs } = await import('./queue')

    expect(await releaseLeftoverLeadJobs(h.payload, false)).toBe(0) // PostgreSQL: maybe another's
    expect(await releaseLeftoverLeadJobs(h.payload, true)).toBe(1)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const sent = h.smtp.to(h.agentEmail).filter((m) => m.text.includes('restarted@example.com'))
    expect(sent).toHaveLength(1)
    expect((await h.contactLead('restarted@example.com')).agentEmail).toMatchObject({
      state: 'sent',
    })
  })

  it("goes to the agent's new address as soon as it is saved in the studio", async () => {
    // The emails keep the site settings for a minute (settings.ts); a studio save forgets them.
    await h.post(h.postContact, contactMessage('before-move@example.com'))
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('before-move@example.com'))).toBe(
      true,
    )
    const newAddress = 'new-office@example.com'
    await h.payload.updateGlobal({ slug: 'site-settings', data: { email: newAddress } })
    try {
      await h.post(h.postContact, contactMessage('after-move@example.com'))
      await h.runLeadDeliveries(h.payload)
      expect(h.smtp.to(newAddress).some((m) => m.text.includes('after-move@example.com'))).toBe(
        true,
      )
      expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('after-move@example.com'))).toBe(
        false,
      )
    } finally {
      await h.payload.updateGlobal({ slug: 'site-settings', data: { email: h.agentEmail } })
    }
  })

  it('writes emails to the outbox folder when no SMTP server is configured', async () => {
    delete process.env.SMTP_URL
    try {
      await h.post(h.postContact, contactMessage('outbox@example.com'))
      await h.runLeadDeliveries(h.payload)
      const files = fs.readdirSync(process.env.OUTBOX_DIR!)
      const emails = files.map((f) =>
        fs.readFileSync(path.join(process.env.OUTBOX_DIR!, f), 'utf8'),
      )
      expect(emails.some((e) => e.includes('Reply-To: outbox@example.com'))).toBe(true)
    } finally {
      process.env.SMTP_URL = h.smtp.url
    }
  })
})
