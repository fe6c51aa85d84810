import type { Payload } from 'payload'
import type { ZodMiniType } from 'zod/mini'

import { payloadClient } from '@/lib/payload'

import { provenance, readLead, replyFromError, replySuccess } from './http'
import type { Provenance } from './store'

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
  thanks: string
  /** What the server log calls it when storing fails. */
  name: string
}) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const { data, isBot } = await readLead(request, schema)
      if (!isBot) await store(await payloadClient(), data, provenance(request))
      return replySuccess(thanks)
    } catch (error) {
      return replyFromError(error, name)
    }
  }
}
