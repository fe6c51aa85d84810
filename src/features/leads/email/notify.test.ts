import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type {
  GET as GetUnsubscribe,
  POST as PostUnsubscribe,
} from '@/app/(frontend)/unsubscribe/route'

import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import type { runLeadEmails as RunLeadEmails } from './queue'
import { TestSmtpServer } from '../../../../tests/support/smtpServer'

// The real endpoints, jobs queue and mailer on a real SQLite file, sending to a real SMTP server
// on loopback. The queue's cron stays off: each test runs the queue itself, as the endpoints do.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-test-'))
// `npm run test:postgres` sets TEST_DATABASE_URL to an empty PostgreSQL database.
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'notify-test-secret'
process.env.SITE_URL = 'http://127.0.0.1:3000'
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
_internal_jobSystemGlobals.shouldAutoRun = false

const smtp = new TestSmtpServer()
let payload: Payload
let agentEmail: string
let postContact: (r: Request) => Promise<Response>
let postNewsletter: (r: Request) => Promise<Response>
let postMortgage: (r: Request) => Promise<Response>
let unsubscribeRoute: { GET: typeof GetUnsubscribe; POST: typeof PostUnsubscribe }
let confirmRoute: { GET: typeof GetUnsubscribe; POST: typeof PostUnsubscribe }
let runLeadEmails: typeof RunLeadEmails

beforeAll(async () => {
  await smtp.start()
  process.env.SMTP_URL = smtp.url
  ;({ POST: postContact } = await import('@/app/(frontend)/api/contact/route'))
  ;({ POST: postNewsletter } = await import('@/app/(frontend)/api/newsletter/route'))
  ;({ POST: postMortgage } = await import('@/app/(frontend)/api/mortgage-calculator/route'))
  unsubscribeRoute = await import('@/app/(frontend)/unsubscribe/route')
  confirmRoute = await import('@/app/(frontend)/newsletter/confirm/route')
  ;({ runLeadEmails } = await import('./queue'))
  payload = await (await import('@/lib/payload')).payloadClient()
  agentEmail = (await payload.findGlobal({ slug: 'site-settings' })).email
})
afterAll(async () => {
  await smtp.stop()
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})
afterEach(() => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
})

let visitor = 0
const post = (handler: typeof postContact, body: object) =>
  handler(
    new Request('http://127.0.0.1:3000/api/lead', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${++visitor}`,
        referer: 'http://127.0.0.1:3000/contact',
      },
    }),
  )

const contactMessage = (email: string) => ({
  name: 'Riley Brennan',
  email,
  phone: '(973) 555-0144',
  message: 'Could you show us the farmhouse on Route 517 next Saturday morning?',
})

async function contactLead(email: string) {
  const where = { email: { equals: email } }
  return (await payload.find({ collection: 'contact-messages', where })).docs[0]!
}
async function subscriber(email: string) {
  const where = { email: { equals: email } }
  return (await payload.find({ collection: 'newsletter-subscribers', where })).docs[0]!
}

describe('lead emails through a real SMTP server', () => {
  it("emails the agent a contact message's details, and marks it sent", async () => {
    const reply = await post(postContact, contactMessage('riley@example.com'))
    expect(reply.status).toBe(200)
    await runLeadEmails(payload)

    const email = smtp.to(agentEmail).find((m) => m.text.includes('riley@example.com'))!
    expect(email.headers.get('subject')).toBe('New contact message from Riley Brennan')
    expect(email.headers.get('reply-to')).toBe('riley@example.com')
    expect(email.text).toContain('(973) 555-0144')
    expect(email.text).toContain('farmhouse on Route 517')
    expect(email.text).toContain('http://127.0.0.1:3000/contact')
    const lead = await contactLead('riley@example.com')
    expect(email.text).toContain(`/studio/collections/contact-messages/${lead.id}`)
    expect(lead.agentEmail).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it('emails a calculator lead their breakdown and the agent the request, with the server figures', async () => {
    const reply = await post(postMortgage, {
      contact: {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        phone: '9735550101',
        allowFollowUp: true,
      },
      inputs: DEFAULT_INPUTS, // issue 4's reference case
      meta: { sourceUrl: 'http://127.0.0.1:3000/mortgage-calculator', userAgent: 'Test' },
    })
    expect(reply.status).toBe(200)
    await runLeadEmails(payload)

    // Issue 4's reference case, in the visitor's own email and the agent's notice.
    const breakdown = smtp.to('jordan.avery@example.com')[0]!
    expect(breakdown.headers.get('subject')).toBe('Your mortgage estimate: $4,847.82 a month')
    expect(breakdown.text).toMatch(/Principal & interest:\s+\$3,941\.57/)
    expect(breakdown.text).toMatch(/Loan amount:\s+\$600,000/)
    expect(breakdown.text).toMatch(/Cash to close:\s+\$168,750/)
    const notice = smtp.to(agentEmail).find((m) => m.text.includes('jordan.avery@example.com'))!
    expect(notice.headers.get('subject')).toBe('New mortgage estimate request from Jordan Avery')
    expect(notice.text).toMatch(/Total monthly:\s+\$4,847\.82/)
    const where = { email: { equals: 'jordan.avery@example.com' } }
    const [lead] = (await payload.find({ collection: 'mortgage-leads', where })).docs
    expect(lead).toMatchObject({ agentEmail: { state: 'sent' }, visitorEmail: { state: 'sent' } })
  })

  it('asks a new subscriber to confirm, then welcomes them with a working unsubscribe link', async () => {
    await post(postNewsletter, { email: 'Jordan@Example.com' })
    await runLeadEmails(payload)

    // Only the confirmation goes out: no welcome, and no notice to the agent, until confirmed.
    const [confirmation, ...others] = smtp.to('jordan@example.com')
    expect(others).toHaveLength(0)
    expect(confirmation!.headers.get('subject')).toMatch(/^Please confirm your subscription/)
    expect(smtp.to(agentEmail).some((m) => m.text.includes('jordan@example.com'))).toBe(false)
    expect((await subscriber('jordan@example.com')).subscription).toBe('pending')

    // Signing up again the same day, or the agent saving a note on it, sends no second one.
    await post(postNewsletter, { email: 'jordan@example.com' })
    const waiting = await subscriber('jordan@example.com')
    expect(waiting.agentEmail?.state ?? null).toBeNull() // nothing queued before confirmation
    await payload.update({
      collection: 'newsletter-subscribers',
      id: waiting.id,
      data: { notes: 'Met at the open house', confirmationEmail: { state: 'queued' } },
    })
    await runLeadEmails(payload)
    expect(smtp.to('jordan@example.com')).toHaveLength(1)

    const confirmLink = confirmation!.text.match(/(http\S+\/newsletter\/confirm\S+)/)?.[1] ?? ''
    const asked = await confirmRoute.GET(new Request(confirmLink))
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('<button type="submit">Confirm my subscription</button>')
    expect((await subscriber('jordan@example.com')).subscription).toBe('pending')
    const confirmed = await confirmRoute.POST(new Request(confirmLink, { method: 'POST' }))
    expect(await confirmed.text()).toContain('You are subscribed')
    await runLeadEmails(payload)

    const welcome = smtp.to('jordan@example.com')[1]!
    expect(welcome.headers.get('subject')).toMatch(/^Welcome to .+'s newsletter$/)
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const link = welcome.text.match(/Unsubscribe with one click: (\S+)/)?.[1] ?? ''
    expect(welcome.headers.get('list-unsubscribe')).toBe(`<${link}>`)
    expect(smtp.to(agentEmail).some((m) => m.text.includes('jordan@example.com'))).toBe(true)
    expect((await subscriber('jordan@example.com')).confirmedAt).toBeTruthy()

    const confirm = await unsubscribeRoute.GET(new Request(link))
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('<button type="submit">Unsubscribe</button>')
    expect((await subscriber('jordan@example.com')).subscription).toBe('subscribed')

    const done = await unsubscribeRoute.POST(new Request(link, { method: 'POST' }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    const subscribed = await subscriber('jordan@example.com')
    expect(subscribed.subscription).toBe('unsubscribed')
    expect(subscribed.unsubscribedAt).toBeTruthy()
    expect(subscribed.visitorEmail).toMatchObject({ state: 'sent' })

    // The old confirmation link does not subscribe the address again; a new sign-up asks again.
    const replayed = await confirmRoute.POST(new Request(confirmLink, { method: 'POST' }))
    expect(replayed.status).toBe(400)
    expect((await subscriber('jordan@example.com')).subscription).toBe('unsubscribed')
    await post(postNewsletter, { email: 'jordan@example.com' })
    await runLeadEmails(payload)
    expect(smtp.to('jordan@example.com')).toHaveLength(3)
    expect(smtp.to('jordan@example.com')[2]!.headers.get('subject')).toMatch(/^Please confirm/)
    expect((await subscriber('jordan@example.com')).subscription).toBe('pending')
  })

  it('refuses a changed confirmation link with a clear page and subscribes no one', async () => {
    await post(postNewsletter, { email: 'morgan.link@example.com' })
    const { id } = await subscriber('morgan.link@example.com')
    for (const url of [
      `http://127.0.0.1:3000/newsletter/confirm?id=${id}&token=${'a'.repeat(64)}`,
      `http://127.0.0.1:3000/newsletter/confirm?id=${Number(id) + 1}&token=x`,
      'http://127.0.0.1:3000/newsletter/confirm?id=abc',
    ]) {
      const reply = await confirmRoute.POST(new Request(url, { method: 'POST' }))
      expect(reply.status, url).toBe(400)
      expect(await reply.text()).toContain('This confirmation link is not valid')
    }
    expect((await subscriber('morgan.link@example.com')).subscription).toBe('pending')
  })

  it('refuses a changed or incomplete unsubscribe link with a clear page', async () => {
    await post(postNewsletter, { email: 'casey@example.com' })
    const forged =
      'http://127.0.0.1:3000/unsubscribe?email=casey%40example.com&token=' + 'a'.repeat(64)
    for (const url of [forged, 'http://127.0.0.1:3000/unsubscribe']) {
      const reply = await unsubscribeRoute.POST(new Request(url, { method: 'POST' }))
      expect(reply.status).toBe(400)
      expect(await reply.text()).toContain('This unsubscribe link is not valid')
    }
    expect((await subscriber('casey@example.com')).subscription).toBe('pending')
  })

  it('stores the lead at once while SMTP is down, and emails it once SMTP is back', async () => {
    await smtp.stop()
    const reply = await post(postContact, contactMessage('avery.down@example.com'))
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ success: true })
    await runLeadEmails(payload)

    const waiting = await contactLead('avery.down@example.com')
    expect(waiting.agentEmail).toMatchObject({ state: 'retrying', attempts: 1 })
    expect(waiting.agentEmail?.lastError).toMatch(/ECONNREFUSED|connect/i)

    await smtp.start()
    await runLeadEmails(payload) // the retry is not due yet: a minute of backoff
    expect(smtp.to(agentEmail).some((m) => m.text.includes('avery.down@example.com'))).toBe(false)

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 2 * 60_000)
    await runLeadEmails(payload)
    expect(smtp.to(agentEmail).some((m) => m.text.includes('avery.down@example.com'))).toBe(true)
    const sent = await contactLead('avery.down@example.com')
    expect(sent.agentEmail).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
  })

  it('hands back an email whose sender stopped mid-send, so it still goes out', async () => {
    // A lead stored by another path (no background run), whose job a process claimed and then
    // died with: marked processing, untouched for 20 minutes.
    const lead = await payload.create({
      collection: 'contact-messages',
      data: { ...contactMessage('stalled@example.com'), status: 'new' },
    })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: String(lead.id) } },
    })
    expect(docs).toHaveLength(1)
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { processing: true, updatedAt: twentyMinutesAgo },
    })

    await runLeadEmails(payload, { gather: 0 })
    expect(smtp.to(agentEmail).some((m) => m.text.includes('stalled@example.com'))).toBe(true)
    expect((await contactLead('stalled@example.com')).agentEmail).toMatchObject({ state: 'sent' })
  })

  it('sends at once, after a restart, the emails the stopped server was sending', async () => {
    // The server was killed a minute ago while sending this lead's email: on SQLite no other
    // process can be sending it, so the new server hands it back at start-up, not 15 minutes on.
    const lead = await payload.create({
      collection: 'contact-messages',
      data: { ...contactMessage('restarted@example.com'), status: 'new' },
    })
    const where = { 'input.leadId': { equals: String(lead.id) } }
    const [job] = (await payload.find({ collection: 'payload-jobs', where })).docs
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { processing: true, updatedAt: aMinuteAgo },
    })
    const { releaseLeftoverLeadJobs } = await import('./queue')

    expect(await releaseLeftoverLeadJobs(payload, false)).toBe(0) // PostgreSQL: maybe another's
    expect(await releaseLeftoverLeadJobs(payload, true)).toBe(1)
    await runLeadEmails(payload, { gather: 0 })
    const sent = smtp.to(agentEmail).filter((m) => m.text.includes('restarted@example.com'))
    expect(sent).toHaveLength(1)
    expect((await contactLead('restarted@example.com')).agentEmail).toMatchObject({ state: 'sent' })
  })

  it("goes to the agent's new address as soon as it is saved in the studio", async () => {
    // The emails keep the site settings for a minute (settings.ts); a studio save forgets them.
    await post(postContact, contactMessage('before-move@example.com'))
    await runLeadEmails(payload)
    expect(smtp.to(agentEmail).some((m) => m.text.includes('before-move@example.com'))).toBe(true)
    const newAddress = 'new-office@example.com'
    await payload.updateGlobal({ slug: 'site-settings', data: { email: newAddress } })
    try {
      await post(postContact, contactMessage('after-move@example.com'))
      await runLeadEmails(payload)
      expect(smtp.to(newAddress).some((m) => m.text.includes('after-move@example.com'))).toBe(true)
      expect(smtp.to(agentEmail).some((m) => m.text.includes('after-move@example.com'))).toBe(false)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { email: agentEmail } })
    }
  })

  it('writes emails to the outbox folder when no SMTP server is configured', async () => {
    delete process.env.SMTP_URL
    try {
      await post(postContact, contactMessage('outbox@example.com'))
      await runLeadEmails(payload)
      const files = fs.readdirSync(process.env.OUTBOX_DIR!)
      const emails = files.map((f) =>
        fs.readFileSync(path.join(process.env.OUTBOX_DIR!, f), 'utf8'),
      )
      expect(emails.some((e) => e.includes('Reply-To: outbox@example.com'))).toBe(true)
    } finally {
      process.env.SMTP_URL = smtp.url
    }
  })
})
