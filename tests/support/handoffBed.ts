import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, beforeEach } from 'vitest'

import { HttpReceiver, type ReceivedRequest } from './httpReceiver'
import { leadHarness } from './leadHarness'

export const FUB = '/v1/events'
export const HOOK = '/hooks/leads'
export const SMS = '/2010-04-01/Accounts/AC123/Messages.json'
export const KEY = 'fub-test-key'
export const SECRET = 'webhook-test-secret'

type Handler = (request: Request) => Promise<Response>

export const json = (request: ReceivedRequest) => JSON.parse(request.body)
export const form = (request: ReceivedRequest) =>
  Object.fromEntries(new URLSearchParams(request.body))

/** A contact message from one visitor, to `email`'s name. */
export const contact = (
  email: string,
  message = 'Could we see the farmhouse on Route 517 on Saturday?',
) => ({
  name: 'Riley Brennan',
  email,
  phone: '973-555-0144',
  message,
})

/**
 * Leads handed to Follow Up Boss, a webhook and an SMS provider, each stood in for by one real
 * HTTP server on loopback, through the real endpoints, jobs queue and database (leadHarness).
 * Call it at the top of a test file; the handlers and the agent's name are there once it started.
 */
export function handoffBed(name: string) {
  const h = leadHarness(name)
  const receiver = new HttpReceiver()
  const saved = { ...process.env }
  const bed = {
    h,
    receiver,
    postInquiry: undefined as unknown as Handler,
    postSavedHomes: undefined as unknown as Handler,
    agentName: '',
    /** The requests about the lead with this email address. */
    about: (path: string, email: string) =>
      receiver.to(path).filter((request) => request.body.includes(`"${email}"`)),
    smsAbout: (text: string) => receiver.to(SMS).filter((r) => form(r).Body?.includes(text)),
    /** The lead sent from this address, with its delivery groups. */
    async lead(collection: CollectionSlug, email: string) {
      const where = { email: { equals: email } }
      return (await h.payload.find({ collection, where })).docs[0] as unknown as Record<
        string,
        { state?: string; attempts?: number; lastError?: string | null } | undefined
      >
    },
  }

  beforeAll(async () => {
    await receiver.start()
    Object.assign(process.env, {
      FUB_API_KEY: KEY,
      FUB_API_URL: `${receiver.url}/v1`,
      LEAD_WEBHOOK_URL: `${receiver.url}${HOOK}`,
      LEAD_WEBHOOK_SECRET: SECRET,
      SMS_WEBHOOK_URL: `${receiver.url}${SMS}`,
      SMS_WEBHOOK_AUTH: 'AC123:sms-token',
      SMS_TO: '+19735550100',
      SMS_FROM: '+19735550199',
    })
    ;({ POST: bed.postInquiry } = await import('@/app/(frontend)/api/listing-inquiry/route'))
    ;({ POST: bed.postSavedHomes } = await import('@/app/(frontend)/api/saved-homes/route'))
    bed.agentName = (await h.payload.findGlobal({ slug: 'site-settings' })).agentName
  })
  afterAll(async () => {
    await receiver.stop()
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  })
  beforeEach(() => {
    receiver.requests = []
  })
  return bed
}
