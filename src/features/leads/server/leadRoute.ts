import type { Payload } from 'payload'
import type { ZodMiniType } from 'zod/mini'

import { payloadClient } from '@/lib/payload'

import {
  fromRequest,
  provenance,
  readLead,
  replyFromError,
  replySuccess,
  type LeadReply,
  type LeadRequest,
} from './http'
import type { Provenance } from '../delivery/intake'

/** A lead endpoint: the Next.js route's POST, and `handle` for a server that reads requests itself. */
export type LeadEndpoint = ((request: Request) => Promise<Response>) & {
  handle: (request: LeadRequest) => Promise<LeadReply>
}

/**
 * A lead endpoint: limit → parse → validate with the form's own schema → store (the lead and its
 * queued emails together) → the form's thanks. A filled honeypot gets the same thanks
 * and nothing is kept. Anything refused answers a 4xx with a sentence; nothing half-stored.
 */
export function leadRoute<T>({
  schema,
  store,
  thanks,
  name,
}: {
  schema: ZodMiniType<T>
  store: (payload: Payload, data: T, from: Provenance) => Promise<unknown>
  /** The sentence of a stored lead: one for all, or one that follows what the visitor chose. */
  thanks: string | ((data: T) => string)
  /** What the server log calls it when storing fails. */
  name: string
}): LeadEndpoint {
  async function handle(request: LeadRequest): Promise<LeadReply> {
    try {
      const { data, isBot } = await readLead(request, schema)
      if (!isBot) await store(await payloadClient(), data, provenance(request))
      return replySuccess(typeof thanks === 'string' ? thanks : thanks(data))
    } catch (error) {
      return replyFromError(error, name)
    }
  }
  async function POST(request: Request): Promise<Response> {
    const { status, json, headers } = await handle(fromRequest(request))
    return Response.json(json, { status, headers })
  }
  return Object.assign(POST, { handle })
}
