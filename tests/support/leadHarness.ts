import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { TestSmtpServer } from './smtpServer'

type Handler = (request: Request) => Promise<Response>
type LinkRoute = { GET: (request: Request) => Response | Promise<Response>; POST: Handler }

/**
 * The real lead endpoints, jobs queue and mail adapter on a real SQLite file (or the empty
 * PostgreSQL database of TEST_DATABASE_URL), sending to a real SMTP server on loopback. The
 * queue's cron stays off: each test runs the queue itself, as the endpoints do. Call it at the top
 * of a test file: the app reads the environment it sets when it loads.
 */
export function leadHarness(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
  process.env.PAYLOAD_SECRET = `${name}-secret`
  process.env.SITE_URL = 'http://127.0.0.1:3000'
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  _internal_jobSystemGlobals.shouldAutoRun = false

  const h = {
    smtp: new TestSmtpServer(),
    payload: undefined as unknown as Payload,
    agentEmail: '',
    postContact: undefined as unknown as Handler,
    postNewsletter: undefined as unknown as Handler,
    postMortgage: undefined as unknown as Handler,
    unsubscribeRoute: undefined as unknown as LinkRoute,
    confirmRoute: undefined as unknown as LinkRoute,
    runLeadDeliveries: undefined as unknown as (
      payload: Payload,
      options?: { gather?: number },
    ) => Promise<void>,
    visitor: 0,
    /** A lead form's POST from its own visitor address, sent from the contact page. */
    post(handler: Handler, body: object) {
      return handler(
        new Request('http://127.0.0.1:3000/api/lead', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            host: '127.0.0.1:3000',
            'content-type': 'application/json',
            'x-forwarded-for': `192.0.${Math.floor(++h.visitor / 250)}.${h.visitor % 250}`,
            referer: 'http://127.0.0.1:3000/contact',
          },
        }),
      )
    },
    async subscriber(email: string) {
      const where = { email: { equals: email } }
      return (await h.payload.find({ collection: 'newsletter-subscribers', where })).docs[0]!
    },
    async contactLead(email: string) {
      const where = { email: { equals: email } }
      return (await h.payload.find({ collection: 'contact-messages', where })).docs[0]!
    },
  }

  beforeAll(async () => {
    await h.smtp.start()
    process.env.SMTP_URL = h.smtp.url
    ;({ POST: h.postContact } = await import('@/app/(frontend)/api/contact/route'))
    ;({ POST: h.postNewsletter } = await import('@/app/(frontend)/api/newsletter/route'))
    ;({ POST: h.postMortgage } = await import('@/app/(frontend)/api/mortgage-calculator/route'))
    h.unsubscribeRoute = await import('@/app/(frontend)/unsubscribe/route')
    h.confirmRoute = await import('@/app/(frontend)/newsletter/confirm/route')
    ;({ runLeadDeliveries: h.runLeadDeliveries } = await import('@/features/leads/delivery/queue'))
    h.payload = await (await import('@/lib/payload')).payloadClient()
    h.agentEmail = (await h.payload.findGlobal({ slug: 'site-settings' })).email
  })
  afterAll(async () => {
    await (await import('@/features/leads/delivery/queue')).stopLeadDeliveries()
    await h.smtp.stop()
    await h.payload?.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  afterEach(() => {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  })
  return h
}
